import type { Glossary } from './glossary';

// `\b` knows only Latin letters: word boundaries are written with `\p{L}`.
export const RU: Glossary = {
  office: { term: 'учрежд', key: 'menu.officeManage', avoid: ['подраздел', 'организац', '(?<!\\p{L})офис', 'филиал'] },
  agent: {
    term: 'агент',
    key: 'menu.agentOpening',
    avoid: ['дилер', 'реселлер', 'посредник', 'дистрибь?ютор', 'перепродав(?:е)?ц'],
  },
  material: {
    term: 'медиафайл',
    key: 'menu.materialCheck',
    avoid: ['материал', 'ассет', '(?<!\\p{L})медиа(?!\\p{L})'],
  },
};
