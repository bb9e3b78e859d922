import { describe, expect, it } from 'vitest';
import { drawOrder, fitCanvas } from './layout.js';

describe('fitCanvas', () => {
  it('fills a viewport of the same aspect', () => {
    expect(fitCanvas({ width: 1920, height: 1080 }, { width: 960, height: 540 })).toEqual({
      scale: 0.5,
      left: 0,
      top: 0,
      width: 960,
      height: 540,
    });
  });

  it('letterboxes a landscape canvas in a taller viewport: bars above and below', () => {
    const p = fitCanvas({ width: 1920, height: 1080 }, { width: 1000, height: 1000 });
    expect(p.scale).toBeCloseTo(1000 / 1920);
    expect(p.width).toBeCloseTo(1000);
    expect(p.height).toBeCloseTo(562.5);
    expect(p.left).toBeCloseTo(0);
    expect(p.top).toBeCloseTo((1000 - 562.5) / 2);
  });

  it('pillarboxes a portrait canvas in a landscape viewport: bars left and right', () => {
    const p = fitCanvas({ width: 1080, height: 1920 }, { width: 1920, height: 1080 });
    expect(p.scale).toBeCloseTo(1080 / 1920);
    expect(p.height).toBeCloseTo(1080);
    expect(p.width).toBeCloseTo(607.5);
    expect(p.left).toBeCloseTo((1920 - 607.5) / 2);
    expect(p.top).toBe(0);
  });

  it('scales up a small canvas on a big screen', () => {
    expect(fitCanvas({ width: 1366, height: 768 }, { width: 2732, height: 1536 }).scale).toBe(2);
  });

  it('draws nothing in an empty viewport', () => {
    expect(fitCanvas({ width: 1920, height: 1080 }, { width: 0, height: 600 }).scale).toBe(0);
  });
});

describe('drawOrder', () => {
  it('draws lower z first, document order on ties, hidden ones not at all', () => {
    const widgets = [
      { id: 'top', z: 5 },
      { id: 'tie-1', z: 1 },
      { id: 'hidden', z: 0, hidden: true },
      { id: 'bottom', z: -2 },
      { id: 'tie-2', z: 1 },
    ];
    expect(drawOrder(widgets).map((w) => w.id)).toEqual(['bottom', 'tie-1', 'tie-2', 'top']);
    expect(widgets[0]!.id).toBe('top');
  });
});
