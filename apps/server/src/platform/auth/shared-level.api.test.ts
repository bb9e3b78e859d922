import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { hasRedis, REDIS_URL } from '../../../test/redis.js';
import type { Log } from '../log.js';
import { expiringCache } from './access-cache.js';
import { sharedLevels, type SharedLevels } from './shared-level.js';

// The Redis level under the caches of sessions, grants and user info: each `process` below is one
// server process's connection and cache, all on the real Redis, under a prefix of this run's own.

const silent: Log = { error() {}, warn() {}, info() {}, debug() {} };
const opened: SharedLevels[] = [];
afterAll(() => Promise.all(opened.map((l) => l.close())));

/** A server process's cache of `{ owner, n }` values, over Redis under `prefix`, counting its loads. */
function serverProcess(prefix: string, url = REDIS_URL, log = silent, ttlMs = 60_000) {
  const levels = sharedLevels(url, log, prefix);
  opened.push(levels);
  const level = levels.level<{ owner: string; n: number }>('test', ttlMs)!;
  const cache = expiringCache<{ owner: string; n: number }>(ttlMs, 100, { owner: (_k, v) => v.owner, shared: level });
  let loads = 0;
  return {
    level,
    cache,
    get loads() {
      return loads;
    },
    /** The value of `key`, loaded (as `{ owner, n }`, n counting this process's loads) on a miss. */
    get: (key: string, owner = 'u1') => cache.get(key, () => Promise.resolve({ owner, n: ++loads })),
  };
}

/** A load that answers when the test says: `began` once it was asked, `release` to answer. */
function controlledLoad() {
  let release!: (v: { owner: string; n: number }) => void;
  let start!: () => void;
  const began = new Promise<void>((r) => (start = r));
  const load = () =>
    new Promise<{ owner: string; n: number }>((r) => {
      release = r;
      start();
    });
  return { load, began, release: (v: { owner: string; n: number }) => release(v) };
}

describe.skipIf(!hasRedis)('the shared level of the caches (Redis)', () => {
  it('serves in another process, and in one started afterwards, what one process loaded', async () => {
    const prefix = `apm:test:${randomUUID()}:`;
    const [a, b] = [serverProcess(prefix), serverProcess(prefix)];
    expect(await a.get('k')).toEqual({ owner: 'u1', n: 1 });
    expect(await b.get('k')).toEqual({ owner: 'u1', n: 1 });
    expect(b.loads).toBe(0);
    const c = serverProcess(prefix);
    expect(await c.get('k')).toEqual({ owner: 'u1', n: 1 });
    expect(c.loads).toBe(0);
  });

  it('keeps what it found in Redis no longer than Redis keeps it', async () => {
    const prefix = `apm:test:${randomUUID()}:`;
    const [a, b] = [serverProcess(prefix, REDIS_URL, silent, 1000), serverProcess(prefix, REDIS_URL, silent, 1000)];
    await a.get('k');
    await new Promise((r) => setTimeout(r, 600));
    expect(await b.get('k')).toEqual({ owner: 'u1', n: 1 });
    await new Promise((r) => setTimeout(r, 500));
    // A second after a's load: gone from Redis, and so from b.
    await b.get('k');
    expect(b.loads).toBe(1);
  });

  it("makes every process miss a dropped key, user's entries or everything", async () => {
    const prefix = `apm:test:${randomUUID()}:`;
    const [a, b] = [serverProcess(prefix), serverProcess(prefix)];
    await a.get('k1', 'u1');
    await a.get('k2', 'u1');
    await a.get('k3', 'u2');
    await a.get('k4', 'u3');

    // Each drop is awaited as far as Redis: b, another connection, may otherwise read before it lands.
    await a.cache.drop({ key: 'k1' });
    expect((await b.get('k1')).n).toBe(1); // b's own load
    expect(b.loads).toBe(1);

    await a.cache.drop({ user: 'u1' });
    expect(a.cache.peek('k2')).toBeUndefined();
    expect(await b.get('k2', 'u1')).toEqual({ owner: 'u1', n: 2 });
    expect(await b.get('k3', 'u2')).toEqual({ owner: 'u2', n: 3 }); // not u1's: still a's
    expect(b.loads).toBe(2);

    await a.cache.drop();
    expect((await b.get('k4', 'u3')).n).toBe(3);
    expect(b.loads).toBe(3);
    // What is loaded after a drop is kept and shared again.
    const c = serverProcess(prefix);
    expect(await c.get('k4', 'u3')).toEqual({ owner: 'u3', n: 3 });
    expect(c.loads).toBe(0);
  });

  it('does not keep in Redis what a load read while another process dropped it', async () => {
    const prefix = `apm:test:${randomUUID()}:`;
    const [a, b, c] = [serverProcess(prefix), serverProcess(prefix), serverProcess(prefix)];
    const drops = {
      k1: () => b.level.drop({ user: 'u1' }),
      k2: () => b.level.drop(),
      k3: () => b.level.drop({ key: 'k3' }),
    };
    for (const [key, drop] of Object.entries(drops)) {
      const { load, began, release } = controlledLoad();
      const slow = a.cache.get(key, load);
      // The load has begun (its miss answered by Redis) when the other process drops.
      await began;
      await drop();
      release({ owner: 'u1', n: -1 });
      expect((await slow).n).toBe(-1);
      const loads = c.loads;
      expect((await c.get(key)).n).toBe(loads + 1);
    }
  });

  it('does not keep, here or in Redis, what a load read while this process dropped it', async () => {
    const prefix = `apm:test:${randomUUID()}:`;
    const [a, c] = [serverProcess(prefix), serverProcess(prefix)];
    const { load, began, release } = controlledLoad();
    const slow = a.cache.get('k', load);
    await began;
    a.cache.drop({ user: 'someone else' });
    release({ owner: 'u1', n: -1 });
    expect((await slow).n).toBe(-1);
    expect(a.cache.peek('k')).toBeUndefined();
    expect((await c.get('k')).n).toBe(1);
  });

  it('goes on with loads, and warns once, when Redis cannot be reached', async () => {
    let warnings = 0;
    const log: Log = { ...silent, warn: () => void warnings++ };
    const p = serverProcess(`apm:test:${randomUUID()}:`, 'redis://127.0.0.1:1', log);
    for (let i = 0; i < 5; i++) {
      p.cache.drop();
      expect((await p.get('k')).n).toBe(i + 1);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await p.get('k')).toEqual({ owner: 'u1', n: 5 });
    expect(warnings).toBe(1);
  });
});
