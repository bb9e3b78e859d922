import type { Glossary } from './glossary';

export const HK: Glossary = {
  office: { term: '機構', key: 'menu.officeManage', avoid: ['組織', '部門', '辦事處'] },
  agent: { term: '代理商', key: 'menu.agentOpening', avoid: ['經銷', '分銷', '渠道商'] },
  material: { term: '素材', key: 'menu.materialCheck', avoid: ['媒體', '媒資'] },
};
