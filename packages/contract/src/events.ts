/**
 * Events of the server's bus (apps/server/src/platform/bus): published after the rows they tell
 * of are committed, in-process by default and across server processes through Redis when
 * REDIS_URL is set. Payloads are plain JSON.
 */

import type { AuditKind } from './audit.js';
import type { DeliveryState, ServerMessage, TerminalState } from './terminal.js';

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
  /** A material's processing state changed. */
  'material.changed': { officeId: string; id: string; status: string };
  /** A material's conversion (transcode) went on: `percent` of it done (materialMedia.ts convertProgress). */
  'material.progress': { officeId: string; id: string; percent: number };
  /**
   * A terminal was authorised, renamed, moved, went online or offline, reported another status,
   * was set back to pending or deleted (`state` 'removed'). `officeId` null: pending with no office.
   */
  'terminal.changed': TerminalChanged;
  /**
   * Something for terminals' sockets: every server process receives it, the one holding a
   * terminal's socket sends `message` (or closes the socket: `disconnect`).
   */
  'terminal.push': { terminalIds: string[]; message: TerminalPush };
  /** A player answered a command (over its socket or a report): the process waiting for it answers the console. */
  'terminal.ack': { commandId: string; terminalId: string; ok: boolean; error: string | null };
  /** A delivery (one publication on one terminal) moved. */
  'delivery.changed': {
    officeId: string;
    publishId: string;
    terminalId: string;
    state: DeliveryState;
    percent: number | null;
  };
}

/** The payload of `terminal.changed`. */
export interface TerminalChanged {
  officeId: string | null;
  id: string;
  online: boolean;
  state: TerminalState | 'removed';
}

/**
 * What `terminal.push` carries: a message of the protocol for the player, or the order to close its
 * socket with a close code of the protocol (`except`: a socket id to spare, the new one of a
 * terminal that connected again elsewhere).
 */
export type TerminalPush =
  | Extract<ServerMessage, { type: 'manifest' | 'command' }>
  | { type: 'disconnect'; code: number; reason: 'removed' | 'replaced'; except?: string };

/** The bus events the console's live stream (GET /a/api/events) passes on, filtered by the caller's data range. */
export const LIVE_EVENTS = ['material.changed', 'material.progress', 'terminal.changed', 'delivery.changed'] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

/** The payload of `audit.recorded`: the audit row's id, its kind, target, office, user (null: none signed in) and time. */
export type AuditRecorded = AuditKind & {
  id: string;
  target: string;
  officeId: string | null;
  userId: string | null;
  at: number;
};

export type BusEventName = keyof BusEvents;
