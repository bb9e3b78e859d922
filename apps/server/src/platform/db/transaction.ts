import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/** What repositories run on: the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Runs `work` in one transaction; the repositories it builds from `trx` share it. */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>) {
  return db.transaction().execute(work);
}

/** Whether an error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Whether an error is a foreign-key violation (SQLite or PostgreSQL): a row still refers to the one changed. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
