import type { AuditAction, AuditModule, AuditRecorded } from '@apm/contract';
import type { Bus } from '../bus/index.js';
import { now } from '../clock.js';

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
  publish: 'none',
  terminal: 'none',
};

/** Whom a committed audit row's change reaches (see REACH). */
export function reachOf(e: Pick<AuditRecorded, 'module' | 'action'>): Reach {
  const r = REACH[e.module] as Reach | Record<string, Reach>;
  return typeof r === 'string' ? r : (r[e.action] ?? 'everyone');
}

/**
 * A map of values that expire after `ttlMs`, loaded on a miss. A load that was under way while
 * entries were dropped is answered but not kept: it may have read the rows from before the change.
 */
export function expiringCache<V>(ttlMs = ACCESS_CACHE_TTL_MS, max = ACCESS_CACHE_MAX) {
  const entries = new Map<string, { value: V; until: number }>();
  let generation = 0;
  return {
    /** The live entry of `key`, if any. */
    peek(key: string): V | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.until > now()) return e.value;
      entries.delete(key);
      return undefined;
    },
    /** The value of `key`: the live entry, else `load`'s (kept unless `keep` says no). */
    async get(key: string, load: () => Promise<V>, keep: (v: V) => boolean = () => true): Promise<V> {
      const hit = this.peek(key);
      if (hit !== undefined) return hit;
      const seen = generation;
      const value = await load();
      if (ttlMs > 0 && seen === generation && keep(value)) {
        entries.delete(key);
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, until: now() + ttlMs });
      }
      return value;
    },
    /** Drops the entries `match` picks, or all; loads under way are not kept. */
    drop(match?: (key: string, value: V) => boolean): void {
      generation++;
      if (!match) return entries.clear();
      for (const [k, e] of entries) if (match(k, e.value)) entries.delete(k);
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type ExpiringCache<V> = ReturnType<typeof expiringCache<V>>;

/**
 * Drops what committed changes reach (`reachOfChange`, sessions' and grants' by default), in this
 * process and (the bus crossing processes through Redis) in every other: `forUser` picks the
 * entries of one user. Answers the unsubscribe.
 */
export function dropOnChange<V>(
  bus: Bus,
  cache: ExpiringCache<V>,
  forUser: (userId: string, key: string, value: V) => boolean,
  reachOfChange: (e: AuditRecorded) => Reach = reachOf,
): () => void {
  return bus.subscribe('audit.recorded', (e) => {
    const reach = reachOfChange(e);
    if (reach === 'everyone' || (reach === 'actor' && !e.userId)) cache.drop();
    else if (reach === 'actor') cache.drop((k, v) => forUser(e.userId!, k, v));
  });
}
