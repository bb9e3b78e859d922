/**
 * Forgetting pending registrations, in a job's worker thread: a pending terminal not heard from
 * for a week (no register poll, docs/terminal-protocol.md section 2) and not changed either
 * (renamed) is deleted, a chunk per statement. Only registrations no office holds go: authorised
 * terminals and those set back to pending (they keep their office and history) are never touched. A device forgotten so that registers again starts over with a new pairing code.
 */
import { now } from '../../platform/clock.js';
import type { JobHandler } from '../../platform/jobs/index.js';
import { terminalRepo } from './repo.js';

export const PENDING_SWEEP_JOB = 'terminal.pendingSweep';
/** A pending terminal neither heard from nor changed for this long is forgotten. */
export const PENDING_IDLE_MS = 7 * 24 * 3_600_000;
/** How often the sweep runs. */
export const PENDING_SWEEP_EVERY_MS = 3_600_000;
/** Terminals deleted per statement. */
const CHUNK = 100;

export interface PendingSweepPayload {
  idleMs: number;
  /** The hourly sweep (which queues the next when it ends), not one asked for once. */
  scheduled: boolean;
}

export interface PendingSweepResult {
  removed: number;
  /** The terminals forgotten, for the console (terminal.changed, published by the process taking the job). */
  forgotten: Array<{ id: string; officeId: string | null }>;
}

export const sweepPending: JobHandler<PendingSweepPayload> = async (ctx) => {
  const repo = terminalRepo(ctx.db());
  const before = now() - ctx.payload.idleMs;
  const forgotten: PendingSweepResult['forgotten'] = [];
  for (;;) {
    const ids = await repo.unheardPending(before, CHUNK);
    // A terminal heard from or authorised since it was read stays: the delete asks again.
    for (const r of await repo.forgetPending(ids, before)) forgotten.push({ id: r.id, officeId: r.office_id });
    if (ids.length < CHUNK) break;
  }
  return { removed: forgotten.length, forgotten } satisfies PendingSweepResult;
};
