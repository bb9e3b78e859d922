import os from 'node:os';
import argon2 from 'argon2';
import { boundedPool } from './bounded-pool.js';

/**
 * How costly a new password hash is (PASSWORD_HASH_STRENGTH): `standard` is argon2's own default
 * (64 MiB, 3 passes, 4 lanes: about a quarter of a second of two cores here); `minimum` is the
 * least OWASP's password storage guidance accepts for argon2id (19 MiB, 2 passes, 1 lane), for
 * small machines and the test suites. Every hash keeps its parameters, so a change of strength
 * leaves stored passwords valid.
 */
export const PASSWORD_HASH_STRENGTHS = {
  standard: {},
  minimum: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
} as const;
export type PasswordHashStrength = keyof typeof PASSWORD_HASH_STRENGTHS;

let strength: PasswordHashStrength = 'standard';

/** Sets the strength of the hashes made from now on (the server's configuration, at start). */
export function setPasswordHashStrength(s: PasswordHashStrength): void {
  strength = s;
}

/**
 * How many hashes run at once: no more than the cores, and one thread of libuv's pool (4 unless
 * UV_THREADPOOL_SIZE says otherwise) always left to file reads and the rest. Further sign-ins wait.
 */
export const PASSWORD_POOL_SIZE = Math.max(
  1,
  Math.min(os.availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
);
const pool = boundedPool(PASSWORD_POOL_SIZE);

/** An argon2id hash of a password (parameters kept inside the hash). */
export const hashPassword = (password: string): Promise<string> => {
  const options = { type: argon2.argon2id, ...PASSWORD_HASH_STRENGTHS[strength] };
  return pool.run(() => argon2.hash(password, options));
};

// Verified against when the user does not exist, so both answers take as long.
let dummyHash: Promise<string> | undefined;

/** Whether `password` matches `hash`; with no hash, spends the same time and says no. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not a password of anyone');
    const dummy = await dummyHash;
    await pool.run(() => argon2.verify(dummy, password)).catch(() => false);
    return false;
  }
  return pool.run(() => argon2.verify(hash, password)).catch(() => false);
}
