/** Time as the sequencer sees it: injectable so that tests (and a synchronised wall later) control it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The browser's (or Node's) own clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Milliseconds from an instant to the next whole second of the clock (a whole second itself waits a full one). */
export const toNextSecond = (now: number): number => 1000 - (((now % 1000) + 1000) % 1000);

/**
 * Runs `tick` just after each whole second of the clock, each wait measured afresh from the clock
 * (a timeout to the next second, not an interval: a late timer does not make the next one late).
 * Answers a function that stops it.
 */
export function everySecond(clock: Clock, tick: () => void): () => void {
  let handle: unknown;
  const wait = () => {
    handle = clock.setTimeout(() => {
      tick();
      wait();
    }, toNextSecond(clock.now()));
  };
  wait();
  return () => clock.clearTimeout(handle);
}
