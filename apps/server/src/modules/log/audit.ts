import type { AuditAction, AuditKind, AuditModule, AuditRecorded } from '@apm/contract';
import type { Principal } from '../../platform/auth/principal.js';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Executor } from '../../platform/db/transaction.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { logRepo } from './repo.js';

/** One audit row: who did what (a module and action of the contract's catalogue) to which target, with the changed fields before and after. */
export type AuditEntry = AuditKind & {
  officeId: string | null;
  userId: string | null;
  userName: string;
  at: number;
  ip: string;
  userAgent: string;
  target: string;
  changes?: Record<string, { before?: unknown; after?: unknown }>;
};

/** The audit entry of a change a signed-in caller made, now. */
export function auditBy<M extends AuditModule>(
  p: Principal,
  meta: RequestMeta,
  module: M,
  action: AuditAction<M>,
  target: string,
  changes?: AuditEntry['changes'],
): AuditEntry {
  // M and its action are checked together above; TypeScript cannot narrow a generic to one member of the union.
  const kind = { module, action } as AuditKind;
  return {
    officeId: p.officeId,
    userId: p.userId,
    userName: p.loginName,
    at: now(),
    ...meta,
    ...kind,
    target,
    changes,
  };
}

/**
 * Records what a caller without a session tried and failed (a wrong password, a wrong code), at
 * once and outside any transaction, so the refusal thrown next cannot roll it back. The row goes
 * to the account's office when the name is an account's, else to the platform's (its root office).
 * Only attempts that were really checked are recorded: the lock-out and the code attempts bound them.
 */
export async function recordFailure(
  db: Executor,
  audit: AuditLog,
  e: { kind: AuditKind; officeId: string | null; target: string; meta: RequestMeta; changes?: AuditEntry['changes'] },
): Promise<void> {
  const officeId =
    e.officeId ??
    (await db.selectFrom('sys_office').select('id').where('parent_id', 'is', null).executeTakeFirst())?.id ??
    null;
  await audit.record(db, {
    officeId,
    userId: null,
    userName: e.target,
    at: now(),
    ip: e.meta.ip,
    userAgent: e.meta.userAgent,
    ...e.kind,
    target: e.target,
    changes: e.changes,
  });
}

/** The one writer of audit rows; other modules call it with their transaction (sys_log is the log module's). */
export interface AuditLog {
  /**
   * Writes the row in `trx`, so it commits with the change it records, and publishes
   * `audit.recorded` once `trx` has committed (never after a rollback).
   */
  record(trx: Executor, entry: AuditEntry): Promise<void>;
}

/** The audit log writing through `bus`. */
export function auditLog(bus: Bus): AuditLog {
  return {
    async record(trx, entry) {
      const id = await logRepo(trx).insert(entry);
      bus.publish('audit.recorded', recorded(id, entry), trx);
    },
  };
}

/** What the event tells of a row: never its changed fields (they may hold secrets). */
function recorded(id: string, e: AuditEntry): AuditRecorded {
  const { module, action } = e;
  return {
    id,
    ...({ module, action } as AuditKind),
    target: e.target,
    officeId: e.officeId,
    userId: e.userId,
    at: e.at,
  };
}
