import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { everySecond, systemClock, type Clock } from '../play/clock.js';

/**
 * The clock the time-based widgets (clock, date, countdown) read "now" from: the system clock
 * unless a host provides another (`<ClockContext value={clock}>`; ProgramView provides its own),
 * so that a preview, a player and a test agree on what they draw.
 */
export const ClockContext = createContext<Clock>(systemClock);

/** The clock of the widgets drawn here. */
export const useClock = (): Clock => useContext(ClockContext);

/**
 * Now, in ms since the epoch, to the whole second (rounded down): the component draws again at
 * each whole second of the clock.
 */
export function useNow(): number {
  const clock = useClock();
  const subscribe = useCallback((changed: () => void) => everySecond(clock, changed), [clock]);
  const read = () => Math.floor(clock.now() / 1000) * 1000;
  return useSyncExternalStore(subscribe, read, read);
}
