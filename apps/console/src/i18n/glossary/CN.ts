import type { Glossary } from './glossary';

export const CN: Glossary = {
  office: { term: '机构', key: 'menu.officeManage', avoid: ['组织', '部门', '办事处'] },
  agent: { term: '代理商', key: 'menu.agentOpening', avoid: ['经销', '分销', '渠道商'] },
  material: { term: '素材', key: 'menu.materialCheck', avoid: ['媒体', '媒资'] },
};
