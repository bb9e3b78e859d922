import { AUDIT_NAMES, type AuditRecorded } from '@apm/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expiringCache, reachOf } from './access-cache.js';

afterEach(() => vi.useRealTimers());

const kind = (name: string) => {
  const [module, action] = name.split('.');
  return { module, action } as Pick<AuditRecorded, 'module' | 'action'>;
};

describe('reachOf', () => {
  it('says for every audit kind whom it reaches, and that access changes reach beyond nobody', () => {
    for (const name of AUDIT_NAMES) expect(['none', 'actor', 'everyone']).toContain(reachOf(kind(name)));
    for (const name of ['role.update', 'menu.create', 'user.update', 'user.delete', 'office.move']) {
      expect(reachOf(kind(name))).toBe('everyone');
    }
    for (const name of ['session.logout', 'user.changePassword', 'user.resetPassword', 'user.dataRange']) {
      expect(reachOf(kind(name))).toBe('actor');
    }
    expect(reachOf(kind('session.login'))).toBe('none');
  });
});

describe('expiringCache', () => {
  it('answers a kept value until its time is up, then loads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const cache = expiringCache<number>(1000);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    vi.setSystemTime(1_000_999);
    expect(await cache.get('k', load)).toBe(1);
    vi.setSystemTime(1_001_000);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep what a load read while entries were dropped', async () => {
    const cache = expiringCache<string>(60_000);
    let release!: (v: string) => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = r)));
    cache.drop({ key: 'other' });
    release('read before the change');
    expect(await slow).toBe('read before the change');
    expect(await cache.get('k', () => Promise.resolve('read after'))).toBe('read after');
    expect(await cache.get('k', () => Promise.resolve('not read'))).toBe('read after');
  });

  it("drops a user's entries, a key's, or everything; keeps nothing with no time to live; bounds its size", async () => {
    const cache = expiringCache<string>(60_000, 2, { owner: (_k, v) => v });
    await cache.get('a', () => Promise.resolve('A'));
    await cache.get('b', () => Promise.resolve('B'));
    cache.drop({ user: 'A' });
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBe('B');
    cache.drop({ key: 'b' });
    expect(cache.peek('b')).toBeUndefined();
    await cache.get('b', () => Promise.resolve('B'));
    await cache.get('c', () => Promise.resolve('C'));
    await cache.get('d', () => Promise.resolve('D'));
    expect(cache.size).toBe(2);
    expect(cache.peek('b')).toBeUndefined();
    cache.drop();
    expect(cache.size).toBe(0);
    const none = expiringCache<string>(0);
    await none.get('a', () => Promise.resolve('A'));
    expect(none.size).toBe(0);
  });
});
