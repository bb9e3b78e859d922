import { describe, expect, it } from 'vitest';
import { bandHeight, messageMotion, passesMs, rgba } from './motion.js';

const box = { width: 1920, height: 77 };
const text = { width: 480, height: 58 };

describe('messageMotion', () => {
  it('moves left from beyond the right edge to wholly past the left one, at the given speed', () => {
    expect(messageMotion('left', box, text, 240)).toEqual({
      axis: 'x',
      from: 1920,
      to: -480,
      distance: 2400,
      durationMs: 10_000,
    });
  });

  it('moves right the other way', () => {
    expect(messageMotion('right', box, text, 240)).toEqual({
      axis: 'x',
      from: -480,
      to: 1920,
      distance: 2400,
      durationMs: 10_000,
    });
  });

  it('moves up from below the box to above it, and down the other way', () => {
    const tall = { width: 1920, height: 400 };
    const lines = { width: 1920, height: 200 };
    expect(messageMotion('up', tall, lines, 100)).toEqual({
      axis: 'y',
      from: 400,
      to: -200,
      distance: 600,
      durationMs: 6000,
    });
    expect(messageMotion('down', tall, lines, 100)).toEqual({
      axis: 'y',
      from: -200,
      to: 400,
      distance: 600,
      durationMs: 6000,
    });
  });

  it('stands still when not scrolling, not measured yet, or without a speed', () => {
    expect(messageMotion('none', box, text, 240)).toBeUndefined();
    expect(messageMotion('left', box, { width: 0, height: 0 }, 240)).toBeUndefined();
    expect(messageMotion('up', { width: 1920, height: 0 }, text, 240)).toBeUndefined();
    expect(messageMotion('left', box, text, 0)).toBeUndefined();
  });
});

describe('passesMs', () => {
  it('lasts the passes asked, endless without a count', () => {
    expect(passesMs(2000, 3)).toBe(6000);
    expect(passesMs(2000, null)).toBe(Infinity);
    expect(passesMs(2000, undefined)).toBe(Infinity);
  });
});

describe('rgba', () => {
  it('reads #rrggbb at a percent of opacity', () => {
    expect(rgba('#ff8000', 70)).toBe('rgba(255, 128, 0, 0.7)');
    expect(rgba('#000000', 100)).toBe('rgba(0, 0, 0, 1)');
    expect(rgba('#FFFFFF', 0)).toBe('rgba(255, 255, 255, 0)');
  });

  it('keeps the opacity within 0–100 and reads a colour of another form as black', () => {
    expect(rgba('#102030', 150)).toBe('rgba(16, 32, 48, 1)');
    expect(rgba('#102030', -5)).toBe('rgba(16, 32, 48, 0)');
    expect(rgba('red', 50)).toBe('rgba(0, 0, 0, 0.5)');
  });
});

describe('bandHeight', () => {
  it('is about 1.6 times the font size', () => {
    expect(bandHeight(48)).toBe(77);
    expect(bandHeight(100)).toBe(160);
  });
});
