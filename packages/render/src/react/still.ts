import { createContext, useContext } from 'react';
import type { Clock } from '../play/clock.js';

/**
 * Whether the scenes drawn here stand still at their first moment (a thumbnail): videos show their
 * first frame without playing, scrolling text its first position. SceneView's `still` sets it.
 */
export const StillContext = createContext(false);

/** Whether what is drawn here stands still. */
export const useStill = (): boolean => useContext(StillContext);

/** A clock stopped at `at` (ms since the epoch): its timers never fire, so nothing drawn by it moves. */
export const stoppedClock = (at: number): Clock => ({
  now: () => at,
  setTimeout: () => undefined,
  clearTimeout: () => {},
});
