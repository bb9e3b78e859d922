/**
 * Events of the server's bus (apps/server/src/platform/bus): published after the rows they tell
 * of are committed, in-process by default and across server processes through Redis when
 * REDIS_URL is set. Payloads are plain JSON.
 */

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface BusEvents {
  /** A job was queued or became due again: idle runners look for work at once. */
  'job.queued': { id: string; kind: string };
  /** A running job reported how far it is (what `progress` holds is the job kind's own). */
  'job.progress': { id: string; kind: string; ownerId: string | null; progress: unknown };
  /** A job ended for good: done, failed after its last attempt, or cancelled. */
  'job.finished': { id: string; kind: string; ownerId: string | null; state: 'done' | 'failed' | 'cancelled' };
  /** A job was cancelled: the runner holding it stops its worker. */
  'job.cancelled': { id: string; kind: string };
}

export type BusEventName = keyof BusEvents;
