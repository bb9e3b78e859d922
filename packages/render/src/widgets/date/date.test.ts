import { describe, expect, it } from 'vitest';
import { renderWidget, textOf } from '../testing.js';
import { dateText } from './format.js';
import { dateWidget } from './model.js';

// 26 November 2025, 23:30 UTC: already the 27th in Tokyo.
const AT = '2025-11-26T23:30:00Z';
const at = Date.parse(AT);

describe('the date model', () => {
  it('fills in every default', () => {
    expect(dateWidget.defaults()).toEqual({
      style: 'long',
      locale: '',
      timeZone: '',
      fontFamily: 'sans-serif',
      fontSize: 64,
      color: '#ffffff',
      backgroundColor: '#00000000',
      bold: false,
      align: 'center',
    });
  });

  it.each([
    ['an unknown style', { style: 'medium' }],
    ['a malformed language', { locale: 'de DE' }],
    ['a malformed zone', { timeZone: 'Asia/Tokyo!' }],
    ['an unknown alignment', { align: 'justify' }],
  ])('refuses %s', (_, p) => {
    expect(dateWidget.props.safeParse(p).success).toBe(false);
  });
});

describe('dateText', () => {
  it('writes the date of the zone', () => {
    expect(dateText(at, { style: 'iso', locale: '', timeZone: 'UTC' })).toBe('2025-11-26');
    expect(dateText(at, { style: 'iso', locale: '', timeZone: 'Asia/Tokyo' })).toBe('2025-11-27');
  });

  it('writes it in the language’s styles', () => {
    const tokyo = (style: 'full' | 'long' | 'short' | 'weekday', locale: string) =>
      dateText(at, { style, locale, timeZone: 'Asia/Tokyo' });
    expect(tokyo('long', 'en-GB')).toBe('27 November 2025');
    expect(tokyo('full', 'de-DE')).toBe('Donnerstag, 27. November 2025');
    expect(tokyo('short', 'en-US')).toBe('11/27/25');
    expect(tokyo('short', 'en-GB')).toBe('27/11/2025');
    expect(tokyo('weekday', 'fr-FR')).toBe('jeudi');
  });

  it('falls back to the screen’s own zone for a zone unknown here', () => {
    expect(dateText(at, { style: 'long', locale: 'en-GB', timeZone: 'Mars/Olympus' })).toBe(
      dateText(at, { style: 'long', locale: 'en-GB', timeZone: '' }),
    );
  });
});

describe('DateView', () => {
  it('shows today’s date in its text look', () => {
    const html = renderWidget('date', { style: 'full', locale: 'en-GB', timeZone: 'Asia/Tokyo', align: 'right' }, AT);
    expect(textOf(html)).toBe('Thursday, 27 November 2025');
    expect(html).toContain('text-align:right');
    expect(html).toContain('font-size:64px');
  });
});
