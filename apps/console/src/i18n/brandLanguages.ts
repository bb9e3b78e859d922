import { DEFAULT_LANGUAGE, type Language } from '@apm/contract';
import { pickLanguage } from './language';

/** What the brand says about languages; undefined when the brand could not be loaded. */
export interface BrandLanguages {
  languages: readonly Language[];
  /** null: the brand names no default, so the browser's language decides. */
  defaultLanguage: Language | null;
}

/**
 * The languages the console offers: the brand's, in the brand's order, that have translations.
 * A brand naming none that exist yet still gets a console in US English rather than no texts.
 * Without a brand, every translated language.
 */
export function offeredLanguages(brand: BrandLanguages | undefined, translated: readonly Language[]): Language[] {
  if (!brand) return [...translated];
  const offered = brand.languages.filter((l) => translated.includes(l));
  return offered.length > 0 ? offered : [DEFAULT_LANGUAGE];
}

export interface StartLanguageInput {
  /** The `lang` cookie's value, if any. */
  cookie: string | undefined;
  /** navigator.languages, best first. */
  browser: readonly string[];
  brand: BrandLanguages | undefined;
  /** The languages that have translations. */
  translated: readonly Language[];
}

/**
 * The language the console starts in (spec 1 and 4), first rule that applies:
 * 1. the `lang` cookie, when its language is offered;
 * 2. a cookie naming a language not offered → the first offered language (the brand's order);
 * 3. no cookie → the brand's default language, when offered;
 * 4. no brand default (none configured, or the brand could not be loaded) → the browser's first language offered;
 * 5. otherwise US (or, when the brand does not offer US, its first language).
 */
export function startLanguage({ cookie, browser, brand, translated }: StartLanguageInput): Language {
  return pickLanguage({
    cookie,
    browser,
    allowed: offeredLanguages(brand, translated),
    configuredDefault: brand?.defaultLanguage ?? undefined,
  });
}
