import type { Locale } from 'antd/es/locale';
import type { messages } from './US/messages';

/** The shape every language's texts must have: US English's keys, any strings. */
export type Messages = typeof messages;

/** What a language folder provides: its texts and the matching antd and dayjs locales. */
export interface LanguagePack {
  messages: Messages;
  antdLocale: Locale;
  /** A dayjs locale name; the folder imports that locale so it is registered. */
  dayjsLocale: string;
  /** BCP 47 tag for <html lang>. */
  htmlLang: string;
}
