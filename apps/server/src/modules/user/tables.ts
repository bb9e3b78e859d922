import type { Generated } from 'kysely';
import { columns, type TableColumns } from '../../platform/db/tables.js';

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

declare module '../../platform/db/schema.js' {
  interface Database {
    sys_user: UserTable;
    sys_password_history: PasswordHistoryTable;
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
};
