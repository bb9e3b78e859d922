import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCodes, MENU_CATALOGUE } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { messages as CN } from './CN/messages';
import { messages as US } from './US/messages';

/** Keys whose text is the same in every language: proper names. */
const SAME_IN_EVERY_LANGUAGE = new Set(['common.brand']);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const us = flatten(US);
const cn = flatten(CN);
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('CN has exactly the keys of US', () => {
    expect([...cn.keys()].sort()).toEqual([...us.keys()].sort());
  });

  it('CN translates every text except the listed proper names', () => {
    const untranslated = [...us].filter(([k, v]) => cn.get(k) === v).map(([k]) => k);
    expect(untranslated.sort()).toEqual([...SAME_IN_EVERY_LANGUAGE].sort());
  });

  it('no text is empty', () => {
    for (const [k, v] of [...us, ...cn]) expect(v.trim(), k).not.toBe('');
  });

  it('CN uses the same placeholders as US', () => {
    for (const [k, v] of us) expect(placeholders(cn.get(k) ?? ''), k).toEqual(placeholders(v));
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
