import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, type Language } from '@apm/contract';

/** Browser language prefixes and the console languages they prefer, best first. */
const BY_PREFIX: [prefix: string, languages: Language[]][] = [
  // Traditional Chinese first falls back to simplified Chinese, which its readers also read.
  ['zh-hant', ['HK', 'CN']],
  ['zh-hk', ['HK', 'CN']],
  ['zh-tw', ['HK', 'CN']],
  ['zh-mo', ['HK', 'CN']],
  ['zh', ['CN']],
  ['en', ['US']],
  ['ko', ['KR']],
  ['it', ['IT']],
  ['ru', ['RU']],
  ['fr', ['FR']],
  ['de', ['DE']],
  ['es', ['ES']],
  ['pl', ['PL']],
  ['tr', ['TR']],
];

/** The console languages a browser language tag (e.g. 'zh-CN', 'en-GB') asks for, best first. */
export function languagesOfTag(tag: string): Language[] {
  const t = tag.toLowerCase();
  return BY_PREFIX.find(([p]) => t === p || t.startsWith(`${p}-`))?.[1] ?? [];
}

export interface LanguageChoice {
  /** The value of the language cookie, if any. */
  cookie: string | undefined;
  /** navigator.languages, best first. */
  browser: readonly string[];
  /** The languages offered, in the configured order (offeredLanguages: the brand's that have translations). */
  allowed: readonly Language[];
  /** The configured default, when configuration names one. */
  configuredDefault?: Language;
}

/**
 * The language to start in (spec 4): the cookie's when allowed; with a cookie naming a
 * language not allowed, the first allowed; without a cookie, the configured default, else
 * the browser's, else US.
 */
export function pickLanguage({ cookie, browser, allowed, configuredDefault }: LanguageChoice): Language {
  const ok = (l: Language | undefined): l is Language => l !== undefined && allowed.includes(l);
  const fallback = ok(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (allowed[0] ?? DEFAULT_LANGUAGE);
  if (cookie !== undefined && cookie !== '') {
    return isLanguage(cookie) && ok(cookie) ? cookie : (allowed[0] ?? DEFAULT_LANGUAGE);
  }
  if (ok(configuredDefault)) return configuredDefault;
  for (const tag of browser) {
    const match = languagesOfTag(tag).find(ok);
    if (match) return match;
  }
  return fallback;
}

/** The language cookie's value in a `document.cookie` string. */
export function readLanguageCookie(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The `document.cookie` assignment that remembers a language for a year, site-wide. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}
