import { columns, type TableColumns } from '../../platform/db/tables.js';

// The table this module owns: only its repo writes it. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

/** A message of an office: its look and when it shows; what was sent of it is the publish module's. */
export interface MessageTable {
  id: string;
  office_id: string;
  name: string;
  /** The look (contract messageLook), JSON. */
  look: string;
  priority: number;
  emergency: number;
  /** When it starts (null: when it is sent) and ends (null: until stopped or its limit). */
  start_at: number | null;
  end_at: number | null;
  /** none | duration | repeats */
  limit_mode: string;
  duration_sec: number | null;
  repeats: number | null;
  /** 1 at creation, one more with each save: a save names the version it started from. */
  version: number;
  created_by: string | null;
  created_at: number;
  updated_by: string | null;
  /** Who saved it last, as named then (the user may be gone since). */
  updated_by_name: string;
  updated_at: number;
  /** Soft-deleted: when and by whom (hidden from the list, restorable); null otherwise. */
  deleted_at: number | null;
  deleted_by_name: string | null;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    message: MessageTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  message: columns<MessageTable>()(
    'id',
    'office_id',
    'name',
    'look',
    'priority',
    'emergency',
    'start_at',
    'end_at',
    'limit_mode',
    'duration_sec',
    'repeats',
    'version',
    'created_by',
    'created_at',
    'updated_by',
    'updated_by_name',
    'updated_at',
    'deleted_at',
    'deleted_by_name',
  ),
};
