/** Whole seconds left until `until` (epoch ms) at `now`; 0 once it has passed. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Seconds to wait after a refused send: the server's `retryAfter` when it gave one, else the default. */
export function waitAfterRefusal(jsonObject: unknown, fallback: number): number {
  const retry = (jsonObject as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof retry === 'number' && retry > 0 ? retry : fallback;
}
