import type { Language } from '@apm/contract';
import type { Glossary } from './glossary';

const FILES = import.meta.glob<Record<string, Glossary>>('./[A-Z][A-Z].ts', { eager: true });

/** Every language's glossary, by language code (its file `./DE.ts` exports `DE`). */
export const GLOSSARIES = Object.fromEntries(
  Object.entries(FILES).map(([file, mod]) => {
    const language = file.slice(2, 4);
    return [language, mod[language]!];
  }),
) as Readonly<Record<Language, Glossary>>;

/** The avoided words in `text` of `language`, as "concept: “word”"; `{{placeholders}}` are not words. */
export function avoidedIn(language: Language, text: string): string[] {
  const words = text.replace(/\{\{[^}]*\}\}/g, ' ');
  return Object.entries(GLOSSARIES[language] ?? {}).flatMap(([concept, { avoid }]) =>
    avoid.flatMap((word) => [...words.matchAll(new RegExp(word, 'giu'))].map((m) => `${concept}: “${m[0]}”`)),
  );
}
