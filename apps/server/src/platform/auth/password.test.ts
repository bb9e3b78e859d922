import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { hashPassword, setPasswordHashStrength, verifyPassword } from './password.js';

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
});
