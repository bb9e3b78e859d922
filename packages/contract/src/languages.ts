/** The languages of the console (spec 1), by the codes the spec uses. */
export const LANGUAGES = ['US', 'CN', 'HK', 'KR', 'IT', 'RU', 'FR', 'DE', 'ES', 'PL', 'TR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'US';
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
