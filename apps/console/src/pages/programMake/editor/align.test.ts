import { describe, expect, it } from 'vitest';
import { align, canDistribute, distribute } from './align';

const boxes = {
  a: { x: 10, y: 10, width: 100, height: 20 },
  b: { x: 50, y: 100, width: 40, height: 60 },
  c: { x: 200, y: 40, width: 60, height: 40 },
};

describe('aligning chosen widgets', () => {
  it('lines up edges and centres with the frame around them all, answering only the boxes that change', () => {
    expect(align(boxes, 'left')).toEqual({ b: { ...boxes.b, x: 10 }, c: { ...boxes.c, x: 10 } });
    expect(align(boxes, 'right')).toEqual({ a: { ...boxes.a, x: 160 }, b: { ...boxes.b, x: 220 } });
    // The frame runs from 10 to 260: its centre is at 135.
    expect(align(boxes, 'centre')).toEqual({
      a: { ...boxes.a, x: 85 },
      b: { ...boxes.b, x: 115 },
      c: { ...boxes.c, x: 105 },
    });
    expect(align(boxes, 'top')).toEqual({ b: { ...boxes.b, y: 10 }, c: { ...boxes.c, y: 10 } });
    expect(align(boxes, 'bottom')).toEqual({ a: { ...boxes.a, y: 140 }, c: { ...boxes.c, y: 120 } });
    expect(align(boxes, 'middle')).toEqual({
      a: { ...boxes.a, y: 75 },
      b: { ...boxes.b, y: 55 },
      c: { ...boxes.c, y: 65 },
    });
  });

  it('does nothing with fewer than two', () => {
    expect(align({ a: boxes.a }, 'left')).toEqual({});
  });

  it('spreads three or more with equal gaps, the outermost staying', () => {
    expect(canDistribute(2)).toBe(false);
    expect(distribute({ a: boxes.a, c: boxes.c }, 'horizontal')).toEqual({});
    // 10…260 holds 200 pixels of boxes: two gaps of 25. Sorted by x: a (10), b (50), c (200).
    expect(distribute(boxes, 'horizontal')).toEqual({ b: { ...boxes.b, x: 135 } });
    // Sorted by y: a (10), c (40), b (100); 10…160 holds 120: gaps of 15.
    expect(distribute(boxes, 'vertical')).toEqual({ c: { ...boxes.c, y: 45 } });
  });
});
