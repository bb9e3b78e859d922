import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PAIRING_ALPHABET, PAIRING_CODE_LENGTH } from '@apm/contract';

/** A secret or claim token: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the server keeps of a token: its SHA-256, hex. */
export const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether `token` hashes to `hash`, in constant time. */
export function matches(token: string | null | undefined, hash: string | null): boolean {
  if (!token || !hash) return false;
  const a = Buffer.from(hashOf(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A pairing code of the alphabet without look-alike letters. */
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  return code;
}

/** `Authorization: Bearer <terminalId>.<secret>` split; null when it is not of that form. */
export function bearerOf(header: string | undefined): { terminalId: string; secret: string } | null {
  const m = /^Bearer ([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{1,128})$/.exec(header?.trim() ?? '');
  return m ? { terminalId: m[1]!, secret: m[2]! } : null;
}
