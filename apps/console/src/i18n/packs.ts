import { LANGUAGES, type Language } from '@apm/contract';
import type { LanguagePack } from './pack';

/** Every language folder's pack, loaded only when the language is chosen. */
const PACKS = import.meta.glob<LanguagePack>('./[A-Z][A-Z]/index.ts', { import: 'pack' });

/**
 * The languages offered, in the spec's order: those with a folder `<LANG>/` shaped like `US/`
 * (its `index.ts` and one file per namespace).
 */
export const AVAILABLE_LANGUAGES: readonly Language[] = LANGUAGES.filter((l) => `./${l}/index.ts` in PACKS);

/** The pack of a language: its shell texts and its antd and dayjs locales. */
export function loadPack(language: Language): Promise<LanguagePack> {
  const load = PACKS[`./${language}/index.ts`];
  if (!load) return Promise.reject(new Error(`No translations for ${language}`));
  return load();
}
