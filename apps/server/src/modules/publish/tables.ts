import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

/**
 * A publication: what was sent, kept as it was (the program, plan or message may change or go
 * since): its subject (a program, a play plan with its entries, or a message), the documents of its
 * programs at their versions (publish_document) and the files they need.
 */
export interface PublishTable {
  id: string;
  /** The subject's office: who sees the record. */
  office_id: string;
  /** program | plan | message | playNow (a program played now for a while) */
  kind: string;
  /** The program, plan or message published (no foreign key: the record outlives it), its name and version then. */
  subject_id: string;
  subject_name: string;
  subject_version: number;
  /** The canvas of the (first) program, for lists. */
  width: number;
  height: number;
  /** A plan publication: the plan as published, `{ kind, everyItems, everyMinutes, entries }` (JSON); null for a program. */
  plan: string | null;
  /** A message publication: the message as sent, `{ look, priority, emergency, from, to, repeats }` (JSON); else null. */
  message: string | null;
  /** A play-now: when its program plays, `{ from, to }` (JSON), at PLAY_NOW_PRIORITY; else null. */
  play_now: string | null;
  /** Stopped: its terminals dropped it (nothing of its slot comes back); when and by whom. */
  stopped_at: number | null;
  stopped_by_name: string | null;
  /** approved (sent), pending (waits for a reviewer: the `audit` setting) or rejected (never sent). */
  review_state: string;
  review_note: string | null;
  reviewed_by_name: string | null;
  reviewed_at: number | null;
  /** The publisher's note for the reviewer. */
  submit_note: string | null;
  /** The terminals it goes to once approved (JSON ids); null when it was sent at once. */
  terminal_ids: string | null;
  /** The files it needs, `[{ md5, size, mime }]` (JSON): the terminals' downloads, kept from collection. */
  files: string;
  file_count: number;
  bytes: number;
  terminal_count: number;
  created_by: string | null;
  created_by_name: string;
  created_at: number;
}

/** A program's document as a publication sent it (the current format version, JSON). */
export interface PublishDocumentTable {
  publish_id: string;
  /** Its place among the publication's programs (a plan's in the order its entries first name them). */
  position: number;
  program_id: string;
  program_name: string;
  program_version: number;
  width: number;
  height: number;
  document: string;
}

/**
 * One terminal's delivery of a publication; the terminal's reports move its state, except queued
 * and replaced, which the server sets (a later publication of the same slot sent to the terminal
 * replaces it).
 */
export interface DeliveryTable {
  publish_id: string;
  terminal_id: string;
  /** The publication's office (the delivery is seen with its record, and its events go to that range). */
  office_id: string;
  /** The terminal's name when it was published to (shown once the terminal is out of range or gone). */
  terminal_name: string;
  /**
   * What it takes the place of on the terminal: `program` for every program publication (the latest
   * plays), `plan:<planId>` for a plan's and `message:<messageId>` for a message's (the latest of
   * each plan and message is kept, beside the others).
   */
  slot: string;
  /** queued | sent | downloading | ready | playing | failed | replaced */
  state: string;
  percent: number | null;
  reason: string | null;
  /** When it was queued (again, on a re-send): of each slot, a terminal holds its most recently queued publication. */
  queued_at: number;
  updated_at: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    publish: PublishTable;
    publish_document: PublishDocumentTable;
    delivery: DeliveryTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  publish: columns<PublishTable>()(
    'id',
    'office_id',
    'kind',
    'subject_id',
    'subject_name',
    'subject_version',
    'width',
    'height',
    'plan',
    'message',
    'play_now',
    'stopped_at',
    'stopped_by_name',
    'review_state',
    'review_note',
    'reviewed_by_name',
    'reviewed_at',
    'submit_note',
    'terminal_ids',
    'files',
    'file_count',
    'bytes',
    'terminal_count',
    'created_by',
    'created_by_name',
    'created_at',
  ),
  publish_document: columns<PublishDocumentTable>()(
    'publish_id',
    'position',
    'program_id',
    'program_name',
    'program_version',
    'width',
    'height',
    'document',
  ),
  delivery: columns<DeliveryTable>()(
    'publish_id',
    'terminal_id',
    'office_id',
    'terminal_name',
    'slot',
    'state',
    'percent',
    'reason',
    'queued_at',
    'updated_at',
  ),
};
