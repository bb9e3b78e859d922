import argon2 from 'argon2';

/** An argon2id hash of a password (parameters kept inside the hash). */
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

// Verified against when the user does not exist, so both answers take as long.
let dummyHash: Promise<string> | undefined;

/** Whether `password` matches `hash`; with no hash, spends the same time and says no. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not a password of anyone');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
