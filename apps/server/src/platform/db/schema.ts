import type { JobState } from '@apm/contract';
import type { Generated } from 'kysely';
import { columns, type TableColumns } from './tables.js';

/**
 * The tables of the database, by name. Ids are UUIDv7 text, times epoch ms, booleans 0/1, JSON
 * text. The platform's own tables are here; each module adds its tables to this interface in its
 * tables.ts (`declare module '../../platform/db/schema.js'`), so a module's tables live with it.
 */
export interface Database {
  schema_migration: SchemaMigrationTable;
  sys_mail_outbox: MailOutboxTable;
  sys_job: JobTable;
  sys_blob: BlobTable;
}

export interface SchemaMigrationTable {
  name: string;
  applied_at: number;
}

/** Mails not delivered: no mail server configured ('notConfigured') or refused ('failed'). */
export interface MailOutboxTable {
  id: string;
  office_id: string | null;
  to_addr: string;
  subject: string;
  body: string;
  status: string;
  error: Generated<string>;
  created_at: number;
}

/** Background jobs (platform/jobs owns this table). */
export interface JobTable {
  id: string;
  kind: string;
  payload: string;
  state: JobState;
  owner_id: string | null;
  singleton_key: string | null;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: number;
  locked_by: string | null;
  lock_expires_at: number | null;
  progress: string | null;
  result: string | null;
  error: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

/** Stored contents by MD5 (platform/storage owns this table); put_at is the last put or keep. */
export interface BlobTable {
  md5: string;
  size: number;
  created_at: number;
  put_at: number;
}

/** The platform's tables and their columns (checked against the live schema by a test). */
export const platformTables: TableColumns = {
  schema_migration: columns<SchemaMigrationTable>()('name', 'applied_at'),
  sys_mail_outbox: columns<MailOutboxTable>()(
    'id',
    'office_id',
    'to_addr',
    'subject',
    'body',
    'status',
    'error',
    'created_at',
  ),
  sys_job: columns<JobTable>()(
    'id',
    'kind',
    'payload',
    'state',
    'owner_id',
    'singleton_key',
    'attempts',
    'max_attempts',
    'run_at',
    'locked_by',
    'lock_expires_at',
    'progress',
    'result',
    'error',
    'created_at',
    'updated_at',
    'finished_at',
  ),
  sys_blob: columns<BlobTable>()('md5', 'size', 'created_at', 'put_at'),
};
