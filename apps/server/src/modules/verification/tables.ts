import type { Generated } from 'kysely';
import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

/** Verification codes (hashed), spent once, good for ten minutes. */
export interface VerificationCodeTable {
  id: string;
  purpose: string;
  subject: string;
  destination: string;
  channel: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Code sends per destination and per client IP: the last one and the current hour's count. */
export interface CodeThrottleTable {
  key: string;
  last_at: number;
  window_start: number;
  count: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    sys_verification_code: VerificationCodeTable;
    sys_code_throttle: CodeThrottleTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  sys_verification_code: columns<VerificationCodeTable>()(
    'id',
    'purpose',
    'subject',
    'destination',
    'channel',
    'code_hash',
    'attempts',
    'created_at',
    'expires_at',
    'used_at',
  ),
  sys_code_throttle: columns<CodeThrottleTable>()('key', 'last_at', 'window_start', 'count'),
};
