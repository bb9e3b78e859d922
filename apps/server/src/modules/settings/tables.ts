import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

export interface SettingTable {
  key: string;
  value: string;
  updated_at: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    sys_setting: SettingTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  sys_setting: columns<SettingTable>()('key', 'value', 'updated_at'),
};
