import type { ScrollDirection } from './model.js';

/** The most copies of a scrolling text drawn side by side, whatever the sizes. */
export const SCROLL_COPIES_MAX = 64;

/**
 * How many copies of the text fill the box while the track moves by one copy: enough to cover
 * the box plus the copy sliding in. `unit` is one copy's length with its gap, along the motion.
 */
export function scrollCopies(box: number, unit: number): number {
  if (!(unit > 0) || !(box > 0)) return 1;
  return Math.min(SCROLL_COPIES_MAX, Math.ceil(box / unit) + 1);
}

/** One lap of the seamless loop: the track moves by one copy, then starts over unseen. */
export interface ScrollMotion {
  axis: 'x' | 'y';
  /** Offsets of the track in canvas pixels at the start and end of a lap. */
  from: number;
  to: number;
  durationMs: number;
}

/** The lap of a scrolling text, or undefined when it stands still (or is not measured yet). */
export function scrollMotion(direction: ScrollDirection, unit: number, speed: number): ScrollMotion | undefined {
  if (direction === 'none' || !(unit > 0) || !(speed > 0)) return undefined;
  const axis = direction === 'left' || direction === 'right' ? 'x' : 'y';
  const forward = direction === 'left' || direction === 'up';
  const durationMs = (unit / speed) * 1000;
  return forward ? { axis, from: 0, to: -unit, durationMs } : { axis, from: -unit, to: 0, durationMs };
}
