import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

/**
 * A publication: what was sent, kept as it was (the program may change or go since): the
 * program's document at its version and the files it needs.
 */
export interface PublishTable {
  id: string;
  /** The program's office: who sees the record. */
  office_id: string;
  /** The program published (no foreign key: the record outlives the program). */
  program_id: string;
  program_name: string;
  program_version: number;
  width: number;
  height: number;
  /** The document as published (JSON, the current format version). */
  document: string;
  /** The files it needs, `[{ md5, size, mime }]` (JSON): the terminals' downloads, kept from collection. */
  files: string;
  file_count: number;
  bytes: number;
  terminal_count: number;
  created_by: string | null;
  created_by_name: string;
  created_at: number;
}

/**
 * One terminal's delivery of a publication; the terminal's reports move its state, except queued
 * and replaced, which the server sets (a later publication sent to the terminal replaces it).
 */
export interface DeliveryTable {
  publish_id: string;
  terminal_id: string;
  /** The publication's office (the delivery is seen with its record, and its events go to that range). */
  office_id: string;
  /** The terminal's name when it was published to (shown once the terminal is out of range or gone). */
  terminal_name: string;
  /** queued | sent | downloading | ready | playing | failed | replaced */
  state: string;
  percent: number | null;
  reason: string | null;
  /** When it was queued (again, on a re-send): a terminal plays its most recently queued publication. */
  queued_at: number;
  updated_at: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    publish: PublishTable;
    delivery: DeliveryTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  publish: columns<PublishTable>()(
    'id',
    'office_id',
    'program_id',
    'program_name',
    'program_version',
    'width',
    'height',
    'document',
    'files',
    'file_count',
    'bytes',
    'terminal_count',
    'created_by',
    'created_by_name',
    'created_at',
  ),
  delivery: columns<DeliveryTable>()(
    'publish_id',
    'terminal_id',
    'office_id',
    'terminal_name',
    'state',
    'percent',
    'reason',
    'queued_at',
    'updated_at',
  ),
};
