import { describe, expect, it } from 'vitest';
import type { SceneTransition } from '../document/scene.js';
import { firstDrawn, pictureAt, shownNext, startedAt, type Drawn, type DrawnScene } from './drawn.js';
import { manualClock } from './manualClock.js';
import { firstShowing, navigate } from './navigation.js';
import { SETTLED } from './transition.js';

const T0 = 1_000_000;
const fade = (durationMs: number): SceneTransition => ({ effect: 'fade', durationMs });

/** A program played as ProgramView plays it: navigation's reports kept as the view keeps them. */
function play(scenes: DrawnScene[], lateBy = 0) {
  const { clock, advance } = manualClock(T0);
  let drawn: Drawn = firstDrawn(firstShowing(scenes));
  const nav = navigate(scenes, {
    clock,
    idleMs: 60_000,
    onShow: (s) => (drawn = shownNext(drawn, s)),
    onSceneStart: (s) => (drawn = startedAt(drawn, s)),
  });
  const picture = () => pictureAt(scenes, drawn, clock.now());
  /** The scene shown, the one under it, and the frame now. */
  const now = () => {
    const p = picture();
    return { scene: p.scene?.id, under: p.under?.scene.id ?? null, frame: p.frame };
  };
  return { nav, now, picture, advance: (ms: number) => advance(ms, lateBy) };
}

const scenes: DrawnScene[] = [
  { id: 'a', main: true, durationMs: 4000, transition: fade(1000) },
  { id: 'b', main: true, durationMs: 6000, transition: { effect: 'slideFromLeft', durationMs: 2000 } },
  { id: 'menu', main: false, durationMs: 10_000, transition: { effect: 'zoom', durationMs: 500 } },
];

describe('a program’s picture at a moment', () => {
  it('shows the first scene at once, then each main scene coming in over the one before', () => {
    const p = play(scenes);
    expect(p.now()).toEqual({ scene: 'a', under: null, frame: SETTLED });
    p.advance(4000);
    expect(p.now()).toEqual({ scene: 'b', under: 'a', frame: { ...SETTLED, x: -1 } });
    p.advance(1000);
    expect(p.now()).toEqual({ scene: 'b', under: 'a', frame: { ...SETTLED, x: -0.5 } });
    expect(p.picture().until).toBe(T0 + 6000);
    p.advance(1000);
    expect(p.now()).toEqual({ scene: 'b', under: null, frame: SETTLED });
    // After the last, the first again, fading in over it.
    p.advance(4000 + 250);
    expect(p.now().under).toBe('b');
    expect(p.now().frame.opacity).toBeCloseTo(0.125);
  });

  it('plays a sub-scene’s transition when a button opens it, and the main scene’s when it closes', () => {
    const p = play(scenes);
    p.advance(1000);
    p.nav.act({ type: 'scene', sceneId: 'menu' });
    expect(p.now()).toEqual({ scene: 'menu', under: 'a', frame: { ...SETTLED, opacity: 0, scale: 0.5 } });
    p.advance(250);
    expect(p.now()).toEqual({ scene: 'menu', under: 'a', frame: { ...SETTLED, opacity: 0.5, scale: 0.75 } });
    p.advance(250);
    expect(p.now()).toEqual({ scene: 'menu', under: null, frame: SETTLED });
    p.nav.act({ type: 'exit' });
    expect(p.now()).toEqual({ scene: 'a', under: 'menu', frame: { ...SETTLED, opacity: 0 } });
    p.advance(1000);
    expect(p.now()).toEqual({ scene: 'a', under: null, frame: SETTLED });
  });

  it('times a main scene from its planned start: a late timer shows the frame of the time it is', () => {
    const p = play(scenes, 300);
    p.advance(4300);
    // b was due at T0 + 4000; drawn 300 ms late, it is already 300 ms into its slide.
    expect(p.picture().until).toBe(T0 + 6000);
    const x = p.now().frame.x;
    expect(x).toBeCloseTo(-(1 - 2 * (300 / 2000) ** 2));
  });

  it('never lets a main scene’s transition outlast it; a lone scene comes in over itself', () => {
    const p = play([{ id: 'solo', main: true, durationMs: 1000, transition: fade(5000) }]);
    p.advance(1000);
    expect(p.now()).toEqual({ scene: 'solo', under: 'solo', frame: { ...SETTLED, opacity: 0 } });
    expect(p.picture().until).toBe(T0 + 2000);
    expect(p.picture().under!.count).toBe(0);
  });

  it('draws the scene whole when it has no transition, or when the one before is gone', () => {
    const p = play([
      { id: 'a', main: true, durationMs: 4000 },
      { id: 'b', main: true, durationMs: 4000, transition: { effect: 'none', durationMs: 800 } },
    ]);
    p.advance(4000);
    expect(p.now()).toEqual({ scene: 'b', under: null, frame: SETTLED });
    expect(p.picture().until).toBeNull();
    const drawn: Drawn = {
      shown: { sceneId: 'b', count: 1, mainIndex: 1, subScenes: [], webUrl: null },
      previous: { sceneId: 'deleted', count: 0, mainIndex: 0, subScenes: [], webUrl: null },
      startedAt: T0,
    };
    expect(pictureAt(scenes, drawn, T0).under).toBeNull();
  });
});
