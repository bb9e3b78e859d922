import type { Locale } from 'antd/es/locale';

declare global {
  /**
   * Every text of the console by namespace, shaped as US English's: each file of `US/` adds its
   * namespace here, so adding a namespace is adding its files. (Global rather than an augmentation
   * of this module, so that a US file also type-checks where it is imported alone, as the journeys do.)
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the US files
  interface ConsoleTexts {}
}

/** Every text of the console by namespace: the shape every language has (the other folders' files are typed against US's). */
export type Messages = ConsoleTexts;

/** A namespace of texts: one file in every language folder, and the first part of its keys (`user.deleteTitle`). */
export type Namespace = keyof Messages;

/** Namespace files as `import.meta.glob` gives them: `./user.ts` (or `./DE/user.ts`) exports `user`. */
export type NamespaceFiles = Record<string, Record<string, unknown>>;

/** What a language folder's `index.ts` provides: its texts and the matching antd and dayjs locales. */
export interface LanguagePack {
  /**
   * The namespaces the shell needs before any page (header, menu, tabs, settings drawer, notice
   * bell, announcement, error and 403 pages): they are bundled with the language.
   */
  shellTexts: NamespaceFiles;
  /** The other namespaces, each loaded with the first page that declares it (`texts` of its route). */
  pageTexts: Record<string, () => Promise<unknown>>;
  antdLocale: Locale;
  /** A dayjs locale name; the folder imports that locale so it is registered. */
  dayjsLocale: string;
  /** BCP 47 tag for <html lang>. */
  htmlLang: string;
}
