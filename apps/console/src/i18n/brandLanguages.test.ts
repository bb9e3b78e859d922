import type { Language } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { offeredLanguages, startLanguage } from './brandLanguages';

const translated: Language[] = ['US', 'CN'];
const everything = {
  languages: ['US', 'CN', 'HK', 'KR', 'IT', 'RU', 'FR', 'DE', 'ES', 'PL', 'TR'] as Language[],
  defaultLanguage: 'US' as Language,
};

describe('offeredLanguages', () => {
  it("offers the brand's languages that have translations, in the brand's order", () => {
    expect(offeredLanguages(everything, translated)).toEqual(['US', 'CN']);
    expect(offeredLanguages({ languages: ['CN', 'DE', 'US'], defaultLanguage: 'CN' }, translated)).toEqual([
      'CN',
      'US',
    ]);
    expect(offeredLanguages({ languages: ['CN'], defaultLanguage: 'CN' }, translated)).toEqual(['CN']);
  });

  it('falls back to US when none of the brand languages has translations yet', () => {
    expect(offeredLanguages({ languages: ['DE', 'FR'], defaultLanguage: 'DE' }, translated)).toEqual(['US']);
  });

  it('offers every translated language without a brand', () => {
    expect(offeredLanguages(undefined, translated)).toEqual(['US', 'CN']);
  });
});

describe('startLanguage', () => {
  type B = { languages: Language[]; defaultLanguage: Language | null } | undefined;
  // The brand is passed explicitly: undefined means "the brand could not be loaded".
  const start = (cookie: string | undefined, brand: B = everything, browser: string[] = ['en']) =>
    startLanguage({ cookie, browser, brand, translated });
  const noBrand = (browser: string[]) => startLanguage({ cookie: undefined, browser, brand: undefined, translated });

  it('1. takes the cookie when the brand offers its language', () => {
    expect(start('CN')).toBe('CN');
    expect(start('US', { languages: ['CN', 'US'], defaultLanguage: 'CN' }, ['zh-CN'])).toBe('US');
  });

  it('2. takes the first brand language when the cookie names one the brand does not offer', () => {
    expect(start('US', { languages: ['CN'], defaultLanguage: 'CN' })).toBe('CN');
    expect(start('US', { languages: ['DE', 'CN'], defaultLanguage: 'DE' })).toBe('CN');
    expect(start('XX', { languages: ['CN', 'US'], defaultLanguage: 'US' })).toBe('CN');
    // A language the brand offers but the console cannot show yet is not "allowed" either.
    expect(start('DE', { languages: ['US', 'DE', 'CN'], defaultLanguage: 'CN' })).toBe('US');
  });

  it("3. without a cookie takes the brand's default, whatever the browser says", () => {
    expect(start(undefined, { languages: ['US', 'CN'], defaultLanguage: 'CN' }, ['en-US'])).toBe('CN');
    expect(start('', { languages: ['US', 'CN'], defaultLanguage: 'US' }, ['zh-CN'])).toBe('US');
  });

  it('4. takes the browser language only when there is no brand default', () => {
    expect(noBrand(['zh-CN', 'en'])).toBe('CN');
    // The built-in brand names no default: the browser decides.
    expect(start(undefined, { languages: ['US', 'CN'], defaultLanguage: null }, ['zh-CN', 'en'])).toBe('CN');
    expect(start(undefined, { languages: ['US', 'CN'], defaultLanguage: null }, ['ja-JP'])).toBe('US');
    expect(noBrand(['en-GB'])).toBe('US');
    // A brand default without translations does not count as a default.
    expect(start(undefined, { languages: ['DE', 'CN', 'US'], defaultLanguage: 'DE' }, ['zh-TW'])).toBe('CN');
  });

  it('5. falls to US for a browser language the console does not know', () => {
    expect(noBrand(['ja-JP', 'fr-FR'])).toBe('US');
    expect(noBrand([])).toBe('US');
    expect(start(undefined, { languages: ['KR', 'US'], defaultLanguage: 'KR' }, ['ja'])).toBe('US');
  });

  it("falls to the brand's first language when the brand does not offer US", () => {
    expect(start(undefined, { languages: ['DE', 'CN'], defaultLanguage: 'DE' }, ['ja'])).toBe('CN');
  });
});
