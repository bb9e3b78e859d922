import type { Language } from '@apm/contract';

/** Values for a text's `{{name}}` placeholders; `defaultValue` is answered when the key has no text. */
export type TextValues = { defaultValue?: string } & Record<string, unknown>;

/**
 * The text of a dotted key (`user.deleteTitle`) in the language in use, its placeholders filled;
 * a key without a text answers `defaultValue`, else the key itself (so it shows, and is found).
 */
export type TFunction = (key: string, values?: TextValues) => string;

type Tree = { [key: string]: unknown };

/** The console's texts: a tree of them per language, grouped by namespace (`user`, `log` ...). */
export interface Texts {
  /** The language texts are answered in; undefined until one is chosen. */
  readonly language: Language | undefined;
  /** The lookup of the language in use: a new function whenever the language changes. */
  readonly t: TFunction;
  /** Whether `key` has a text in the language in use. */
  exists(key: string): boolean;
  /** What `key` holds in `language` (by default the one in use): a text, a group of texts, or undefined. */
  lookup(key: string, language?: Language): unknown;
  /** Puts a namespace's texts of a language in, in place of any it had. */
  add(language: Language, namespace: string, texts: unknown): void;
  /** Answers in `language` from now on, and tells the listeners. */
  use(language: Language): void;
  /** Calls `listener` after each change of language; answers the unsubscribe. */
  onLanguageChange(listener: () => void): () => void;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** A set of texts, answering in `language` with its namespaces `texts`; the console has one (`i18n` below), tests make their own. */
export function createTexts(language?: Language, texts: object = {}): Texts {
  const trees = new Map<Language, Tree>();
  const listeners = new Set<() => void>();
  let current = language;

  const lookup = (key: string, lang = current): unknown => {
    let node: unknown = lang && trees.get(lang);
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Tree)[part];
    }
    return node;
  };

  const lookupIn =
    (lang: Language | undefined): TFunction =>
    (key, values) => {
      const text = lookup(key, lang);
      if (typeof text !== 'string') return values?.defaultValue ?? key;
      if (!values) return text;
      // A placeholder without a value stays as written, so that the gap shows.
      return text.replace(PLACEHOLDER, (whole, name: string) =>
        values[name] === undefined ? whole : String(values[name]),
      );
    };
  let t = lookupIn(current);
  if (language) trees.set(language, { ...texts });

  return {
    get language() {
      return current;
    },
    get t() {
      return t;
    },
    exists: (key) => typeof lookup(key) === 'string',
    lookup,
    add(lang, namespace, texts) {
      const tree = trees.get(lang) ?? {};
      tree[namespace] = texts;
      trees.set(lang, tree);
    },
    use(lang) {
      current = lang;
      t = lookupIn(lang);
      listeners.forEach((l) => l());
    },
    onLanguageChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The console's texts (filled by setup.ts). */
export const i18n = createTexts();
