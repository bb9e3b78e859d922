/**
 * Events of the server's bus (apps/server/src/platform/bus): published after the rows they tell
 * of are committed, in-process by default and across server processes through Redis when
 * REDIS_URL is set. Payloads are plain JSON.
 */

import type { AuditKind } from './audit.js';

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
  /**
   * An audit row was committed: what changed (module, action, target), where and by whom. The
   * changed fields stay in the log: events carry no values, so never a secret.
   */
  'audit.recorded': AuditRecorded;
}

/** The payload of `audit.recorded`: the audit row's id, its kind, target, office, user (null: none signed in) and time. */
export type AuditRecorded = AuditKind & {
  id: string;
  target: string;
  officeId: string | null;
  userId: string | null;
  at: number;
};

export type BusEventName = keyof BusEvents;
