import { describe, expect, it } from 'vitest';
import { boundedPool } from './bounded-pool.js';

/** A promise the test settles by hand. */
function gate() {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  return { release, released };
}

describe('bounded pool', () => {
  it('never runs more than its size at once, and runs the waiting ones first come first served', async () => {
    const pool = boundedPool(3);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 10 }, gate);
    const done = gates.map((g, i) =>
      pool.run(async () => {
        running++;
        most = Math.max(most, running);
        started.push(i);
        await g.released;
        running--;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(pool.load()).toEqual({ running: 3, waiting: 7 });
    // Release in an order of their own: each finished task lets the next waiting one in.
    for (const i of [1, 0, 2, 5, 3, 4, 9, 6, 7, 8]) {
      gates[i]!.release();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(3);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the place of a failed task to the next one', async () => {
    const pool = boundedPool(1);
    const failed = pool.run(() => Promise.reject(new Error('argon2 said no')));
    const next = pool.run(() => Promise.resolve('ran'));
    await expect(failed).rejects.toThrow('argon2 said no');
    expect(await next).toBe('ran');
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a size that is not a positive whole number', () => {
    expect(() => boundedPool(0)).toThrow(/size/);
    expect(() => boundedPool(1.5)).toThrow(/size/);
  });
});
