import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// JSON text.

/** A play plan of an office: its kind, its entries (JSON, in order) and what lists show of it. */
export interface PlayPlanTable {
  id: string;
  office_id: string;
  name: string;
  /** loop | interstitial | default */
  kind: string;
  /** Interstitial plans: after how many items, or minutes, they break in; null otherwise. */
  every_items: number | null;
  every_minutes: number | null;
  /** `[{ id, programId, play, priority, when }]` (contract planEntryInput), in order. */
  entries: string;
  entry_count: number;
  /** 1 at creation, one more with each save: a save names the version it started from. */
  version: number;
  created_by: string | null;
  created_at: number;
  updated_by: string | null;
  /** Who saved it last, as named then (the user may be gone since). */
  updated_by_name: string;
  updated_at: number;
}

/** A program a plan's entries name: a program in a plan is not deleted. */
export interface PlayPlanProgramTable {
  plan_id: string;
  program_id: string;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    play_plan: PlayPlanTable;
    play_plan_program: PlayPlanProgramTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  play_plan: columns<PlayPlanTable>()(
    'id',
    'office_id',
    'name',
    'kind',
    'every_items',
    'every_minutes',
    'entries',
    'entry_count',
    'version',
    'created_by',
    'created_at',
    'updated_by',
    'updated_by_name',
    'updated_at',
  ),
  play_plan_program: columns<PlayPlanProgramTable>()('plan_id', 'program_id'),
};
