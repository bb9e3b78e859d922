import type { Language } from '@apm/contract';

/**
 * Announcements and notices are written twice, in Chinese and in English (spec 3): readers of
 * CN and HK get the Chinese text, every other language the English one (spec 4).
 */
export const readsChinese = (language: Language): boolean => language === 'CN' || language === 'HK';

/** The text of a Chinese/English pair for a language; the other one when that one is empty. */
export function pickText(language: Language, chinese: string, english: string): string {
  const [first, second] = readsChinese(language) ? [chinese, english] : [english, chinese];
  return first.trim() ? first : second;
}
