import { useEffect, useReducer } from 'react';
import type { Clock } from '../play/clock.js';

/**
 * Draws the component again at every animation frame until the clock reaches `until` (ms since the
 * epoch), and once more at `until` by the clock's own timer: what is drawn is computed from the
 * clock at each drawing, so the frames only say when to look. Nothing when `until` is null or past.
 */
export function useRedrawUntil(clock: Clock, until: number | null): void {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (until === null || clock.now() >= until) return;
    const end = clock.setTimeout(redraw, until - clock.now());
    const animated = typeof requestAnimationFrame === 'function';
    let frame = 0;
    const next = () => {
      redraw();
      frame = clock.now() < until ? requestAnimationFrame(next) : 0;
    };
    if (animated) frame = requestAnimationFrame(next);
    return () => {
      clock.clearTimeout(end);
      if (animated && frame !== 0) cancelAnimationFrame(frame);
    };
  }, [clock, until]);
}
