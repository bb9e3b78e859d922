import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

/** One announcement per office (spec 3); its window in epoch SECONDS as the spec fixes it. */
export interface AnnouncementTable {
  id: string;
  office_id: string;
  start_time: number;
  /** null: no end, so the announcement is not shown. */
  end_time: number | null;
  enabled: number;
  title_cn: string;
  title_en: string;
  content_cn: string;
  content_en: string;
  updated_by: string | null;
  created_at: number;
  updated_at: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    sys_announcement: AnnouncementTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  sys_announcement: columns<AnnouncementTable>()(
    'id',
    'office_id',
    'start_time',
    'end_time',
    'enabled',
    'title_cn',
    'title_en',
    'content_cn',
    'content_en',
    'updated_by',
    'created_at',
    'updated_at',
  ),
};
