import type { JobState } from '@apm/contract';
import type { Bus } from '../bus/index.js';
import type { Db } from '../db/connect.js';
import type { Executor } from '../db/transaction.js';
import { newId } from '../ids.js';
import type { JobKind } from './kinds.js';
import { jobRepo, type JobRow } from './repo.js';

/** A job as the modules that queued it read it. */
export interface Job {
  id: string;
  kind: string;
  /** What it was queued with. */
  payload: unknown;
  state: JobState;
  ownerId: string | null;
  attempts: number;
  maxAttempts: number;
  /** The latest progress its handler reported (the kind's own shape), or null. */
  progress: unknown;
  /** What its handler answered, once done. */
  result: unknown;
  /** Why the latest attempt failed. */
  error: string | null;
  createdAt: number;
  finishedAt: number | null;
}

export interface EnqueueSpec {
  kind: string;
  payload: unknown;
  /** The user whose job it is (who may see and cancel it). */
  ownerId?: string;
  /** At most one job of this key waits or runs at a time. */
  singletonKey?: string;
  /** Not before this moment (epoch ms). */
  runAt?: number;
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export const jobOf = (r: JobRow): Job => ({
  id: r.id,
  kind: r.kind,
  payload: parse(r.payload),
  state: r.state,
  ownerId: r.owner_id,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  progress: parse(r.progress),
  result: parse(r.result),
  error: r.error,
  createdAt: r.created_at,
  finishedAt: r.finished_at,
});

/** What modules do with jobs: queue them, read them, cancel and remove them. */
export function jobQueue(db: Db, bus: Bus, kinds: Map<string, JobKind>) {
  const repo = (ex: Executor = db.kysely) => jobRepo(ex, db.dialect);
  const kindOf = (kind: string) => {
    const k = kinds.get(kind);
    if (!k) throw new Error(`unknown job kind: ${kind}`);
    return k;
  };

  return {
    /**
     * Queues a job in the caller's transaction (or on its own); runners hear of it once it is
     * committed. Answers its id, or null when a job of the same singleton key already waits or runs.
     */
    async enqueue(ex: Executor, spec: EnqueueSpec): Promise<string | null> {
      const k = kindOf(spec.kind);
      const at = Date.now();
      const id = newId(at);
      const r = await ex
        .insertInto('sys_job')
        .values({
          id,
          kind: spec.kind,
          payload: JSON.stringify(spec.payload ?? null),
          state: 'queued',
          owner_id: spec.ownerId ?? null,
          singleton_key: spec.singletonKey ?? null,
          max_attempts: k.maxAttempts ?? 3,
          run_at: spec.runAt ?? at,
          locked_by: null,
          lock_expires_at: null,
          progress: null,
          result: null,
          error: null,
          created_at: at,
          updated_at: at,
          finished_at: null,
        })
        // A second job of a singleton key is not an error: the one under way does the work.
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (!r.numInsertedOrUpdatedRows) return null;
      bus.publish('job.queued', { id, kind: spec.kind }, ex);
      return id;
    },

    async get(id: string): Promise<Job | undefined> {
      const row = await repo().get(id);
      return row && jobOf(row);
    },

    /** Jobs of a kind that an owner has waiting or running. */
    countActive: (kind: string, ownerId: string) => repo().countActive(kind, ownerId),

    /** Cancels a job that has not ended (its worker is stopped); false when it had ended. */
    async cancel(id: string): Promise<boolean> {
      const row = await repo().get(id);
      if (!row || !(await repo().cancel(id, Date.now()))) return false;
      bus.publish('job.cancelled', { id, kind: row.kind });
      bus.publish('job.finished', { id, kind: row.kind, ownerId: row.owner_id, state: 'cancelled' });
      return true;
    },

    /**
     * Takes an ended job out of the table for the caller, who then owns what it left behind;
     * false when another caller took it first (or it has not ended).
     */
    take: (id: string) => repo().take(id),

    /** Removes an ended job and what it left behind (its kind's release). */
    async remove(id: string): Promise<void> {
      const row = await repo().get(id);
      if (!row) return;
      await kinds.get(row.kind)?.release?.(row);
      await repo().delete(id);
    },

    /** Removes the ended jobs kept longer than their kind's keepMs; answers how many. */
    async sweep(at = Date.now()): Promise<number> {
      let removed = 0;
      for (const k of kinds.values()) {
        const rows = await repo().endedBefore([k.kind], at - (k.keepMs ?? 7 * 86_400_000), 100);
        for (const row of rows) {
          await k.release?.(row);
          await repo().delete(row.id);
          removed++;
        }
      }
      return removed;
    },
  };
}
export type JobQueue = ReturnType<typeof jobQueue>;
