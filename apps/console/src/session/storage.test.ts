import type { RouteEntry, UserInfo } from '@apm/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  forgetEndedSession,
  forgetUser,
  hadSession,
  readRoutes,
  readUser,
  saveRoutes,
  saveUser,
} from './storage';

class MemoryStore {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

const user = (id: string): UserInfo => ({
  id,
  loginName: `user-${id}`,
  name: `User ${id}`,
  avatar: '',
  email: 'a@example.com',
  phone: '',
  userPwdType: '2',
  officeId: 'o1',
  officeName: 'Head office',
  lastLoginDate: 1_700_000_000_000,
  lastLoginIp: '10.0.0.2',
  sessionExpiresAt: 1_700_007_200_000,
  permissions: [{ id: 'sys:user', operation: ['view'] }],
  roles: [{ id: 'admin', operation: ['sys:user:view'] }],
  roleNames: ['Administrator'],
  secondDomainName: '',
  personalType: '',
  logo: '',
});

const routes: RouteEntry[] = [
  { id: 'home', name: 'home', path: 'home', icon: 'HomeOutlined', authority: '*', invisible: false, children: [] },
];

describe('user storage', () => {
  let store: MemoryStore;
  beforeEach(() => (store = new MemoryStore()));

  it('gives back the user it saved, with permissions and roles under their own keys', () => {
    saveUser(user('u1'), store);
    expect(readUser(store)).toEqual(user('u1'));
    expect(JSON.parse(store.getItem(STORAGE_KEYS.permissions)!)).toEqual({
      userId: 'u1',
      value: [{ id: 'sys:user', operation: ['view'] }],
    });
    expect(JSON.parse(store.getItem(STORAGE_KEYS.user)!)).not.toHaveProperty('permissions');
  });

  it("does not mix one user's profile with another user's permissions", () => {
    saveUser(user('u1'), store);
    const other = JSON.parse(store.getItem(STORAGE_KEYS.user)!);
    store.setItem(STORAGE_KEYS.user, JSON.stringify({ ...other, id: 'u2' }));
    expect(readUser(store)).toBeUndefined();
  });

  it('ignores what does not parse', () => {
    store.setItem(STORAGE_KEYS.user, '{not json');
    expect(readUser(store)).toBeUndefined();
    saveUser(user('u1'), store);
    store.setItem(STORAGE_KEYS.roles, JSON.stringify({ userId: 'u1', value: [{ id: 5 }] }));
    expect(readUser(store)).toBeUndefined();
  });

  it('keeps routes per user', () => {
    saveRoutes('u1', routes, store);
    expect(readRoutes('u1', store)).toEqual(routes);
    expect(readRoutes('u2', store)).toBeUndefined();
  });

  it('forgets everything', () => {
    saveUser(user('u1'), store);
    saveRoutes('u1', routes, store);
    forgetUser(store);
    expect(store.items.size).toBe(0);
    expect(readUser(store)).toBeUndefined();
  });

  it('remembers that a session ended once its user is forgotten, until the next sign-in page or sign-out', () => {
    expect(hadSession(store)).toBe(false);
    saveUser(user('u1'), store);
    expect(hadSession(store)).toBe(true);
    forgetEndedSession(store);
    expect(readUser(store)).toBeUndefined();
    expect(hadSession(store)).toBe(true);
    expect([...store.items.keys()]).toEqual([STORAGE_KEYS.ended]);
    forgetUser(store);
    expect(hadSession(store)).toBe(false);
    expect(hadSession(undefined)).toBe(false);
  });

  it('does nothing without a storage', () => {
    expect(() => saveUser(user('u1'), undefined)).not.toThrow();
    expect(readUser(undefined)).toBeUndefined();
  });
});
