import type { Generated } from 'kysely';
import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

/** Notices addressed to one user (spec 3 notice item). */
export interface NotificationTable {
  id: string;
  office_id: string;
  user_id: string;
  kind: string;
  content_cn: string;
  content_en: string;
  link: Generated<string>;
  read_state: Generated<number>;
  read_at: number | null;
  created_at: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    sys_notification: NotificationTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  sys_notification: columns<NotificationTable>()(
    'id',
    'office_id',
    'user_id',
    'kind',
    'content_cn',
    'content_en',
    'link',
    'read_state',
    'read_at',
    'created_at',
  ),
};
