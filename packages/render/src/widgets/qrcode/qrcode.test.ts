import { describe, expect, it } from 'vitest';
import { renderWidget } from '../testing.js';
import { modulesPath, qrModules } from './matrix.js';
import { qrCodeWidget, QR_BYTES_MAX, utf8Length } from './model.js';

const URL_TEXT = 'https://example.com';

/** The dark modules an SVG path of unit rectangles covers, as "x,y". */
function covered(d: string): Set<string> {
  const out = new Set<string>();
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) out.add(`${Number(x) + i},${y}`);
  }
  return out;
}

describe('the QR code model', () => {
  it('fills in every default', () => {
    expect(qrCodeWidget.defaults()).toEqual({
      text: '',
      errorCorrection: 'M',
      foreground: '#000000',
      background: '#ffffff',
      margin: 4,
    });
  });

  it('takes a text as long as the level allows, in UTF-8 bytes', () => {
    expect(utf8Length('你好')).toBe(6);
    expect(qrCodeWidget.props.safeParse({ text: 'a'.repeat(QR_BYTES_MAX.H), errorCorrection: 'H' }).success).toBe(true);
    const tooLong = qrCodeWidget.props.safeParse({ text: 'a'.repeat(QR_BYTES_MAX.H + 1), errorCorrection: 'H' });
    expect(tooLong.error?.issues.map((i) => i.path.join('.'))).toEqual(['text']);
    expect(qrCodeWidget.props.safeParse({ text: 'a'.repeat(QR_BYTES_MAX.H + 1), errorCorrection: 'L' }).success).toBe(
      true,
    );
    expect(qrCodeWidget.props.safeParse({ text: '你'.repeat(1000), errorCorrection: 'L' }).success).toBe(false);
  });

  it.each([
    ['an unknown level', { errorCorrection: 'X' }],
    ['a fractional margin', { margin: 1.5 }],
    ['a margin too wide', { margin: 17 }],
    ['a colour by name', { foreground: 'black' }],
  ])('refuses %s', (_, p) => {
    expect(qrCodeWidget.props.safeParse(p).success).toBe(false);
  });
});

describe('qrModules', () => {
  it('makes the smallest code that holds the text', () => {
    // 19 bytes: more than version 1 holds at level M (14), within version 2 (26): 25 × 25 modules;
    // at level H more than version 2 holds (16): version 3, 29 × 29.
    expect(qrModules(URL_TEXT, 'M')).toHaveLength(25);
    expect(qrModules(URL_TEXT, 'H')).toHaveLength(29);
    expect(qrModules('https://apm.io', 'M')).toHaveLength(21);
    expect(qrModules('你好', 'H')).toHaveLength(21);
    expect(qrModules('x'.repeat(2000), 'L')).toHaveLength(17 + 4 * 33);
  });

  it('has the finder patterns in three corners', () => {
    const m = qrModules(URL_TEXT, 'M')!;
    const n = m.length;
    for (const [r, c] of [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ] as const) {
      expect(m[r]!.slice(c, c + 7)).toEqual(Array(7).fill(true));
      expect(m[r + 1]!.slice(c, c + 7)).toEqual([true, false, false, false, false, false, true]);
      expect(m[r + 3]!.slice(c, c + 7)).toEqual([true, false, true, true, true, false, true]);
    }
  });

  it('makes nothing of an empty text, or of one too long for any code', () => {
    expect(qrModules('', 'M')).toBeUndefined();
    expect(qrModules('x'.repeat(QR_BYTES_MAX.H + 1), 'H')).toBeUndefined();
  });

  it('draws exactly the dark modules', () => {
    const m = qrModules(URL_TEXT, 'Q')!;
    const dark = new Set(m.flatMap((row, y) => row.flatMap((d, x) => (d ? [`${x},${y}`] : []))));
    expect(covered(modulesPath(m))).toEqual(dark);
  });
});

describe('QrCodeView', () => {
  it('draws the code as SVG in its colours, the quiet zone around it', () => {
    const html = renderWidget('qrcode', { text: URL_TEXT, foreground: '#112233', background: '#fafafa' });
    expect(html).toContain('background:#fafafa');
    expect(html).toContain('viewBox="-4 -4 33 33"');
    expect(html).toContain('shape-rendering="crispEdges"');
    const d = /<path fill="#112233" d="([^"]+)"/.exec(html)![1]!;
    expect(covered(d).size).toBe(qrModules(URL_TEXT, 'M')!.flat().filter(Boolean).length);
  });

  it('follows the level and the margin', () => {
    expect(renderWidget('qrcode', { text: URL_TEXT, errorCorrection: 'H', margin: 0 })).toContain(
      'viewBox="0 0 29 29"',
    );
  });

  it('shows the background only without a text', () => {
    const html = renderWidget('qrcode', { background: '#ff0000' });
    expect(html).toContain('background:#ff0000');
    expect(html).not.toContain('<svg');
  });
});
