import type { Clock } from './clock.js';

/**
 * For tests: a clock that moves only when told; its timers fire in time order as it passes them.
 * `advance(ms, lateBy)` moves the time by `ms`, each firing `lateBy` late as on a busy device.
 */
export function manualClock(start = 1_000_000) {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.set(++seq, { at: now + ms, run });
      return seq;
    },
    clearTimeout: (h) => void timers.delete(h as number),
  };
  const advance = (ms: number, lateBy = 0) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at + lateBy <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at + lateBy;
      due[1].run();
    }
    now = until;
  };
  return { clock, advance, pending: () => timers.size };
}
