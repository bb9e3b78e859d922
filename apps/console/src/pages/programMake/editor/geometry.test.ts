import { describe, expect, it } from 'vitest';
import { MIN_SIDE, moveBox, nudgeBox, placeNew, resizeBox, toCanvasDelta, type Box } from './geometry';

const box: Box = { x: 100, y: 50, width: 400, height: 200 };

describe('moving and resizing on a scaled canvas', () => {
  it('turns screen pixels into canvas pixels at the scale the canvas is drawn', () => {
    // A 1920-wide canvas drawn 480 px wide: a quarter; 10 screen pixels are 40 canvas pixels.
    expect(toCanvasDelta(10, -5, 0.25)).toEqual({ dx: 40, dy: -20 });
    expect(toCanvasDelta(3, 3, 2)).toEqual({ dx: 2, dy: 2 });
    expect(toCanvasDelta(10, 10, 0)).toEqual({ dx: 0, dy: 0 });
  });

  it('moves a box by whole canvas pixels, also partly off the canvas', () => {
    expect(moveBox(box, 40, -20)).toEqual({ x: 140, y: 30, width: 400, height: 200 });
    expect(moveBox(box, -300, 0).x).toBe(-200);
    expect(moveBox(box, 0.4, 0.6)).toMatchObject({ x: 100, y: 51 });
    expect(moveBox(box, 1e9, -1e9)).toMatchObject({ x: 16384, y: -16384 });
  });

  it('resizes from each edge and corner, the opposite edges staying put', () => {
    expect(resizeBox(box, 'e', 50, 999)).toEqual({ x: 100, y: 50, width: 450, height: 200 });
    expect(resizeBox(box, 's', 999, 30)).toEqual({ x: 100, y: 50, width: 400, height: 230 });
    expect(resizeBox(box, 'w', 50, 0)).toEqual({ x: 150, y: 50, width: 350, height: 200 });
    expect(resizeBox(box, 'n', 0, -50)).toEqual({ x: 100, y: 0, width: 400, height: 250 });
    expect(resizeBox(box, 'nw', -10, -10)).toEqual({ x: 90, y: 40, width: 410, height: 210 });
    expect(resizeBox(box, 'se', 10, 20)).toEqual({ x: 100, y: 50, width: 410, height: 220 });
  });

  it('never makes a side shorter than the smallest, whichever way the mouse goes', () => {
    expect(resizeBox(box, 'e', -1000, 0).width).toBe(MIN_SIDE);
    const west = resizeBox(box, 'w', 1000, 0);
    expect(west).toEqual({ x: 500 - MIN_SIDE, y: 50, width: MIN_SIDE, height: 200 });
    expect(resizeBox(box, 'n', 0, 1000)).toEqual({ x: 100, y: 250 - MIN_SIDE, width: 400, height: MIN_SIDE });
  });

  it('keeps the proportions when asked, following the larger change, anchored at the opposite corner', () => {
    // 2:1; the width grows by half, so the height follows.
    expect(resizeBox(box, 'se', 200, 10, true)).toEqual({ x: 100, y: 50, width: 600, height: 300 });
    // Dragging the top-left corner: the bottom-right corner stays at (500, 250).
    const r = resizeBox(box, 'nw', 10, 100, true);
    expect(r.height).toBe(100);
    expect(r.width).toBe(200);
    expect(r.x + r.width).toBe(500);
    expect(r.y + r.height).toBe(250);
  });

  it('nudges with the arrow keys, ten at a time with Shift', () => {
    expect(nudgeBox(box, 'ArrowLeft', false)).toMatchObject({ x: 99, y: 50 });
    expect(nudgeBox(box, 'ArrowDown', true)).toMatchObject({ x: 100, y: 60 });
    expect(nudgeBox(box, 'Enter', false)).toBeUndefined();
  });

  it('places a new widget centred, scaled down to half the canvas at most', () => {
    expect(placeNew({ width: 1920, height: 1080 }, { width: 800, height: 120 })).toEqual({
      x: 560,
      y: 480,
      width: 800,
      height: 120,
    });
    // A full-HD picture on a portrait canvas: half its width, proportions kept.
    expect(placeNew({ width: 1080, height: 1920 }, { width: 1920, height: 1080 })).toEqual({
      x: 270,
      y: 808,
      width: 540,
      height: 304,
    });
  });
});
