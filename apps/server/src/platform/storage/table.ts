import { sql } from 'kysely';
import type { Executor } from '../db/transaction.js';
import type { Md5Query } from './references.js';

/**
 * Every query of the table of blobs (sys_blob): one row per stored content, written only by
 * platform/storage. `put_at` is the last put (or keep) of the content: the grace period of a
 * collection counts from it, so content put again just now is spared whoever else had it.
 */
export function blobTable(db: Executor) {
  return {
    /** Records a put or keep: a new row, or the put time of the known one renewed. */
    async touch(md5: string, size: number, at: number): Promise<void> {
      await db
        .insertInto('sys_blob')
        .values({ md5, size, created_at: at, put_at: at })
        .onConflict((oc) => oc.column('md5').doUpdateSet({ put_at: at }))
        .execute();
    },

    /**
     * Deletes up to `limit` rows put before `before` whose MD5 no reference answers, and answers
     * their MD5s: one statement, the references read once for the whole batch. The put time is
     * checked again on the row itself, so a put that renewed it meanwhile keeps it (PostgreSQL
     * re-reads a row changed under it; SQLite has one writer at a time).
     */
    async deleteUnreferenced(before: number, references: Md5Query[], limit: number): Promise<string[]> {
      let garbage = db.selectFrom('sys_blob').select('md5').where('put_at', '<', before);
      for (const [i, r] of references.entries()) {
        // Each reference in its own subquery: a reference that is itself a union stays whole.
        const alias = `r${i}`;
        garbage = garbage.except(db.selectFrom(r.as(alias)).select(sql<string>`${sql.ref(`${alias}.md5`)}`.as('md5')));
      }
      const batch = db.selectFrom(garbage.as('g')).select('g.md5').limit(limit);
      const rows = await db
        .deleteFrom('sys_blob')
        .where('put_at', '<', before)
        .where('md5', 'in', batch)
        .returning('md5')
        .execute();
      return rows.map((r) => r.md5);
    },

    /** Those of `md5s` that have a row (put again since they were deleted, say). */
    async present(md5s: string[]): Promise<string[]> {
      if (md5s.length === 0) return [];
      const rows = await db.selectFrom('sys_blob').select('md5').where('md5', 'in', md5s).execute();
      return rows.map((r) => r.md5);
    },

    /** Rows for stored files the table lacks, as if put at `at` (so the grace period covers them). */
    async adopt(blobs: Array<{ md5: string; size: number }>, at: number): Promise<void> {
      if (blobs.length === 0) return;
      await db
        .insertInto('sys_blob')
        .values(blobs.map((b) => ({ md5: b.md5, size: b.size, created_at: at, put_at: at })))
        .onConflict((oc) => oc.column('md5').doNothing())
        .execute();
    },
  };
}
