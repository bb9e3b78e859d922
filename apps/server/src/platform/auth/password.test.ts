import argon2 from 'argon2';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { hashPassword, PASSWORD_POOL_SIZE, setPasswordHashStrength, verifyPassword } from './password.js';

describe('password hashes', () => {
  it('carry the strength they were made with, and verify whatever the strength set now', async () => {
    setPasswordHashStrength('minimum');
    const light = await hashPassword('Harbour2026');
    expect(light).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    setPasswordHashStrength('standard');
    const standard = await hashPassword('Harbour2026');
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    expect(await verifyPassword(light, 'Harbour2026')).toBe(true);
    expect(await verifyPassword(standard, 'Harbour2026')).toBe(true);
    expect(await verifyPassword(light, 'harbour2026')).toBe(false);
  });

  it('are standard unless the configuration says minimum, and nothing else is taken', () => {
    expect(loadConfig({}).passwordHashStrength).toBe('standard');
    expect(loadConfig({ PASSWORD_HASH_STRENGTH: 'minimum' }).passwordHashStrength).toBe('minimum');
    expect(() => loadConfig({ PASSWORD_HASH_STRENGTH: 'weak' })).toThrow(/PASSWORD_HASH_STRENGTH/);
  });

  it('are checked at most PASSWORD_POOL_SIZE at once, however many sign-ins arrive together', async () => {
    setPasswordHashStrength('minimum');
    const hash = await hashPassword('Harbour2026');
    const verify = argon2.verify.bind(argon2);
    let running = 0;
    let most = 0;
    const spy = vi.spyOn(argon2, 'verify').mockImplementation(async (...args) => {
      running++;
      most = Math.max(most, running);
      try {
        return await verify(...args);
      } finally {
        running--;
      }
    });
    try {
      const burst = Array.from({ length: 4 * PASSWORD_POOL_SIZE + 3 }, (_, i) =>
        verifyPassword(i % 2 ? hash : undefined, i % 3 ? 'Harbour2026' : 'wrong'),
      );
      const answers = await Promise.all(burst);
      expect(answers).toEqual(burst.map((_, i) => i % 2 === 1 && i % 3 !== 0));
      expect(spy).toHaveBeenCalledTimes(burst.length);
      expect(most).toBeLessThanOrEqual(PASSWORD_POOL_SIZE);
      expect(PASSWORD_POOL_SIZE).toBeGreaterThanOrEqual(1);
    } finally {
      spy.mockRestore();
    }
  });
});
