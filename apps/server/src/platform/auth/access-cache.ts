import type { AuditAction, AuditModule, AuditRecorded } from '@apm/contract';
import type { Bus } from '../bus/index.js';
import { now } from '../clock.js';
import type { DropTarget, SharedLevel } from './shared-level.js';

/**
 * How long a cached session or set of grants is used without being read again. Events drop
 * entries at once; this bounds how stale one can get if an event is lost (Redis down) or a
 * change was written without one (another start's catalogue seed).
 */
export const ACCESS_CACHE_TTL_MS = 30_000;
/** Entries kept per cache; beyond, the oldest goes. */
export const ACCESS_CACHE_MAX = 50_000;

/** Whose session or grants a committed change may alter: nobody's, the actor's own, or anyone's. */
export type Reach = 'none' | 'actor' | 'everyone';

/**
 * Every write that changes what a session resolves to or what a user holds records an audit row
 * in its transaction, and `audit.recorded` reaches every server process after the commit. So the
 * audit catalogue is the list of invalidation points, and each kind says here whom it reaches;
 * the type makes a new module of the catalogue decide. Rare administrative changes drop every
 * entry (their rows name the changed user by login name only; the cost is one read per active
 * session); self-service changes drop the actor's.
 */
const REACH: { [M in AuditModule]: Reach | { [A in AuditAction<M>]: Reach } } = {
  system: 'everyone',
  // A failed sign-in or wrong code changes no session.
  session: { login: 'none', 'sso-login': 'none', logout: 'actor', loginFailed: 'none', codeFailed: 'none' },
  user: {
    create: 'none',
    update: 'everyone', // status, roles, office, name, an administrator's password reset (sessions end)
    delete: 'everyone',
    register: 'none',
    changePassword: 'actor', // the other sessions end
    changeExpiredPassword: 'actor', // the session is released from the forced change
    resetPassword: 'actor', // forgotten password: every session ends (the row's user is the account)
    updateProfile: 'actor', // the name
    updateAvatar: 'none',
    dataRange: 'actor',
  },
  office: { create: 'none', update: 'everyone', delete: 'everyone', move: 'everyone', quota: 'none' },
  agent: 'everyone',
  customer: { create: 'everyone', update: 'everyone', brand: 'none', uploadImage: 'none' },
  domain: 'none',
  menu: 'everyone', // permission strings of entries, which a grants-all role holds
  setting: 'none',
  announcement: 'none',
  notification: 'none',
  log: 'none',
  role: 'everyone', // grants, data scope, names
  material: 'none',
  program: 'none',
  playPlan: 'none',
  message: 'none',
  publish: 'none',
  terminal: 'none',
  widget: 'none',
};

/** Whom a committed audit row's change reaches (see REACH). */
export function reachOf(e: Pick<AuditRecorded, 'module' | 'action'>): Reach {
  const r = REACH[e.module] as Reach | Record<string, Reach>;
  return typeof r === 'string' ? r : (r[e.action] ?? 'everyone');
}

/** What the cache keeps besides its entries: whose entry is whose, and a level shared by processes. */
export interface CacheOptions<V> {
  /** The user an entry belongs to (`drop({ user })`); by default its key. */
  owner?: (key: string, value: V) => string | undefined;
  /** Where entries are looked for after this process's, and kept too (shared-level.ts). */
  shared?: SharedLevel<V>;
}

/**
 * A map of values that expire after `ttlMs`, loaded on a miss: from the shared level when there is
 * one (Redis), else by `load`, and then kept in both. A load that was under way while entries were
 * dropped is answered but not kept: it may have read the rows from before the change. Drops reach
 * the shared level too, which keeps to the same rule (shared-level.ts).
 */
export function expiringCache<V>(
  ttlMs = ACCESS_CACHE_TTL_MS,
  max = ACCESS_CACHE_MAX,
  { owner = (key) => key, shared }: CacheOptions<V> = {},
) {
  const entries = new Map<string, { value: V; until: number }>();
  let generation = 0;
  const level = ttlMs > 0 ? shared : undefined;
  return {
    /** The live entry of `key` in this process, if any. */
    peek(key: string): V | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.until > now()) return e.value;
      entries.delete(key);
      return undefined;
    },
    /** The value of `key`: the live entry, else the shared level's, else `load`'s (kept unless `keep` says no). */
    async get(key: string, load: () => Promise<V>, keep: (v: V) => boolean = () => true): Promise<V> {
      const hit = this.peek(key);
      if (hit !== undefined) return hit;
      const seen = generation;
      const found = level ? await level.get(key) : undefined;
      let value = found?.value;
      if (value === undefined) {
        value = await load();
        if (found?.mark !== undefined && seen === generation && keep(value)) {
          await level!.put(key, owner(key, value), value, found.mark);
        }
      }
      if (ttlMs > 0 && seen === generation && keep(value)) {
        entries.delete(key);
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        // An entry from the shared level lives no longer here than there.
        entries.set(key, { value, until: now() + Math.min(ttlMs, found?.ms ?? ttlMs) });
      }
      return value;
    },
    /**
     * Drops every entry, a user's or one key's, here at once and in the shared level; loads under
     * way are not kept. Settles once the shared level has the drop (never rejects): another process
     * reading Redis after that cannot find what was dropped.
     */
    drop(what?: DropTarget): Promise<void> {
      generation++;
      const shared = level?.drop(what) ?? Promise.resolve();
      if (!what) entries.clear();
      else if ('key' in what) entries.delete(what.key);
      else for (const [k, e] of entries) if (owner(k, e.value) === what.user) entries.delete(k);
      return shared;
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type ExpiringCache<V> = ReturnType<typeof expiringCache<V>>;

/**
 * Drops what committed changes reach (`reachOfChange`, sessions' and grants' by default), in this
 * process and (the bus crossing processes through Redis) in every other, each dropping them in the
 * shared level as well: once a process has heard of a change, none of its reads finds the entries.
 * Answers the unsubscribe.
 */
export function dropOnChange<V>(
  bus: Bus,
  cache: ExpiringCache<V>,
  reachOfChange: (e: AuditRecorded) => Reach = reachOf,
): () => void {
  return bus.subscribe('audit.recorded', (e) => {
    const reach = reachOfChange(e);
    if (reach === 'everyone' || (reach === 'actor' && !e.userId)) cache.drop();
    else if (reach === 'actor') cache.drop({ user: e.userId! });
  });
}
