import { LANGUAGES } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { ALL_TEXTS, FILES_BY_LANGUAGE } from './allTexts';
import { namespaceOfFile } from './collect';
import { AVAILABLE_LANGUAGES, loadPack } from './packs';

const namespaces = (files: Record<string, unknown>) => Object.keys(files).map(namespaceOfFile).sort();

describe('language packs', () => {
  it('exist for every language of the spec, from the folders', () => {
    expect([...AVAILABLE_LANGUAGES]).toEqual([...LANGUAGES]);
  });

  it('bring the shell namespaces with the language, and none of the pages', async () => {
    const us = await loadPack('US');
    expect(namespaces(us.shellTexts)).toEqual([
      'announcement',
      'common',
      'dataRange',
      'errors',
      'exception',
      'menu',
      'notice',
      'settings',
      'shell',
      'tabs',
    ]);
    expect(namespaces(us.pageTexts)).not.toContain('common');
  });

  it.each(LANGUAGES)(
    '%s: the same shell namespaces as US, and every other namespace file to load with pages',
    async (lang) => {
      const [us, pack] = await Promise.all([loadPack('US'), loadPack(lang)]);
      expect(namespaces(pack.shellTexts)).toEqual(namespaces(us.shellTexts));
      const files = (FILES_BY_LANGUAGE[lang] ?? []).map(namespaceOfFile).sort();
      expect([...namespaces(pack.shellTexts), ...namespaces(pack.pageTexts)].sort()).toEqual(files);
    },
  );

  it("loads a page namespace's texts from the language's own file", async () => {
    const de = await loadPack('DE');
    const file = (await de.pageTexts['./user.ts']!()) as { user: unknown };
    expect(file.user).toEqual(ALL_TEXTS.DE.user);
  });
});
