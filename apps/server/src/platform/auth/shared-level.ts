import { Redis } from 'ioredis';
import type { Log } from '../log.js';

/** What a cache drops: everything, the entries of one user, or one key. */
export type DropTarget = { user: string } | { key: string } | undefined;

/**
 * The second level of an expiring cache (access-cache.ts), shared by the server processes: a
 * process starting cold, or one that has not read an entry yet, finds what another has loaded.
 */
export interface SharedLevel<V> {
  /**
   * The live entry of `key` with how long it has left (`ms`), or the mark that a `put` of what is
   * loaded after the miss must give.
   */
  get(key: string): Promise<{ value?: V; ms?: number; mark?: string }>;
  /** Keeps `value` of `owner` (a user id) unless something was dropped since `mark` was answered. */
  put(key: string, owner: string | undefined, value: V, mark: string): Promise<void>;
  /**
   * Drops `what` for every process; a put of a load under way is refused from then on. Sent at once,
   * so before any later call of this process; settles once Redis has it (or has failed: never rejects).
   */
  drop(what?: DropTarget): Promise<void>;
}

/** How a level writes its values as JSON and reads them back (Sets, say, need it). */
export interface Codec<V> {
  toJson(value: V): unknown;
  fromJson(json: unknown): V;
}

/** The shared levels of one server process, all over one connection; `level` answers none without Redis. */
export interface SharedLevels {
  level<V>(name: string, ttlMs: number, codec?: Codec<V>): SharedLevel<V> | undefined;
  close(): Promise<void>;
}

/** Longest wait for Redis before a call goes on without it. */
export const SHARED_LEVEL_TIMEOUT_MS = 500;
/** The prefix of every key of the levels: one Redis database serves one installation (like the bus). */
export const SHARED_LEVEL_PREFIX = 'apm:cache:';

// Keys of a level `<prefix><name>:`: `n` counts drops; `all`, and `u:<user id>` per user, hold the
// count at the last drop of everything, of the user; `e:<key>` is an entry, "<count when its load
// began> <owner>\n<JSON>". An entry counts while no drop reaching it is younger than it; a put counts
// only if nothing at all was dropped since the load began (the rule of the process's level). Marks
// outlive every entry older than them, so they expire too. The scripts make each step atomic; they
// go as EVAL, never EVALSHA retried as EVAL, so that they stay in the order they were sent: a
// process's drop always reaches Redis before its later reads and puts. (The owner's mark is read
// by name, not passed as a key: fine on one Redis, not on a cluster.)
const GET = `
local n = redis.call('GET', KEYS[2]) or '0'
local raw = redis.call('GET', KEYS[1])
if not raw then return {n} end
local at, owner = string.match(raw, '^(%d+) ([^\\n]*)\\n')
at = tonumber(at)
if tonumber(redis.call('GET', KEYS[3]) or '0') > at then return {n} end
if owner ~= '' and tonumber(redis.call('GET', ARGV[1] .. owner) or '0') > at then return {n} end
return {n, raw, redis.call('PTTL', KEYS[1])}`;
const PUT = `
if (redis.call('GET', KEYS[2]) or '0') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[2])
return 1`;
const DROP = `
local n = redis.call('INCR', KEYS[1])
if ARGV[1] == 'del' then redis.call('DEL', KEYS[2]) else redis.call('SET', KEYS[2], n, 'PX', ARGV[2]) end
return n`;

const plain: Codec<never> = { toJson: (v) => v, fromJson: (j) => j as never };

/**
 * Shared levels in the Redis at `url`, or none. Redis being away never fails a call: a level then
 * answers misses, keeps nothing and drops nothing, and warns once. A drop that may have missed Redis
 * (Redis away, or too slow) leaves the levels unused until, connected again, the process has dropped
 * everything: what it had to drop, or another process had while Redis was away, never comes back.
 */
export function sharedLevels(url: string | undefined, log: Log, prefix = SHARED_LEVEL_PREFIX): SharedLevels {
  if (!url) return { level: () => undefined, close: async () => {} };
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: SHARED_LEVEL_TIMEOUT_MS,
    connectionName: 'apm-cache',
  });
  // The levels' names, with how long their marks live.
  const levels = new Map<string, string>();
  let usable = false;
  // Nothing was missed: no drop, no connection, failed since Redis last had everything dropped.
  let clean = true;
  let warned = false;
  let closing = false;
  // Calls wait for the first connection (a bounded time): a process just started shares at once.
  let started = false;
  let start!: () => void;
  const firstConnection = new Promise<void>((resolve) => (start = resolve)).then(() => void (started = true));
  setTimeout(() => start(), SHARED_LEVEL_TIMEOUT_MS).unref();
  // Something failed: unused until connected again, then everything is dropped (a drop may be lost).
  const away = (err: unknown) => {
    usable = false;
    clean = false;
    start();
    if (closing) return;
    if (redis.status === 'ready') redis.disconnect(true);
    if (warned) return;
    warned = true;
    log.warn({ err }, 'Redis of the session cache failed: going on with the process cache and the database');
  };
  const dropAll = (name: string, markMs: string) =>
    redis.eval(DROP, 2, `${prefix}${name}:n`, `${prefix}${name}:all`, 'set', markMs);
  redis.on('error', away);
  redis.on('close', () => {
    usable = false;
    clean = false;
  });
  // The connection never holds the process open: a script that builds the services and ends
  // without closing them (seed-demo) exits as it did before.
  redis.on('connect', () => redis.stream.unref());
  redis.on('ready', () => {
    start();
    if (clean) return void (usable = true);
    Promise.all([...levels].map(([name, markMs]) => dropAll(name, markMs))).then(() => {
      [usable, clean, warned] = [true, true, false];
      log.info('Redis of the session cache is back; its entries were dropped');
    }, away);
  });
  redis.connect().catch(away);

  return {
    level<V>(name: string, ttlMs: number, codec: Codec<V> = plain): SharedLevel<V> {
      const k = `${prefix}${name}:`;
      // A mark outlives every entry older than it.
      const markMs = `${ttlMs + 1000}`;
      levels.set(name, markMs);
      return {
        async get(key) {
          if (!started) await firstConnection;
          if (!usable) return {};
          try {
            const args = [`${k}e:${key}`, `${k}n`, `${k}all`, `${k}u:`];
            const [mark, raw, ms] = (await redis.eval(GET, 3, ...args)) as [string, string?, number?];
            if (raw === undefined) return { mark };
            return { value: codec.fromJson(JSON.parse(raw.slice(raw.indexOf('\n') + 1))), ms };
          } catch (err) {
            away(err);
            return {};
          }
        },
        async put(key, owner, value, mark) {
          if (!usable) return;
          // Written before the first wait: the caller may change the value once it has it.
          const raw = `${mark} ${owner ?? ''}\n${JSON.stringify(codec.toJson(value))}`;
          await redis.eval(PUT, 2, `${k}e:${key}`, `${k}n`, mark, `${ttlMs}`, raw).catch(away);
        },
        async drop(what) {
          if (!started) await firstConnection;
          const [target, how] =
            what === undefined
              ? [`${k}all`, 'set']
              : 'key' in what
                ? [`${k}e:${what.key}`, 'del']
                : [`${k}u:${what.user}`, 'set'];
          await redis.eval(DROP, 2, `${k}n`, target, how, markMs).catch(away);
        },
      };
    },
    async close() {
      closing = true;
      usable = false;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
