import type { Glossary } from './glossary';

export const IT: Glossary = {
  office: {
    term: 'organizzazion',
    key: 'menu.officeManage',
    avoid: ['\\buffic(?:io|i)\\b', 'istituzion', '\\bent[ei]\\b'],
  },
  agent: {
    term: 'agent',
    key: 'menu.agentOpening',
    avoid: ['rivenditor', 'distributor', 'concessionari', '\\bdealer', '\\breseller'],
  },
  // Not a bare “media”: in Italian it is also “medium” (the QR code's error correction level “Media”).
  material: { term: 'material', key: 'menu.materialCheck', avoid: ['multimedial', '\\basset'] },
};
