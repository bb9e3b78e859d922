import type { Glossary } from './glossary';

export const TR: Glossary = {
  office: {
    term: 'kurum',
    key: 'menu.officeManage',
    // “Birim” / “Birimler” alone are the labels of units (of the quota, of a countdown): only they may use it.
    avoid: ['kuruluş', '(?<!^)birim|birim(?!(?:ler)?$)', 'örgüt', 'organizasyon', 'ofis', 'şube'],
  },
  agent: { term: 'temsilci', key: 'menu.agentOpening', avoid: ['bayi', 'acente', 'distribütör', 'yeniden satıcı'] },
  material: { term: 'materyal', key: 'menu.materialCheck', avoid: ['medya', 'ortam dosya'] },
};
