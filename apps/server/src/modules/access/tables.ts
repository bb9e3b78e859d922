import type { Generated } from 'kysely';
import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

export interface MenuTable {
  id: string;
  parent_id: string | null;
  name: string;
  type: string;
  path: string | null;
  icon: string | null;
  permission: string;
  sort: number;
  invisible: Generated<number>;
  built: Generated<number>;
  /** 1: added by an administrator; 0: an entry of the catalogue. */
  custom: Generated<number>;
  /** The external address of a link entry. */
  link: Generated<string | null>;
  /** An administrator's changes to a catalogue entry (null: the catalogue's value holds). */
  name_set: Generated<string | null>;
  icon_set: Generated<string | null>;
  sort_set: Generated<number | null>;
  invisible_set: Generated<number | null>;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    sys_menu: MenuTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  sys_menu: columns<MenuTable>()(
    'id',
    'parent_id',
    'name',
    'type',
    'path',
    'icon',
    'permission',
    'sort',
    'invisible',
    'built',
    'custom',
    'link',
    'name_set',
    'icon_set',
    'sort_set',
    'invisible_set',
  ),
};
