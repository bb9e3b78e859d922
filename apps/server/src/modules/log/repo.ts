import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Executor } from '../../platform/db/transaction.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';

/** One audit row: who did what to which target, with the changed fields before and after. */
export interface AuditEntry {
  officeId: string | null;
  userId: string | null;
  userName: string;
  at: number;
  ip: string;
  userAgent: string;
  module: string;
  action: string;
  target: string;
  changes?: Record<string, { before?: unknown; after?: unknown }>;
}

/** The audit entry of a change a signed-in caller made, now. */
export function auditBy(
  p: Principal,
  meta: RequestMeta,
  module: string,
  action: string,
  target: string,
  changes?: AuditEntry['changes'],
): AuditEntry {
  return {
    officeId: p.officeId,
    userId: p.userId,
    userName: p.loginName,
    at: now(),
    ...meta,
    module,
    action,
    target,
    changes,
  };
}

/** The audit log; written in the transaction of the change it records. */
export function logRepo(db: Executor) {
  return {
    async insert(e: AuditEntry): Promise<void> {
      await db
        .insertInto('sys_log')
        .values({
          id: newId(e.at),
          office_id: e.officeId,
          user_id: e.userId,
          user_name: e.userName,
          at: e.at,
          ip: e.ip,
          user_agent: e.userAgent.slice(0, 512),
          module: e.module,
          action: e.action,
          target: e.target,
          changes: JSON.stringify(e.changes ?? {}),
        })
        .execute();
    },
  };
}
