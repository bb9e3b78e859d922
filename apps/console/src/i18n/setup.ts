import type { Language } from '@apm/contract';
import dayjs from 'dayjs';
import { startLanguage, type BrandLanguages } from './brandLanguages';
import { collect } from './collect';
import { languageCookie, readLanguageCookie } from './language';
import type { LanguagePack, Namespace } from './pack';
import { AVAILABLE_LANGUAGES, loadPack } from './packs';
import { i18n } from './texts';

/*
 * The texts (texts.ts) are grouped by key prefix (`common.`, `user.` ...): each namespace file is
 * put in when it arrives, so keys read `t('user.deleteTitle')`.
 */

export interface ActiveLanguage {
  language: Language;
  pack: LanguagePack;
}

let active: ActiveLanguage | undefined;
/** The language a switch is loading, until it takes effect (or fails, or a later choice takes over). */
let switching: Language | undefined;
const listeners = new Set<() => void>();

/** Every namespace loaded so far: a switch loads them all in the new language before it shows. */
const wanted = new Set<Namespace>();
/** Packs loaded (or on their way), by language; their shell texts are in the texts once settled. */
const packs = new Map<Language, Promise<LanguagePack>>();
/** Namespaces in the texts (or on their way), by `<language>/<namespace>`. */
const loaded = new Map<string, Promise<void>>();

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

/** Sets dayjs and <html lang> before the texts re-render the pages, then tells antd's locale. */
function applyLocale(pack: LanguagePack): void {
  dayjs.locale(pack.dayjsLocale);
  document.documentElement.lang = pack.htmlLang;
}

function publish(language: Language, pack: LanguagePack): void {
  active = { language, pack };
  listeners.forEach((l) => l());
}

/** Settles like `promise`, and forgets it from `cache` if it fails, so that the next need tries again. */
function remember<K, T>(cache: Map<K, Promise<T>>, key: K, promise: Promise<T>): Promise<T> {
  cache.set(key, promise);
  promise.catch(() => cache.delete(key));
  return promise;
}

/** A language's pack, its shell texts put into the texts. */
function packOf(language: Language): Promise<LanguagePack> {
  const known = packs.get(language);
  if (known) return known;
  const load = loadPack(language).then((pack) => {
    for (const [namespace, texts] of Object.entries(collect(pack.shellTexts))) {
      i18n.add(language, namespace, texts);
      loaded.set(`${language}/${namespace}`, Promise.resolve());
      wanted.add(namespace as Namespace);
    }
    return pack;
  });
  return remember(packs, language, load);
}

/** Puts namespaces of one language into the texts: the shell's come with its pack, the others from their files. */
async function loadInto(language: Language, namespaces: Iterable<Namespace>): Promise<void> {
  const pack = await packOf(language);
  await Promise.all(
    [...namespaces].map((namespace) => {
      const id = `${language}/${namespace}`;
      const known = loaded.get(id);
      if (known) return known;
      const file = pack.pageTexts[`./${namespace}.ts`];
      if (!file) return Promise.reject(new Error(`No ${namespace} texts in ${language}`));
      const load = file().then((mod) => {
        i18n.add(language, namespace, (mod as Record<string, unknown>)[namespace]);
      });
      return remember(loaded, id, load);
    }),
  );
}

/** The languages texts must be in right now: the active one, and the one a switch is loading. */
const languagesInPlay = (): Language[] => [...new Set([activeLanguage().language, ...(switching ? [switching] : [])])];

/**
 * Loads namespaces before a page that uses them renders, so it never shows raw keys: in the active
 * language and in the one a switch is loading, which then shows the page in its own texts too.
 */
export async function ensureTexts(namespaces: readonly Namespace[]): Promise<void> {
  for (;;) {
    const languages = languagesInPlay();
    await Promise.all(languages.map((l) => loadInto(l, namespaces)));
    // A switch started (or ended) meanwhile: its language needs them too.
    if (languagesInPlay().join() === languages.join()) break;
  }
  // Only once loaded: a namespace that cannot be must not make every later switch fail.
  namespaces.forEach((n) => wanted.add(n));
}

/**
 * Chooses the starting language (spec 4, see startLanguage) among those the brand offers, loads
 * its pack (the shell's texts) and answers in it; the app renders after, and each page loads its
 * own namespaces (ensureTexts). `brand` is undefined when it could not be loaded.
 */
export async function setupI18n(brand: BrandLanguages | undefined): Promise<void> {
  const language = startLanguage({
    cookie: readLanguageCookie(document.cookie),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
    brand,
    translated: AVAILABLE_LANGUAGES,
  });
  // Every language has every key (a unit test checks), so no fallback language is loaded.
  const pack = await packOf(language);
  i18n.use(language);
  applyLocale(pack);
  publish(language, pack);
}

/**
 * Switches the console to a language and remembers the choice in the language cookie. The new
 * language's copies of every namespace loaded so far arrive before it takes effect, so no page
 * on screen or kept in a tab shows raw keys.
 */
export async function switchLanguage(language: Language): Promise<void> {
  switching = language;
  try {
    await loadInto(language, wanted);
    // A later choice took over while this one loaded.
    if (switching !== language) return;
    const pack = await packOf(language);
    document.cookie = languageCookie(language);
    applyLocale(pack);
    i18n.use(language);
    publish(language, pack);
  } finally {
    if (switching === language) switching = undefined;
  }
}
