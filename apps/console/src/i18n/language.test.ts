import { describe, expect, it } from 'vitest';
import { languageCookie, languagesOfTag, pickLanguage, readLanguageCookie } from './language';

const allowed = ['US', 'CN'] as const;

describe('pickLanguage', () => {
  it("takes the cookie's language when it is allowed", () => {
    expect(pickLanguage({ cookie: 'CN', browser: ['en-US'], allowed })).toBe('CN');
    expect(pickLanguage({ cookie: 'US', browser: ['zh-CN'], allowed })).toBe('US');
  });

  it('takes the first allowed language when the cookie names one that is not allowed', () => {
    expect(pickLanguage({ cookie: 'FR', browser: ['zh-CN'], allowed: ['CN', 'US'] })).toBe('CN');
    expect(pickLanguage({ cookie: 'nonsense', browser: [], allowed })).toBe('US');
  });

  it('takes the configured default when there is no cookie', () => {
    expect(pickLanguage({ cookie: undefined, browser: ['en'], allowed, configuredDefault: 'CN' })).toBe('CN');
    expect(pickLanguage({ cookie: '', browser: ['en'], allowed, configuredDefault: 'CN' })).toBe('CN');
  });

  it("otherwise takes the browser's first language that the console offers", () => {
    expect(pickLanguage({ cookie: undefined, browser: ['zh-CN', 'en'], allowed })).toBe('CN');
    expect(pickLanguage({ cookie: undefined, browser: ['zh'], allowed })).toBe('CN');
    expect(pickLanguage({ cookie: undefined, browser: ['fr-FR', 'zh-SG', 'en'], allowed })).toBe('CN');
    expect(pickLanguage({ cookie: undefined, browser: ['en-GB'], allowed })).toBe('US');
  });

  it('sends traditional Chinese readers to simplified Chinese while HK is not offered', () => {
    expect(pickLanguage({ cookie: undefined, browser: ['zh-TW'], allowed })).toBe('CN');
    expect(pickLanguage({ cookie: undefined, browser: ['zh-Hant-HK'], allowed })).toBe('CN');
    expect(pickLanguage({ cookie: undefined, browser: ['zh-TW'], allowed: ['US', 'CN', 'HK'] })).toBe('HK');
  });

  it('falls to US for an unknown browser language', () => {
    expect(pickLanguage({ cookie: undefined, browser: ['ja-JP', 'fr'], allowed })).toBe('US');
    expect(pickLanguage({ cookie: undefined, browser: [], allowed })).toBe('US');
  });
});

describe('languagesOfTag', () => {
  it('matches whole subtags only', () => {
    expect(languagesOfTag('de-AT')).toEqual(['DE']);
    expect(languagesOfTag('ko')).toEqual(['KR']);
    expect(languagesOfTag('tr-TR')).toEqual(['TR']);
    expect(languagesOfTag('enx')).toEqual([]);
    expect(languagesOfTag('zhx')).toEqual([]);
  });
});

describe('language cookie', () => {
  it('reads the lang cookie among others', () => {
    expect(readLanguageCookie('a=1; lang=CN; b=2')).toBe('CN');
    expect(readLanguageCookie('language=US; xlang=FR')).toBeUndefined();
    expect(readLanguageCookie('')).toBeUndefined();
  });

  it('writes a site-wide cookie that lasts', () => {
    const c = languageCookie('CN');
    expect(c.startsWith('lang=CN;')).toBe(true);
    expect(c).toContain('path=/');
    expect(c).toContain('max-age=');
  });
});
