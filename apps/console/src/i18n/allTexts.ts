import { LANGUAGES, type Language } from '@apm/contract';
import { collect, namespaceOfFile } from './collect';
import type { Messages, NamespaceFiles } from './pack';

/**
 * Every text of every language, read at once from the folders: for tests and tools only. The
 * console never imports this; it loads the shell's texts with the language and each page's with it.
 */
const FILES: NamespaceFiles = import.meta.glob(['./[A-Z][A-Z]/*.ts', '!./*/index.ts', '!./*/sameAsUs.ts'], {
  eager: true,
});

/** The namespace files of each language folder, by folder name (`DE`), as `./DE/user.ts` paths. */
export const FILES_BY_LANGUAGE: Readonly<Record<string, readonly string[]>> = Object.keys(FILES).reduce<
  Record<string, string[]>
>((out, file) => {
  const folder = file.split('/')[1]!;
  (out[folder] ??= []).push(file);
  return out;
}, {});

/** A language folder's texts, all namespaces; as typed, the shape of US's (the translation test checks every key). */
export function textsOf(folder: string): Messages {
  const files = FILES_BY_LANGUAGE[folder] ?? [];
  return collect(Object.fromEntries(files.map((f) => [f, FILES[f]!]))) as Messages;
}

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/** A language folder's texts by dotted key (`user.deleteTitle`). */
export const flatTextsOf = (folder: string): Map<string, string> => flatten(textsOf(folder) as unknown as Tree);

/** The namespaces of a language folder, from its file names. */
export const namespacesOf = (folder: string): string[] => (FILES_BY_LANGUAGE[folder] ?? []).map(namespaceOfFile);

/** Every language's texts, by language code. */
export const ALL_TEXTS = Object.fromEntries(LANGUAGES.map((l) => [l, textsOf(l)])) as Readonly<
  Record<Language, Messages>
>;

export const { US, CN, HK, KR, IT, RU, FR, DE, ES, PL, TR } = ALL_TEXTS;
