import type { Generated } from 'kysely';
import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

export interface OfficeTable {
  id: string;
  parent_id: string | null;
  /** Ids of every ancestor and itself, comma-separated and comma-ended: subtree = LIKE 'path%'. */
  path: string;
  name: string;
  type: string;
  sort: Generated<number>;
  remarks: Generated<string>;
  created_at: number;
  updated_at: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    sys_office: OfficeTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  sys_office: columns<OfficeTable>()(
    'id',
    'parent_id',
    'path',
    'name',
    'type',
    'sort',
    'remarks',
    'created_at',
    'updated_at',
  ),
};
