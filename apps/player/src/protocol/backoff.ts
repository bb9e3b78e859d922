/** The first wait before reconnecting, and the longest (terminal-protocol.md, Reconnecting). */
export const FIRST_WAIT_MS = 1000;
export const LONGEST_WAIT_MS = 60_000;

/**
 * The wait before the attempt after `failures` failed ones: 1 s doubling to at most 60 s, each
 * with up to a third more or less at random, so that a fleet does not come back in the same second.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, failures));
  const jitter = (random() * 2 - 1) / 3;
  return Math.round(base * (1 + jitter));
}

/** Counts failures in a row and tells the next wait; a success starts again from 1 s. */
export class Backoff {
  private failures = 0;
  constructor(private readonly random: () => number = Math.random) {}

  /** The wait before the next attempt; counts one more failure. */
  next(): number {
    return reconnectDelay(this.failures++, this.random);
  }

  reset(): void {
    this.failures = 0;
  }
}
