import { describe, expect, it } from 'vitest';
import { pickText, readsChinese } from './contentLanguage';

describe('pickText', () => {
  it('gives CN and HK the Chinese text and every other language the English one', () => {
    expect(readsChinese('CN')).toBe(true);
    expect(readsChinese('HK')).toBe(true);
    expect(readsChinese('US')).toBe(false);
    expect(pickText('CN', '中文', 'English')).toBe('中文');
    expect(pickText('HK', '中文', 'English')).toBe('中文');
    expect(pickText('US', '中文', 'English')).toBe('English');
    expect(pickText('DE', '中文', 'English')).toBe('English');
  });

  it('falls back to the other text when the one for the language is empty', () => {
    expect(pickText('US', '中文', ' ')).toBe('中文');
    expect(pickText('CN', '', 'English')).toBe('English');
  });
});
