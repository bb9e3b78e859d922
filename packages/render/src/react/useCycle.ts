import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { positionAt, type CycleMode, type Position } from '../play/cycle.js';
import { useClock } from './ClockContext.js';

/**
 * The item of a run playing now, by the clock of the widgets (ClockContext): the component draws
 * again when the next item is due, at that instant of the clock (a timeout per item, measured
 * afresh from the clock, so a late timer does not make the next one late). Null when there is
 * nothing to play. `shuffle`: as positionAt.
 */
export function useCycle(durations: readonly number[], mode: CycleMode, shuffle = false): Position | null {
  const clock = useClock();
  const [start] = useState(() => clock.now());
  // The durations as one value: a new array of the same durations is the same run.
  const key = durations.join(',');
  const list = useMemo(() => (key === '' ? [] : key.split(',').map(Number)), [key]);
  const subscribe = useCallback(
    (changed: () => void) => {
      let handle: unknown;
      const wait = () => {
        const p = positionAt(list, clock.now(), mode, start, shuffle);
        if (!p || !Number.isFinite(p.endsAt)) return;
        handle = clock.setTimeout(
          () => {
            changed();
            wait();
          },
          Math.max(1, p.endsAt - clock.now()),
        );
      };
      wait();
      return () => clock.clearTimeout(handle);
    },
    [clock, list, mode, start, shuffle],
  );
  const read = () => positionAt(list, clock.now(), mode, start, shuffle)?.step ?? -1;
  useSyncExternalStore(subscribe, read, read);
  return positionAt(list, clock.now(), mode, start, shuffle);
}
