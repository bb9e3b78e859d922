import { LANGUAGES, type Language } from '@apm/contract';
import type { LanguagePack } from './pack';

/**
 * The languages that have translations. Adding one is a folder `<LANG>/` shaped like `US/`
 * and a line here; each is loaded only when chosen.
 */
const LOADERS: Partial<Record<Language, () => Promise<LanguagePack>>> = {
  US: () => import('./US/index').then((m) => m.pack),
  CN: () => import('./CN/index').then((m) => m.pack),
  HK: () => import('./HK/index').then((m) => m.pack),
  KR: () => import('./KR/index').then((m) => m.pack),
  IT: () => import('./IT/index').then((m) => m.pack),
  RU: () => import('./RU/index').then((m) => m.pack),
  FR: () => import('./FR/index').then((m) => m.pack),
  DE: () => import('./DE/index').then((m) => m.pack),
  ES: () => import('./ES/index').then((m) => m.pack),
  PL: () => import('./PL/index').then((m) => m.pack),
  TR: () => import('./TR/index').then((m) => m.pack),
};

/** The languages offered, in the spec's order. */
export const AVAILABLE_LANGUAGES: readonly Language[] = LANGUAGES.filter((l) => LOADERS[l] !== undefined);

export function loadPack(language: Language): Promise<LanguagePack> {
  const load = LOADERS[language];
  if (!load) return Promise.reject(new Error(`No translations for ${language}`));
  return load();
}
