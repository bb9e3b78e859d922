import { operationEntry, routeEntry, userInfo, type RouteEntry, type UserInfo } from '@apm/contract';
import { z } from 'zod/mini';

/**
 * The signed-in user, permissions, roles and routes kept in local storage per user (spec 3, 6),
 * so a reload paints the console at once while the server is asked again. Each entry names its
 * user, and nothing is used that belongs to another user or does not parse.
 */
export const STORAGE_KEYS = {
  user: 'apm.user',
  permissions: 'apm.permissions',
  roles: 'apm.roles',
  routes: 'apm.routes',
  /** Set once a session of this browser ended (its user forgotten): what tells it from a visitor's. */
  ended: 'apm.sessionEnded',
} as const;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStore = (): Store | undefined => globalThis.localStorage;

interface Owned<T> {
  userId: string;
  value: T;
}

function read(store: Store, key: string): unknown {
  try {
    return JSON.parse(store.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(store: Store, key: string, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the fast first paint; the server stays the source.
  }
}

function owned<T>(store: Store, key: string, userId: string, parse: (v: unknown) => T): T | undefined {
  const entry = read(store, key) as Owned<unknown> | null;
  if (!entry || entry.userId !== userId) return undefined;
  try {
    return parse(entry.value);
  } catch {
    return undefined;
  }
}

/** Remembers the user: profile under apm.user, permissions and roles under their own keys. */
export function saveUser(user: UserInfo, store = browserStore()): void {
  if (!store) return;
  const { permissions, roles, ...profile } = user;
  write(store, STORAGE_KEYS.user, profile);
  write(store, STORAGE_KEYS.permissions, { userId: user.id, value: permissions } satisfies Owned<unknown>);
  write(store, STORAGE_KEYS.roles, { userId: user.id, value: roles } satisfies Owned<unknown>);
}

/** The remembered user with their permissions and roles; undefined when any part is missing or foreign. */
export function readUser(store = browserStore()): UserInfo | undefined {
  if (!store) return undefined;
  const profile = read(store, STORAGE_KEYS.user) as { id?: unknown } | null;
  if (!profile || typeof profile.id !== 'string') return undefined;
  const list = z.array(operationEntry);
  const permissions = owned(store, STORAGE_KEYS.permissions, profile.id, (v) => list.parse(v));
  const roles = owned(store, STORAGE_KEYS.roles, profile.id, (v) => list.parse(v));
  if (!permissions || !roles) return undefined;
  const parsed = userInfo.safeParse({ ...profile, permissions, roles });
  return parsed.success ? parsed.data : undefined;
}

export function saveRoutes(userId: string, routes: RouteEntry[], store = browserStore()): void {
  if (store) write(store, STORAGE_KEYS.routes, { userId, value: routes } satisfies Owned<RouteEntry[]>);
}

/** The remembered routes of a user; undefined when none or another user's. */
export function readRoutes(userId: string, store = browserStore()): RouteEntry[] | undefined {
  return store ? owned(store, STORAGE_KEYS.routes, userId, (v) => z.array(routeEntry).parse(v)) : undefined;
}

/** Forgets everything about the signed-in user (sign-out, sign-in page), and that a session ended. */
export function forgetUser(store = browserStore()): void {
  if (store) for (const key of Object.values(STORAGE_KEYS)) store.removeItem(key);
}

/**
 * Forgets the user of a session that ended, remembering only that one did: a page of the console
 * that finds no session afterwards (a reload, another tab) goes to /logout, not to /login, until
 * the next sign-in page or sign-out.
 */
export function forgetEndedSession(store = browserStore()): void {
  if (!store) return;
  forgetUser(store);
  write(store, STORAGE_KEYS.ended, true);
}

/** Whether a session was open in this browser: a remembered user, or one whose session ended. */
export function hadSession(store = browserStore()): boolean {
  if (!store) return false;
  return readUser(store) !== undefined || read(store, STORAGE_KEYS.ended) === true;
}
