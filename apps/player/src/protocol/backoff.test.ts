import { describe, expect, it } from 'vitest';
import { Backoff, reconnectDelay } from './backoff';

describe('reconnect back-off', () => {
  it('waits 1 s, then doubles up to 60 s when the random part is neutral', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map((n) => reconnectDelay(n, mid))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
  });

  it('spreads each wait by at most a third either way', () => {
    expect(reconnectDelay(0, () => 0)).toBe(667);
    expect(reconnectDelay(0, () => 0.999999)).toBe(1333);
    expect(reconnectDelay(10, () => 0)).toBe(40000);
    expect(reconnectDelay(10, () => 0.999999)).toBe(80000);
  });

  it('gives different waits to screens that failed together', () => {
    const waits = new Set(Array.from({ length: 50 }, () => reconnectDelay(3)));
    expect(waits.size).toBeGreaterThan(10);
    for (const w of waits) expect(w).toBeGreaterThanOrEqual(5333);
    for (const w of waits) expect(w).toBeLessThanOrEqual(10667);
  });

  it('starts from 1 s again after a success', () => {
    const b = new Backoff(() => 0.5);
    expect([b.next(), b.next(), b.next()]).toEqual([1000, 2000, 4000]);
    b.reset();
    expect(b.next()).toBe(1000);
  });
});
