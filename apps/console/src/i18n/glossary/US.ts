import type { Glossary } from './glossary';

export const US: Glossary = {
  office: {
    term: 'institution',
    key: 'menu.officeManage',
    avoid: ['(?<!\\{\\{\\s*)\\boffices?\\b', '\\borgani[sz]ations?\\b'],
  },
  agent: { term: 'agent', key: 'menu.agentOpening', avoid: ['\\breseller', '\\bdealer', '\\bdistributor'] },
  material: { term: 'material', key: 'menu.materialCheck', avoid: ['\\bmedia\\b', '\\bassets?\\b'] },
};
