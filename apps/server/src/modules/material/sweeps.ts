import type { Kysely } from 'kysely';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import type { Executor } from '../../platform/db/transaction.js';
import type { EnqueueSpec, JobQueue } from '../../platform/jobs/index.js';
import { UPLOAD_IDLE_MS, UPLOAD_SWEEP_EVERY_MS, UPLOAD_SWEEP_JOB, type SweepPayload } from './sweep-job.js';

/**
 * The sweep of abandoned uploads, every hour: one job waits at a time (a singleton); when it ends,
 * the server process that takes it queues the next. Every start queues one too, in case a server
 * stopped between the two.
 */
export function uploadSweeps(db: Kysely<Database>, jobs: JobQueue, bus: Bus, dir: string) {
  const next = (): EnqueueSpec => ({
    kind: UPLOAD_SWEEP_JOB,
    payload: { dir, idleMs: UPLOAD_IDLE_MS, scheduled: true } satisfies SweepPayload,
    singletonKey: UPLOAD_SWEEP_JOB,
    runAt: now() + UPLOAD_SWEEP_EVERY_MS,
  });

  bus.subscribe('job.finished', async (e) => {
    if (e.kind !== UPLOAD_SWEEP_JOB) return;
    const job = await jobs.get(e.id);
    if (!(job?.payload as SweepPayload | undefined)?.scheduled || !(await jobs.take(e.id))) return;
    await jobs.enqueue(db, next());
  });

  return {
    /** Queues the next sweep unless one waits already. */
    schedule: async (ex: Executor) => void (await jobs.enqueue(ex, next())),
    /** A sweep at once, of uploads idle longer than `idleMs` (tests, operators); answers its job id. */
    sweepNow: (idleMs = UPLOAD_IDLE_MS) =>
      jobs.enqueue(db, { kind: UPLOAD_SWEEP_JOB, payload: { dir, idleMs, scheduled: false } satisfies SweepPayload }),
  };
}
export type UploadSweeps = ReturnType<typeof uploadSweeps>;
