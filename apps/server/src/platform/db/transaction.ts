import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/** What repositories run on: the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** What waits for each open transaction's commit (see afterCommit). */
const onCommit = new WeakMap<object, Array<() => void>>();

/**
 * Runs `work` in one transaction; the repositories it builds from `trx` share it. What `work`
 * handed to afterCommit runs once the transaction has committed, and never when it rolled back.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>) {
  const hooks: Array<() => void> = [];
  const result = await db.transaction().execute(async (trx) => {
    onCommit.set(trx, hooks);
    try {
      return await work(trx);
    } finally {
      onCommit.delete(trx);
    }
  });
  for (const h of hooks) h();
  return result;
}

/**
 * Runs `fn` once what `ex` wrote is committed: at once outside a transaction, after the commit
 * inside one opened by inTransaction. A transaction opened another way cannot say when it
 * commits, so it is refused rather than letting events run ahead of their rows.
 */
export function afterCommit(ex: Executor, fn: () => void): void {
  if (!ex.isTransaction) return fn();
  const hooks = onCommit.get(ex);
  if (!hooks) throw new Error('afterCommit: the transaction was not opened by inTransaction');
  hooks.push(fn);
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
