import type { Glossary } from './glossary';

export const ES: Glossary = {
  office: {
    term: 'instituci[oó]n',
    key: 'menu.officeManage',
    avoid: ['organizaci[oó]n', 'oficina', '(?<!\\p{L})establecimiento', '\\bentidad'],
  },
  agent: { term: 'agente', key: 'menu.agentOpening', avoid: ['distribuidor', 'revendedor', 'concesionario'] },
  material: {
    term: 'material',
    key: 'menu.materialCheck',
    avoid: ['multimedia', '\\bmedios\\b', '\\bactivos? digitales'],
  },
};
