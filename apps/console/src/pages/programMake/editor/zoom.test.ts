import { describe, expect, it } from 'vitest';
import {
  areaHeightOf,
  clampZoom,
  percentOf,
  scrollKeeping,
  STAGE_PAD,
  stageOf,
  ZOOM_MAX,
  ZOOM_MIN,
  zoomIn,
  zoomOut,
} from './zoom';

const fhd = { width: 1920, height: 1080 };

describe('zooming the canvas', () => {
  it('steps in and out between 25 % and 400 %', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(ZOOM_MAX)).toBe(4);
    expect(zoomOut(ZOOM_MIN)).toBe(0.25);
    expect(zoomIn(0.1)).toBe(0.25);
    expect(zoomOut(9)).toBe(4);
  });

  it('steps from a fitted scale to the steps around it, and counts a hair off a step as that step', () => {
    // Fitted at 47 %: in to 50 %, out to 33 %.
    expect(zoomIn(0.47)).toBe(0.5);
    expect(zoomOut(0.47)).toBe(0.33);
    expect(zoomIn(0.4999)).toBe(0.67);
    expect(zoomOut(0.5001)).toBe(0.33);
  });

  it('shows the scale as a whole percentage', () => {
    expect(percentOf(0.4732)).toBe(47);
    expect(percentOf(4)).toBe(400);
  });

  it('keeps a stored zoom within the steps’ range', () => {
    expect(clampZoom('fit')).toBe('fit');
    expect(clampZoom(10)).toBe(4);
    expect(clampZoom(0.01)).toBe(0.25);
    expect(clampZoom(1.5)).toBe(1.5);
  });
});

describe('the stage', () => {
  it('fits the canvas whole inside the area, never larger than it', () => {
    const area = { width: 1000, height: 600 };
    const stage = stageOf(fhd, area, 'fit');
    expect(stage.scale).toBeCloseTo((1000 - 2 * STAGE_PAD) / 1920);
    expect(stage.width).toBeLessThanOrEqual(area.width);
    expect(stage.height).toBeLessThanOrEqual(area.height);
  });

  it('draws the canvas at the zoom chosen, the room around it', () => {
    expect(stageOf(fhd, { width: 1000, height: 600 }, 1)).toEqual({
      scale: 1,
      width: 1920 + 2 * STAGE_PAD,
      height: 1080 + 2 * STAGE_PAD,
    });
    expect(stageOf(fhd, { width: 1000, height: 600 }, 0.25).width).toBe(480 + 2 * STAGE_PAD);
  });

  it('gives the area the fitted canvas’s height, at most the most allowed', () => {
    expect(areaHeightOf(fhd, 1920 / 2 + 2 * STAGE_PAD, 600)).toBe(540 + 2 * STAGE_PAD);
    expect(areaHeightOf({ width: 1080, height: 1920 }, 800, 560)).toBe(560);
    expect(areaHeightOf(fhd, 0, 560)).toBe(0);
  });

  it('scrolls after a zoom so that the point under the mouse stays under it', () => {
    // At 50 %, the canvas's top-left corner 16 px into the area; the mouse at (216, 116): canvas point (400, 200).
    const scroll = scrollKeeping({ x: 216, y: 116 }, { x: 16, y: 16 }, 0.5, 2);
    // At 200 % that point is 16 + 800 from the stage's left: scrolled so it is 216 from the area's left.
    expect(scroll).toEqual({ left: 16 + 800 - 216, top: 16 + 400 - 116 });
  });

  it('never scrolls before the stage’s start', () => {
    expect(scrollKeeping({ x: 300, y: 300 }, { x: 16, y: 16 }, 1, 0.25)).toEqual({ left: 0, top: 0 });
  });
});
