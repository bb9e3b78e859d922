import { describe, expect, it } from 'vitest';
import { SCROLL_COPIES_MAX, scrollCopies, scrollMotion } from './scroll.js';

describe('scrollCopies', () => {
  it('covers the box and the copy sliding in', () => {
    expect(scrollCopies(800, 300)).toBe(4);
    expect(scrollCopies(800, 800)).toBe(2);
    expect(scrollCopies(800, 2000)).toBe(2);
  });

  it('draws one copy until measured, and never too many', () => {
    expect(scrollCopies(800, 0)).toBe(1);
    expect(scrollCopies(800, 0.01)).toBe(SCROLL_COPIES_MAX);
  });
});

describe('scrollMotion', () => {
  it('moves left and up by one copy per lap, at the given speed', () => {
    expect(scrollMotion('left', 500, 100)).toEqual({ axis: 'x', from: 0, to: -500, durationMs: 5000 });
    expect(scrollMotion('up', 240, 60)).toEqual({ axis: 'y', from: 0, to: -240, durationMs: 4000 });
  });

  it('moves right and down the other way', () => {
    expect(scrollMotion('right', 500, 250)).toEqual({ axis: 'x', from: -500, to: 0, durationMs: 2000 });
    expect(scrollMotion('down', 100, 100)).toEqual({ axis: 'y', from: -100, to: 0, durationMs: 1000 });
  });

  it('stands still when not scrolling or not measured yet', () => {
    expect(scrollMotion('none', 500, 100)).toBeUndefined();
    expect(scrollMotion('left', 0, 100)).toBeUndefined();
  });
});
