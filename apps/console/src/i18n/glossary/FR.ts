import type { Glossary } from './glossary';

export const FR: Glossary = {
  office: {
    term: 'institution',
    key: 'menu.officeManage',
    avoid: ['organisation', 'bureau', '(?<!\\p{L})établissement'],
  },
  agent: { term: 'agent', key: 'menu.agentOpening', avoid: ['revendeu[rs]', 'distributeur', 'concessionnaire'] },
  material: { term: 'médias?', key: 'menu.materialCheck', avoid: ['matériaux?\\b', '\\bassets?\\b'] },
};
