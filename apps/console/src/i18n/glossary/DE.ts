import type { Glossary } from './glossary';

export const DE: Glossary = {
  office: { term: 'Institution', key: 'menu.officeManage', avoid: ['organisation', 'dienststelle', 'einrichtung'] },
  agent: { term: 'Agent', key: 'menu.agentOpening', avoid: ['wiederverkäufer', 'händler', 'vertriebspartner'] },
  material: { term: 'Medi(um|en)', key: 'menu.materialCheck', avoid: ['material'] },
};
