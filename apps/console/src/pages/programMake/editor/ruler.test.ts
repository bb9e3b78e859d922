import { describe, expect, it } from 'vitest';
import { majorStep, rulerTicks } from './ruler';

describe('the rulers', () => {
  it('numbers round distances, far enough apart for their labels', () => {
    expect(majorStep(1)).toBe(50);
    expect(majorStep(0.5)).toBe(100);
    expect(majorStep(0.25)).toBe(200);
    expect(majorStep(4)).toBe(20);
    expect(majorStep(0.02)).toBe(5000);
  });

  it('puts numbered ticks on the multiples of the step and smaller ones between', () => {
    const ticks = rulerTicks(0, 200, 0.5);
    // Numbered every 100 at 50 %, a small tick every 10 (5 CSS pixels apart).
    expect(ticks.filter((t) => t.major).map((t) => t.at)).toEqual([0, 100, 200]);
    expect(ticks.filter((t) => !t.major).map((t) => t.at)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 110, 120, 130, 140, 150, 160, 170, 180, 190,
    ]);
  });

  it('runs past the canvas’s edges, from any start', () => {
    const ticks = rulerTicks(-130, 60, 1);
    // At 100 %: numbered every 50, a small tick every 5.
    expect(ticks[0]).toEqual({ at: -130, major: false });
    expect(ticks.filter((t) => t.major).map((t) => t.at)).toEqual([-100, -50, 0, 50]);
    expect(ticks.at(-1)!.at).toBe(60);
  });

  it('has nothing to show without a scale or a length', () => {
    expect(rulerTicks(0, 100, 0)).toEqual([]);
    expect(rulerTicks(100, 100, 1)).toEqual([]);
  });
});
