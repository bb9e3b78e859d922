import type { Kysely } from 'kysely';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import type { Executor } from '../../platform/db/transaction.js';
import type { EnqueueSpec, JobQueue } from '../../platform/jobs/index.js';
import type { Log } from '../../platform/log.js';
import {
  PENDING_IDLE_MS,
  PENDING_SWEEP_EVERY_MS,
  PENDING_SWEEP_JOB,
  type PendingSweepPayload,
  type PendingSweepResult,
} from './sweep-job.js';

/**
 * The sweep of pending terminals not heard from for a week, every hour: one job waits at a time
 * (a singleton); when it ends, the server process that takes it (one, also with several sharing
 * Redis) tells the console of the terminals it forgot (terminal.changed 'removed') and, for the
 * hourly sweep, queues the next. Every start queues one too, in case a server stopped between the two.
 * Not audited: no one did it, as no one did the registration it undoes.
 */
export function pendingSweeps(db: Kysely<Database>, jobs: JobQueue, bus: Bus, log: Log) {
  const next = (): EnqueueSpec => ({
    kind: PENDING_SWEEP_JOB,
    payload: { idleMs: PENDING_IDLE_MS, scheduled: true } satisfies PendingSweepPayload,
    singletonKey: PENDING_SWEEP_JOB,
    runAt: now() + PENDING_SWEEP_EVERY_MS,
  });

  bus.subscribe('job.finished', async (e) => {
    if (e.kind !== PENDING_SWEEP_JOB) return;
    const job = await jobs.get(e.id);
    if (!job || !(await jobs.take(e.id))) return;
    const forgotten = (job.result as PendingSweepResult | null)?.forgotten ?? [];
    for (const t of forgotten) {
      bus.publish('terminal.changed', { officeId: t.officeId, id: t.id, online: false, state: 'removed' });
    }
    if (forgotten.length)
      log.info({ forgotten: forgotten.length }, 'pending terminals not heard from for a week forgotten');
    if ((job.payload as PendingSweepPayload | undefined)?.scheduled) await jobs.enqueue(db, next());
  });

  return {
    /** Queues the next sweep unless one waits already. */
    schedule: async (ex: Executor) => void (await jobs.enqueue(ex, next())),
    /**
     * A sweep at once, of pending terminals unheard longer than `idleMs` (tests, operators);
     * answers its job id. Like the hourly one, it is taken from the table once it ended.
     */
    sweepNow: (idleMs = PENDING_IDLE_MS) =>
      jobs.enqueue(db, {
        kind: PENDING_SWEEP_JOB,
        payload: { idleMs, scheduled: false } satisfies PendingSweepPayload,
      }),
  };
}
export type PendingSweeps = ReturnType<typeof pendingSweeps>;
