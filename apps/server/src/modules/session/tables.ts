import type { Generated } from 'kysely';
import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

export interface SessionTable {
  /** SHA-256 of the cookie token: a leaked table does not leak sessions. */
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  renewed_at: number;
  ip: string;
  user_agent: string;
  /** 1: the password expired; only the forced change (and sign-out) is allowed. */
  must_change_pwd: Generated<number>;
}

export interface LoginFailureTable {
  key: string;
  count: number;
  first_at: number;
  last_at: number;
}

/** One-time single-sign-on tokens (SHA-256 of the token), short-lived. */
export interface SsoTokenTable {
  id: string;
  user_id: string;
  expires_at: number;
}

export interface CaptchaTable {
  id: string;
  answer: string;
  expires_at: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    sys_session: SessionTable;
    sys_login_failure: LoginFailureTable;
    sys_sso_token: SsoTokenTable;
    sys_captcha: CaptchaTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  sys_session: columns<SessionTable>()(
    'id',
    'user_id',
    'created_at',
    'expires_at',
    'renewed_at',
    'ip',
    'user_agent',
    'must_change_pwd',
  ),
  sys_login_failure: columns<LoginFailureTable>()('key', 'count', 'first_at', 'last_at'),
  sys_sso_token: columns<SsoTokenTable>()('id', 'user_id', 'expires_at'),
  sys_captcha: columns<CaptchaTable>()('id', 'answer', 'expires_at'),
};
