import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

/** A program of an office: its document (JSON text, the current format version) and what lists show of it. */
export interface ProgramTable {
  id: string;
  office_id: string;
  name: string;
  /** The document's canvas, kept beside it for lists. */
  width: number;
  height: number;
  scene_count: number;
  material_count: number;
  /** 1 at creation, one more with each save: a save names the version it started from. */
  version: number;
  document: string;
  created_by: string | null;
  created_at: number;
  updated_by: string | null;
  /** Who saved it last, as named then (the user may be gone since). */
  updated_by_name: string;
  updated_at: number;
}

/** A material a program's document uses, with the file it had when the program was saved. */
export interface ProgramMaterialTable {
  program_id: string;
  material_id: string;
  /** The material's file: the program keeps it from collection (blob reference). */
  md5: string;
}

/** A saved version of a program (the last PROGRAM_VERSIONS_KEPT of each), the current one among them. */
export interface ProgramVersionTable {
  program_id: string;
  version: number;
  name: string;
  width: number;
  height: number;
  scene_count: number;
  /** The document as saved then (JSON text, the format version of then). */
  document: string;
  saved_by_name: string;
  saved_at: number;
  /** A restore: the version it brought back. */
  restored_from: number | null;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    program: ProgramTable;
    program_material: ProgramMaterialTable;
    program_version: ProgramVersionTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  program: columns<ProgramTable>()(
    'id',
    'office_id',
    'name',
    'width',
    'height',
    'scene_count',
    'material_count',
    'version',
    'document',
    'created_by',
    'created_at',
    'updated_by',
    'updated_by_name',
    'updated_at',
  ),
  program_material: columns<ProgramMaterialTable>()('program_id', 'material_id', 'md5'),
  program_version: columns<ProgramVersionTable>()(
    'program_id',
    'version',
    'name',
    'width',
    'height',
    'scene_count',
    'document',
    'saved_by_name',
    'saved_at',
    'restored_from',
  ),
};
