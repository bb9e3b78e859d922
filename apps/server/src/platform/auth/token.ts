import { createHash, randomBytes } from 'node:crypto';

/** A new session token (256 random bits, base64url) for the cookie. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database stores for a token: its SHA-256, so the table alone opens no session. */
export const tokenId = (token: string): string => createHash('sha256').update(token).digest('hex');
