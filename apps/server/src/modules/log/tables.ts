import type { Generated } from 'kysely';
import { columns, sqliteOnly, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

export interface LogTable {
  id: string;
  office_id: string | null;
  user_id: string | null;
  user_name: string;
  at: number;
  ip: string;
  user_agent: string;
  module: string;
  action: string;
  target: string;
  changes: string;
}

/**
 * The distinct user names of sys_log and how many of its rows carry each, kept by triggers on
 * sys_log (migrations 0022 and 0023); a name search reads it first (user-names.ts).
 */
export interface LogUserNameTable {
  id: Generated<number>;
  user_name: string;
  rows: number;
}

/** SQLite only: an FTS5 table (trigram tokenizer) of sys_log_user_name's names, its rowid their id. */
export interface LogUserNameSearchTable {
  user_name: string;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    sys_log: LogTable;
    sys_log_user_name: LogUserNameTable;
    sys_log_user_name_search: LogUserNameSearchTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  sys_log: columns<LogTable>()(
    'id',
    'office_id',
    'user_id',
    'user_name',
    'at',
    'ip',
    'user_agent',
    'module',
    'action',
    'target',
    'changes',
  ),
  sys_log_user_name: columns<LogUserNameTable>()('id', 'user_name', 'rows'),
  sys_log_user_name_search: sqliteOnly(columns<LogUserNameSearchTable>()('user_name')),
};
