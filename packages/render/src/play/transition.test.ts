import { describe, expect, it } from 'vitest';
import { scene, type SceneTransition } from '../document/scene.js';
import { easeInOut, SETTLED, transitionFrame, transitionLength } from './transition.js';

const t = (effect: SceneTransition['effect'], durationMs = 1000): SceneTransition => ({ effect, durationMs });

describe('a scene’s transition', () => {
  it('is left out unless set (the scene comes in at once), and lasts 800 ms unless told', () => {
    expect(scene.parse({ id: 'a' }).transition).toBeUndefined();
    expect(scene.parse({ id: 'a', transition: { effect: 'fade' } }).transition).toEqual({
      effect: 'fade',
      durationMs: 800,
    });
    expect(transitionLength(undefined, 10_000)).toBe(0);
    expect(transitionFrame(undefined, 1000, 0)).toBe(SETTLED);
  });

  it('takes 100 ms to 5 s, whole milliseconds, and only the effects it knows', () => {
    const ok = (transition: object) => scene.safeParse({ id: 'a', transition }).success;
    expect(ok({ effect: 'slideFromBottom', durationMs: 100 })).toBe(true);
    expect(ok({ effect: 'zoom', durationMs: 5000 })).toBe(true);
    expect(ok({ effect: 'fade', durationMs: 99 })).toBe(false);
    expect(ok({ effect: 'fade', durationMs: 5001 })).toBe(false);
    expect(ok({ effect: 'fade', durationMs: 250.5 })).toBe(false);
    expect(ok({ effect: 'spin' })).toBe(false);
    expect(ok({ durationMs: 500 })).toBe(false);
  });

  it('eases in and out: slow at both ends, half way at half time', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.25)).toBeCloseTo(0.125);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(0.75)).toBeCloseTo(0.875);
    expect(easeInOut(1)).toBe(1);
  });

  it('fades a scene in: clear at its start, half at half time, solid at its end', () => {
    expect(transitionFrame(t('fade'), 1000, 0)).toEqual({ ...SETTLED, opacity: 0 });
    expect(transitionFrame(t('fade'), 1000, 250).opacity).toBeCloseTo(0.125);
    expect(transitionFrame(t('fade'), 1000, 500)).toEqual({ ...SETTLED, opacity: 0.5 });
    expect(transitionFrame(t('fade'), 1000, 1000)).toBe(SETTLED);
    expect(transitionFrame(t('fade'), 1000, 60_000)).toBe(SETTLED);
  });

  it('slides a scene in from each edge by parts of the canvas', () => {
    const at = (effect: SceneTransition['effect'], ms: number) => transitionFrame(t(effect), 1000, ms);
    expect(at('slideFromLeft', 0)).toEqual({ ...SETTLED, x: -1 });
    expect(at('slideFromRight', 0)).toEqual({ ...SETTLED, x: 1 });
    expect(at('slideFromTop', 0)).toEqual({ ...SETTLED, y: -1 });
    expect(at('slideFromBottom', 0)).toEqual({ ...SETTLED, y: 1 });
    expect(at('slideFromLeft', 500)).toEqual({ ...SETTLED, x: -0.5 });
    expect(at('slideFromBottom', 750).y).toBeCloseTo(0.125);
    // Fully in, wholly opaque all the way.
    expect(at('slideFromRight', 250).opacity).toBe(1);
    expect(at('slideFromTop', 1000)).toBe(SETTLED);
  });

  it('zooms a scene in from half its size, fading in as it grows', () => {
    expect(transitionFrame(t('zoom'), 1000, 0)).toEqual({ ...SETTLED, opacity: 0, scale: 0.5 });
    expect(transitionFrame(t('zoom'), 1000, 500)).toEqual({ ...SETTLED, opacity: 0.5, scale: 0.75 });
    expect(transitionFrame(t('zoom'), 1000, 1000)).toBe(SETTLED);
  });

  it('draws the first frame before its start (a clock behind) and nothing for none', () => {
    expect(transitionFrame(t('fade'), 1000, -300)).toEqual({ ...SETTLED, opacity: 0 });
    expect(transitionFrame(t('none'), 1000, 0)).toBe(SETTLED);
    expect(transitionFrame(t('fade'), 0, 0)).toBe(SETTLED);
  });

  it('never outlasts a main scene; a sub-scene’s lasts as set; none lasts nothing', () => {
    expect(transitionLength(t('fade', 3000), 10_000)).toBe(3000);
    expect(transitionLength(t('fade', 3000), 1000)).toBe(1000);
    expect(transitionLength(t('fade', 3000))).toBe(3000);
    expect(transitionLength(t('none', 3000), 10_000)).toBe(0);
  });
});
