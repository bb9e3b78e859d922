import type { JobState } from '@apm/contract';
import type { Selectable } from 'kysely';
import type { Dialect } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';

export type JobRow = Selectable<Database['sys_job']>;

/** States a job no longer leaves. */
export const ENDED: JobState[] = ['done', 'failed', 'cancelled'];

/** Every query of the job table: the only code that writes it. */
export function jobRepo(db: Executor, dialect: Dialect) {
  return {
    insert: (row: Omit<JobRow, 'attempts'>) => db.insertInto('sys_job').values(row).execute(),

    get: (id: string) => db.selectFrom('sys_job').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Takes the oldest due job of `kinds` for `owner`: a queued one whose time has come, or a
     * running one whose lock ran out (its runner died). One statement, so two runners never take
     * the same job: PostgreSQL skips rows another transaction holds (FOR UPDATE SKIP LOCKED), and
     * SQLite has one writer at a time.
     */
    async claim(kinds: string[], owner: string, at: number, leaseMs: number): Promise<JobRow | undefined> {
      let due = db
        .selectFrom('sys_job')
        .select('id')
        .where('kind', 'in', kinds)
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', at)]),
            eb.and([eb('state', '=', 'running'), eb('lock_expires_at', '<', at)]),
          ]),
        )
        .orderBy('run_at')
        .orderBy('id')
        .limit(1);
      if (dialect === 'postgres') due = due.forUpdate().skipLocked();
      return db
        .updateTable('sys_job')
        .set((eb) => ({
          state: 'running',
          locked_by: owner,
          lock_expires_at: at + leaseMs,
          attempts: eb('attempts', '+', 1),
          updated_at: at,
        }))
        .where('id', 'in', due)
        .returningAll()
        .executeTakeFirst();
    },

    /** Extends the lock (and stores progress when given); false when the job is no longer this runner's. */
    async extend(id: string, owner: string, until: number, at: number, progress?: string): Promise<boolean> {
      const r = await db
        .updateTable('sys_job')
        .set({ lock_expires_at: until, updated_at: at, ...(progress !== undefined ? { progress } : {}) })
        .where('id', '=', id)
        .where('locked_by', '=', owner)
        .where('state', '=', 'running')
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Ends a running job of this runner's, or sends it back to the queue for another attempt. */
    async settle(
      id: string,
      owner: string,
      at: number,
      change: { state: JobState; result?: string | null; error?: string | null; runAt?: number; attempts?: number },
    ): Promise<boolean> {
      const ended = ENDED.includes(change.state);
      const r = await db
        .updateTable('sys_job')
        .set({
          state: change.state,
          locked_by: null,
          lock_expires_at: null,
          updated_at: at,
          finished_at: ended ? at : null,
          ...(change.result !== undefined ? { result: change.result } : {}),
          ...(change.error !== undefined ? { error: change.error } : {}),
          ...(change.runAt !== undefined ? { run_at: change.runAt } : {}),
          ...(change.attempts !== undefined ? { attempts: change.attempts } : {}),
        })
        .where('id', '=', id)
        .where('locked_by', '=', owner)
        .where('state', '=', 'running')
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Cancels a job that has not ended; false when it had. */
    async cancel(id: string, at: number): Promise<boolean> {
      const r = await db
        .updateTable('sys_job')
        .set({ state: 'cancelled', locked_by: null, lock_expires_at: null, updated_at: at, finished_at: at })
        .where('id', '=', id)
        .where('state', 'in', ['queued', 'running'])
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** How many jobs of a kind an owner has waiting or running. */
    async countActive(kind: string, ownerId: string): Promise<number> {
      const r = await db
        .selectFrom('sys_job')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', ownerId)
        .where('kind', '=', kind)
        .where('state', 'in', ['queued', 'running'])
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Ended jobs of `kinds` that ended before `before`, oldest first, at most `limit`. */
    endedBefore: (kinds: string[], before: number, limit: number) =>
      db
        .selectFrom('sys_job')
        .selectAll()
        .where('kind', 'in', kinds)
        .where('state', 'in', ENDED)
        .where('finished_at', '<', before)
        .orderBy('finished_at')
        .limit(limit)
        .execute(),

    delete: (id: string) => db.deleteFrom('sys_job').where('id', '=', id).execute(),

    /** Deletes an ended job; false when it was not there (or not ended): one caller wins. */
    async take(id: string): Promise<boolean> {
      const r = await db.deleteFrom('sys_job').where('id', '=', id).where('state', 'in', ENDED).executeTakeFirst();
      return r.numDeletedRows > 0n;
    },
  };
}
