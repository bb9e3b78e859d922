import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCodes, LANGUAGES, MENU_CATALOGUE } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { FILES_BY_LANGUAGE, flatTextsOf } from './allTexts';

/** Keys whose text is the same in every language: proper names. */
const SAME_IN_EVERY_LANGUAGE = ['common.brand', 'material.kinds.pdf'];

/** Every language folder (each namespace file of it is read), and the keys it declares the same as English (`sameAsUs.ts`). */
const sameAsUs = import.meta.glob<{ sameAsUs: string[] }>('./*/sameAsUs.ts', { eager: true });
const languages = Object.keys(FILES_BY_LANGUAGE).filter((l) => l !== 'US');
const textsIn = flatTextsOf;

const us = textsIn('US');
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(languages)('translations into %s', (lang) => {
  const texts = textsIn(lang);
  const allowed = [...SAME_IN_EVERY_LANGUAGE, ...(sameAsUs[`./${lang}/sameAsUs.ts`]?.sameAsUs ?? [])];

  it('has exactly the keys of US', () => {
    expect([...texts.keys()].sort()).toEqual([...us.keys()].sort());
  });

  it('translates every text except the proper names and the words it lists as the same', () => {
    const untranslated = [...us].filter(([k, v]) => texts.get(k) === v).map(([k]) => k);
    expect(untranslated.filter((k) => !allowed.includes(k))).toEqual([]);
  });

  it('lists as the same only keys that really are the same', () => {
    expect(allowed.filter((k) => us.has(k) && texts.get(k) !== us.get(k))).toEqual([]);
  });

  it('uses the same placeholders as US and leaves no text empty', () => {
    for (const [k, v] of us) {
      expect(placeholders(texts.get(k) ?? ''), k).toEqual(placeholders(v));
      expect((texts.get(k) ?? '').trim(), k).not.toBe('');
    }
  });
});

describe('translations', () => {
  it('covers every language of the spec', () => {
    expect(['US', ...languages].sort()).toEqual([...LANGUAGES].sort());
  });

  it('names every entry of the menu catalogue', () => {
    const missing = [...new Set(MENU_CATALOGUE.map((m) => m.name))].filter((n) => !us.has(`menu.${n}`));
    expect(missing).toEqual([]);
  });

  it('has a message for every response code of the contract', () => {
    const missing = Object.values(ErrorCodes)
      .map((e) => `errors.${e.key}`)
      .filter((k) => !us.has(k));
    expect(missing).toEqual([]);
  });

  it('has every key the source code asks for by name', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) return files(p);
        return /\.tsx?$/.test(f) && !f.endsWith('.test.ts') ? [p] : [];
      });
    const used = files(src).flatMap((f) =>
      // t('ns.key') calls and route titles (handle: { title: 'ns.key' }).
      [...readFileSync(f, 'utf8').matchAll(/(?:\bt\(\s*|\btitle: )'([A-Za-z]+\.[A-Za-z.]+)'/g)].map((m) => m[1]!),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((k) => !us.has(k))).toEqual([]);
  });
});
