import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_PREFIX, TERMINAL_PATHS } from '@apm/contract';
import type { Kysely } from 'kysely';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { settingsRepo } from '../settings/repo.js';

/** The settings key of the file-address key: made once at first start, never answered by any call. */
const FILE_KEY = 'terminal.fileSigningKey';

/** Why a file address was refused. */
export type AddressRefusal = 'expired' | 'badSignature';

/**
 * Signed, expiring file addresses (docs/terminal-protocol.md section 6): HMAC-SHA256 over the
 * file's MD5, the terminal and the expiry, with a server key kept like the RSA login key.
 */
export function fileSigner(db: Kysely<Database>) {
  let key: Buffer | undefined;
  const keyOf = async (): Promise<Buffer> => {
    if (key) return key;
    const stored = await settingsRepo(db).get(FILE_KEY);
    if (!stored) throw new Error('The file-address key is missing: the server did not finish starting');
    key = Buffer.from(stored, 'base64url');
    return key;
  };
  const mac = (k: Buffer, md5: string, tid: string, exp: number) =>
    createHmac('sha256', k).update(`${md5}.${tid}.${exp}`).digest('base64url');

  return {
    /** At start, under the start-up lock: makes the key once for every server process. */
    async ensureKey(trx: Kysely<Database>): Promise<void> {
      const repo = settingsRepo(trx);
      if ((await repo.get(FILE_KEY)) === undefined) {
        await repo.insert(FILE_KEY, randomBytes(32).toString('base64url'), now());
      }
    },
    /** The address of a file for a terminal, valid until `expiresAt` (epoch ms). */
    async url(md5: string, terminalId: string, expiresAt: number): Promise<string> {
      const sig = mac(await keyOf(), md5, terminalId, expiresAt);
      const q = new URLSearchParams({ tid: terminalId, exp: String(expiresAt), sig });
      return `${API_PREFIX}${TERMINAL_PATHS.file}/${md5}?${q}`;
    },
    /** Whether an address is good now; its refusal otherwise (a bad signature before an expiry). */
    async check(md5: string, q: { tid: string; exp: number; sig: string }): Promise<AddressRefusal | null> {
      const want = Buffer.from(mac(await keyOf(), md5, q.tid, q.exp));
      const got = Buffer.from(q.sig);
      if (got.length !== want.length || !timingSafeEqual(got, want)) return 'badSignature';
      return q.exp < now() ? 'expired' : null;
    },
  };
}
export type FileSigner = ReturnType<typeof fileSigner>;
