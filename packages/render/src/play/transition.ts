import type { SceneTransition } from '../document/scene.js';

/**
 * How the scene coming in is drawn at one moment of its transition, over the scene before it
 * (which stays as it was, under it). `x` and `y` shift it by fractions of the canvas's width and
 * height; `scale` grows it from the canvas's centre. Pure: every player computes the same frame
 * for the same time.
 */
export interface TransitionFrame {
  opacity: number;
  x: number;
  y: number;
  scale: number;
}

/** The scene drawn as it is: no transition, or one that is over. */
export const SETTLED: TransitionFrame = { opacity: 1, x: 0, y: 0, scale: 1 };

/** The size a zooming scene starts from (a fraction of its own), fading in as it grows to whole. */
export const ZOOM_FROM = 0.5;

/** Ease in and out (quadratic): slow at both ends, the same curve on every player. */
export function easeInOut(p: number): number {
  return p < 0.5 ? 2 * p * p : 1 - (2 - 2 * p) ** 2 / 2;
}

/**
 * How long a scene's transition lasts when it shows: 0 without one (left out, or `none`); a main scene's never outlasts
 * the scene (`showsMs`, its duration), so it is whole before the next one comes. A sub-scene shows
 * until it is closed: pass undefined.
 */
export function transitionLength(transition: SceneTransition | undefined, showsMs?: number): number {
  if (!transition || transition.effect === 'none') return 0;
  return showsMs === undefined ? transition.durationMs : Math.min(transition.durationMs, showsMs);
}

/**
 * The frame `elapsedMs` after the scene started showing, its transition lasting `lengthMs`
 * (transitionLength). Before its start it is the first frame; from its end on, SETTLED.
 */
export function transitionFrame(
  transition: SceneTransition | undefined,
  lengthMs: number,
  elapsedMs: number,
): TransitionFrame {
  if (!transition || transition.effect === 'none' || !(lengthMs > 0) || elapsedMs >= lengthMs) return SETTLED;
  const p = easeInOut(Math.min(1, Math.max(0, elapsedMs / lengthMs)));
  // What is left of the way in: 1 at the start, 0 at the end.
  const rest = 1 - p;
  switch (transition.effect) {
    case 'fade':
      return { ...SETTLED, opacity: p };
    case 'slideFromLeft':
      return { ...SETTLED, x: -rest };
    case 'slideFromRight':
      return { ...SETTLED, x: rest };
    case 'slideFromTop':
      return { ...SETTLED, y: -rest };
    case 'slideFromBottom':
      return { ...SETTLED, y: rest };
    case 'zoom':
      return { ...SETTLED, opacity: p, scale: ZOOM_FROM + (1 - ZOOM_FROM) * p };
  }
}

/** Whether a frame is the scene as it is (nothing to draw differently). */
export const isSettled = (f: TransitionFrame): boolean => f.opacity === 1 && f.x === 0 && f.y === 0 && f.scale === 1;
