import { describe, expect, it } from 'vitest';
import { htmlLangOf, languageOf, PLAYER_LANGUAGES, textsOf } from './texts';

describe("the player's screen language", () => {
  it('is ?lang= of the address, as a console code or a language tag', () => {
    expect(languageOf('?lang=DE', ['fr-FR'])).toBe('DE');
    expect(languageOf('?name=Lobby&lang=tr', ['fr-FR'])).toBe('TR');
    expect(languageOf('?lang=zh-HK', [])).toBe('HK');
  });

  it("is else the browser's first language the player has", () => {
    expect(languageOf('', ['nl-NL', 'pl-PL', 'de'])).toBe('PL');
    expect(languageOf('?lang=xx', ['ko-KR'])).toBe('KR');
    expect(languageOf('', ['es-419'])).toBe('ES');
  });

  it('tells the Chinese of Hong Kong, Taiwan and the traditional script from the simplified', () => {
    expect(languageOf('', ['zh-CN'])).toBe('CN');
    expect(languageOf('', ['zh'])).toBe('CN');
    expect(languageOf('', ['zh-TW'])).toBe('HK');
    expect(languageOf('', ['zh-Hant-CN'])).toBe('HK');
  });

  it('is English when the player has none of them', () => {
    expect(languageOf('', ['nl-NL', 'ja'])).toBe('US');
    expect(languageOf('', [])).toBe('US');
  });

  it('has every text in every language, translated', () => {
    for (const l of PLAYER_LANGUAGES) {
      for (const v of Object.values(textsOf(l))) expect(v.trim().length, `${l}`).toBeGreaterThan(0);
      if (l !== 'US') expect(textsOf(l).pairingHint).not.toBe(textsOf('US').pairingHint);
    }
    expect(htmlLangOf('HK')).toBe('zh-HK');
    expect(htmlLangOf('DE')).toBe('de');
    expect(htmlLangOf('US')).toBe('en');
  });
});
