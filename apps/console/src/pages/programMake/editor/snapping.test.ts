import { describe, expect, it } from 'vitest';
import { MIN_SIDE, type Box } from './geometry';
import { snapMove, snapResize, targetsOf } from './snapping';

const canvas = { width: 1920, height: 1080 };
const alone = targetsOf(canvas, []);
const near = { threshold: 6 };

describe('snapping a moved box', () => {
  it('pulls its centre to the canvas’s centre, with a guide across the canvas', () => {
    // 800 wide: centred at x = (1920 - 800) / 2 = 560; 4 pixels off is within reach.
    const { box, guides } = snapMove({ x: 564, y: 300, width: 800, height: 120 }, alone, near);
    expect(box).toEqual({ x: 560, y: 300, width: 800, height: 120 });
    expect(guides).toEqual([{ axis: 'x', at: 960, from: 0, to: 1080 }]);
  });

  it('pulls its edges to the canvas’s edges, on both axes at once', () => {
    const { box, guides } = snapMove({ x: -5, y: 1080 - 120 + 3, width: 300, height: 120 }, alone, near);
    expect(box).toMatchObject({ x: 0, y: 960 });
    expect(guides).toContainEqual({ axis: 'x', at: 0, from: 0, to: 1080 });
    expect(guides).toContainEqual({ axis: 'y', at: 1080, from: 0, to: 1920 });
  });

  it('leaves a box out of reach where it is, without guides', () => {
    const free = { x: 200, y: 300, width: 333, height: 111 };
    expect(snapMove(free, alone, near)).toEqual({ box: free, guides: [] });
  });

  it('lines up with another widget’s edges and centre, the guide joining the two', () => {
    const other: Box = { x: 100, y: 100, width: 200, height: 100 };
    const targets = targetsOf(canvas, [other]);
    // Its left edge 3 pixels right of the other's right edge (300), well below it.
    const right = snapMove({ x: 303, y: 600, width: 50, height: 50 }, targets, near);
    expect(right.box).toMatchObject({ x: 300, y: 600 });
    expect(right.guides).toEqual([{ axis: 'x', at: 300, from: 100, to: 650 }]);
    // Its middle to the other's middle (150).
    const middle = snapMove({ x: 700, y: 128, width: 40, height: 40 }, targets, near);
    expect(middle.box).toMatchObject({ x: 700, y: 130 });
    expect(middle.guides).toEqual([{ axis: 'y', at: 150, from: 100, to: 740 }]);
  });

  it('takes the nearest line when several are within reach', () => {
    const targets = targetsOf(canvas, [{ x: 405, y: 0, width: 10, height: 10 }]);
    // Left edge at 402: the other's left (405) is 3 away, nothing nearer.
    expect(snapMove({ x: 402, y: 500, width: 95, height: 33 }, targets, near).box.x).toBe(405);
    // With a grid of 10, 400 is 2 away: nearer.
    expect(snapMove({ x: 402, y: 500, width: 95, height: 33 }, targets, { ...near, grid: 10 }).box.x).toBe(400);
  });

  it('snaps its left or right edge to the grid when the grid is on, and never its centre', () => {
    const grid = { threshold: 6, grid: 50 };
    expect(snapMove({ x: 147, y: 203, width: 33, height: 33 }, targetsOf(canvas, []), grid).box).toMatchObject({
      x: 150,
      y: 200,
    });
    // Right edge 248 → 250.
    expect(snapMove({ x: 215, y: 420, width: 33, height: 33 }, alone, grid).box.x).toBe(217);
    // Its edges are 8 pixels from the grid's lines (100, 150); its centre on 125 does not count: it stays.
    expect(snapMove({ x: 108, y: 420, width: 34, height: 33 }, alone, grid).box.x).toBe(108);
  });

  it('prefers lining up with the canvas or a widget over the grid on a tie', () => {
    const targets = targetsOf(canvas, [{ x: 104, y: 700, width: 10, height: 10 }]);
    expect(snapMove({ x: 102, y: 300, width: 33, height: 33 }, targets, { threshold: 6, grid: 100 }).box.x).toBe(104);
  });

  it('keeps whole pixels when the centre to line up with falls between two', () => {
    const { box, guides } = snapMove({ x: 562, y: 300, width: 801, height: 120 }, alone, near);
    expect(box.x).toBe(560);
    expect(guides.map((g) => g.at)).toEqual([960]);
  });

  it('reaches further in canvas pixels at a small zoom (the caller divides the screen pixels by the scale)', () => {
    expect(snapMove({ x: 580, y: 300, width: 800, height: 120 }, alone, { threshold: 6 / 0.25 }).box.x).toBe(560);
    expect(snapMove({ x: 580, y: 300, width: 800, height: 120 }, alone, { threshold: 6 / 2 }).box.x).toBe(580);
  });
});

describe('snapping a resized box', () => {
  it('moves only the edge the handle drags, to a line within reach', () => {
    const { box, guides } = snapResize({ x: 100, y: 100, width: 1817, height: 200 }, 'e', alone, near);
    expect(box).toEqual({ x: 100, y: 100, width: 1820, height: 200 });
    expect(guides).toEqual([{ axis: 'x', at: 1920, from: 0, to: 1080 }]);
  });

  it('moves the top-left corner to lines, the bottom-right corner staying', () => {
    const { box } = snapResize({ x: 4, y: -3, width: 496, height: 303 }, 'nw', alone, near);
    expect(box).toEqual({ x: 0, y: 0, width: 500, height: 300 });
  });

  it('lines the centre up by moving the edge twice as far', () => {
    // Centre at 955 (left 100, width 1710); the right edge goes 10 further to centre it at 960.
    const { box } = snapResize({ x: 100, y: 500, width: 1710, height: 50 }, 'e', alone, near);
    expect(box).toMatchObject({ x: 100, width: 1720 });
  });

  it('snaps the dragged edge to the grid', () => {
    const { box } = snapResize({ x: 100, y: 100, width: 118, height: 57 }, 's', alone, { threshold: 6, grid: 20 });
    expect(box).toEqual({ x: 100, y: 100, width: 118, height: 60 });
  });

  it('never makes a side thinner than the smallest', () => {
    const targets = targetsOf(canvas, [{ x: 300, y: 0, width: 10, height: 10 }]);
    const { box } = snapResize({ x: 297, y: 500, width: MIN_SIDE + 1, height: 50 }, 'w', targets, near);
    expect(box.width).toBeGreaterThanOrEqual(MIN_SIDE);
  });

  it('does not snap a corner dragged with its proportions kept', () => {
    const start = { x: 4, y: 4, width: 200, height: 100 };
    expect(snapResize(start, 'nw', alone, near, true)).toEqual({ box: start, guides: [] });
  });
});
