import type { Glossary } from './glossary';

export const KR: Glossary = {
  office: { term: '기관', key: 'menu.officeManage', avoid: ['조직', '단체', '사무소'] },
  agent: { term: '대리점', key: 'menu.agentOpening', avoid: ['리셀러', '대리인', '판매점', '총판'] },
  material: { term: '소재', key: 'menu.materialCheck', avoid: ['미디어', '자료', '에셋'] },
};
