import { LANGUAGES, type Language } from '@apm/contract';
import type { LanguagePack } from './pack';

/**
 * The languages that have translations. Adding one is a folder `<LANG>/` shaped like `US/`
 * and a line here; each is loaded only when chosen.
 */
const LOADERS: Partial<Record<Language, () => Promise<LanguagePack>>> = {
  US: () => import('./US/index').then((m) => m.pack),
  CN: () => import('./CN/index').then((m) => m.pack),
};

/** The languages offered, in the spec's order. */
export const AVAILABLE_LANGUAGES: readonly Language[] = LANGUAGES.filter((l) => LOADERS[l] !== undefined);

export function loadPack(language: Language): Promise<LanguagePack> {
  const load = LOADERS[language];
  if (!load) return Promise.reject(new Error(`No translations for ${language}`));
  return load();
}
