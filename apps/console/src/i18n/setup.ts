import type { Language } from '@apm/contract';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { startLanguage, type BrandLanguages } from './brandLanguages';
import { languageCookie, readLanguageCookie } from './language';
import type { LanguagePack } from './pack';
import { AVAILABLE_LANGUAGES, loadPack } from './packs';

/** All texts live in one namespace, grouped by key prefix (`common.`, `menu.`, `errors.` ...). */
const NS = 'translation';

export interface ActiveLanguage {
  language: Language;
  pack: LanguagePack;
}

let active: ActiveLanguage | undefined;
const listeners = new Set<() => void>();

/** The language in use and its pack; set before the first render. */
export function activeLanguage(): ActiveLanguage {
  if (!active) throw new Error('setupI18n() has not finished');
  return active;
}

/** Subscribes to language changes (for useSyncExternalStore). */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets dayjs and <html lang> before i18next re-renders the pages, then tells antd's locale. */
function applyLocale(pack: LanguagePack): void {
  dayjs.locale(pack.dayjsLocale);
  document.documentElement.lang = pack.htmlLang;
}

function publish(language: Language, pack: LanguagePack): void {
  active = { language, pack };
  listeners.forEach((l) => l());
}

/**
 * Chooses the starting language (spec 4, see startLanguage) among those the brand offers, loads
 * it and starts i18next; the app renders after. `brand` is undefined when it could not be loaded.
 */
export async function setupI18n(brand: BrandLanguages | undefined): Promise<void> {
  const language = startLanguage({
    cookie: readLanguageCookie(document.cookie),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
    brand,
    translated: AVAILABLE_LANGUAGES,
  });
  const pack = await loadPack(language);
  applyLocale(pack);
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { [NS]: pack.messages } },
    // Every language has every key (a unit test checks), so no fallback language is loaded.
    fallbackLng: false,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  publish(language, pack);
}

/** Switches the console to a language and remembers the choice in the language cookie. */
export async function switchLanguage(language: Language): Promise<void> {
  const pack = await loadPack(language);
  if (!i18n.hasResourceBundle(language, NS)) i18n.addResourceBundle(language, NS, pack.messages);
  document.cookie = languageCookie(language);
  applyLocale(pack);
  await i18n.changeLanguage(language);
  publish(language, pack);
}
