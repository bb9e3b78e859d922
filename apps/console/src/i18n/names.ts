import type { Language } from '@apm/contract';

/** Each language named in itself, as language switchers show them; proper names, never translated. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  US: 'English',
  CN: '简体中文',
  HK: '繁體中文',
  KR: '한국어',
  IT: 'Italiano',
  RU: 'Русский',
  FR: 'Français',
  DE: 'Deutsch',
  ES: 'Español',
  PL: 'Polski',
  TR: 'Türkçe',
};
