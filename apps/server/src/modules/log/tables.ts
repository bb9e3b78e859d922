import { columns, type TableColumns } from '../../platform/db/tables.js';

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

declare module '../../platform/db/schema.js' {
  interface Database {
    sys_log: LogTable;
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
};
