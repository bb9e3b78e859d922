import type { Glossary } from './glossary';

export const PL: Glossary = {
  office: {
    term: 'instytucj',
    key: 'menu.officeManage',
    // „Jednostka” / „Jednostki” alone are the labels of units (of the quota, of a countdown): only they may use it.
    avoid: ['organizac', 'placów', '(?<!^)jednost|jednost(?!k[ai]$)', '\\bbiur(?!k)', 'oddzia[łl]'],
  },
  agent: {
    term: 'agent',
    key: 'menu.agentOpening',
    // Not „bezpośredni…” (direct).
    avoid: ['(?<!bez)pośredni[kc]', 'dystrybutor', 'odsprzedawc', '\\bdealer', '\\bdiler', '\\breseller'],
  },
  material: {
    term: 'materia[łl]',
    key: 'menu.materialCheck',
    avoid: ['(?<!\\p{L})medi(?:a|ów|ami|ach|om)(?!\\p{L})', 'multimedi', '\\basset'],
  },
};
