import type { Generated } from 'kysely';
import { columns, sqliteOnly, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

export interface UserTable {
  id: string;
  office_id: string;
  login_name: string;
  name: string;
  password_hash: string;
  email: Generated<string>;
  phone: Generated<string>;
  avatar: Generated<string>;
  user_pwd_type: Generated<string>;
  status: Generated<string>;
  login_ip: Generated<string>;
  login_date: Generated<number | null>;
  /** The sign-in before the latest one, shown to the user as 'last sign-in'. */
  prev_login_ip: Generated<string>;
  prev_login_date: Generated<number | null>;
  /** When the password was set; null: at creation (created_at). Expiry counts from it. */
  pwd_changed_at: Generated<number | null>;
  /** The office the user chose as default data range (null: their own office). */
  data_range_office_id: Generated<string | null>;
  created_at: number;
  updated_at: number;
}

/** Earlier password hashes of a user (the policy's history). */
export interface PasswordHistoryTable {
  id: string;
  user_id: string;
  password_hash: string;
  created_at: number;
}

/**
 * SQLite only (migration 0021): the number of each user's row in sys_user_search, an FTS5 table
 * with the trigram tokenizer of every user's `name` and `login_name` (search.ts), both kept by
 * triggers on sys_user.
 */
export interface UserSearchDocTable {
  doc: Generated<number>;
  user_id: string;
}

/** SQLite only: the FTS5 table itself (its rowid is the doc of sys_user_search_doc). */
export interface UserSearchTable {
  name: string;
  login_name: string;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    sys_user: UserTable;
    sys_password_history: PasswordHistoryTable;
    sys_user_search_doc: UserSearchDocTable;
    sys_user_search: UserSearchTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  sys_user: columns<UserTable>()(
    'id',
    'office_id',
    'login_name',
    'name',
    'password_hash',
    'email',
    'phone',
    'avatar',
    'user_pwd_type',
    'status',
    'login_ip',
    'login_date',
    'prev_login_ip',
    'prev_login_date',
    'pwd_changed_at',
    'data_range_office_id',
    'created_at',
    'updated_at',
  ),
  sys_password_history: columns<PasswordHistoryTable>()('id', 'user_id', 'password_hash', 'created_at'),
  sys_user_search_doc: sqliteOnly(columns<UserSearchDocTable>()('doc', 'user_id')),
  sys_user_search: sqliteOnly(columns<UserSearchTable>()('name', 'login_name')),
};
