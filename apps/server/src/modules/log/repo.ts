import type { LogItem, LogScrollQuery } from '@apm/contract';
import { sql } from 'kysely';
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
    /** A page of the log rows of offices in the range, newest first, after the keyset cursor. */
    async scroll(q: LogScrollQuery, scopePath: string): Promise<{ rows: LogItem[]; count: number }> {
      let filtered = db
        .selectFrom('sys_log as l')
        .innerJoin('sys_office as o', 'o.id', 'l.office_id')
        .where('o.path', 'like', `${scopePath}%`);
      if (q.module) filtered = filtered.where('l.module', '=', q.module);
      if (q.action) filtered = filtered.where('l.action', '=', q.action);
      if (q.userName) {
        const pattern = `%${q.userName.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filtered = filtered.where(sql<boolean>`lower(l.user_name) like ${pattern} escape '\\'`);
      }
      if (q.from !== undefined) filtered = filtered.where('l.at', '>=', q.from);
      if (q.to !== undefined) filtered = filtered.where('l.at', '<', q.to);
      let page = filtered;
      if (q.cursor) {
        const [at, id] = q.cursor.split('_') as [string, string];
        page = page.where((eb) =>
          eb.or([eb('l.at', '<', Number(at)), eb.and([eb('l.at', '=', Number(at)), eb('l.id', '<', id)])]),
        );
      }
      const [rows, total] = await Promise.all([
        page
          .select([
            'l.id',
            'l.at',
            'l.user_name as userName',
            'o.name as officeName',
            'l.ip',
            'l.user_agent as userAgent',
            'l.module',
            'l.action',
            'l.target',
            'l.changes',
          ])
          .orderBy('l.at', 'desc')
          .orderBy('l.id', 'desc')
          .limit(q.pageSize)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((r) => ({ ...r, changes: JSON.parse(r.changes) })), count: Number(total.n) };
    },
    /** One log row of an office in the range. */
    async find(id: string, scopePath: string): Promise<LogItem | undefined> {
      const r = await db
        .selectFrom('sys_log as l')
        .innerJoin('sys_office as o', 'o.id', 'l.office_id')
        .select([
          'l.id',
          'l.at',
          'l.user_name as userName',
          'o.name as officeName',
          'l.ip',
          'l.user_agent as userAgent',
          'l.module',
          'l.action',
          'l.target',
          'l.changes',
        ])
        .where('l.id', '=', id)
        .where('o.path', 'like', `${scopePath}%`)
        .executeTakeFirst();
      return r && { ...r, changes: JSON.parse(r.changes) };
    },
  };
}
