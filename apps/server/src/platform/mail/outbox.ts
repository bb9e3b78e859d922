import type { MailStatus, OutboxDetail, OutboxItem, OutboxQuery } from '@apm/contract';
import type { Executor } from '../db/transaction.js';

/** Outbox rows older than this are dropped when a new one is stored. */
export const OUTBOX_KEEP_MS = 30 * 24 * 3_600_000;

export interface OutboxEntry {
  id: string;
  officeId: string | null;
  to: string;
  subject: string;
  body: string;
  status: MailStatus;
  error: string;
  at: number;
}

const columns = ['m.id', 'm.to_addr as to', 'm.subject', 'm.created_at as createdAt', 'm.status', 'm.error'] as const;

/**
 * The mails that were not delivered. `scopePath` limits reads to mails of offices in a range;
 * mails for nobody's office (tests, registrations) are read only with `withoutOffice`.
 */
export function outboxRepo(db: Executor) {
  const scoped = (scopePath: string, withoutOffice: boolean) =>
    db
      .selectFrom('sys_mail_outbox as m')
      .leftJoin('sys_office as o', 'o.id', 'm.office_id')
      .where((eb) =>
        withoutOffice
          ? eb.or([eb('o.path', 'like', `${scopePath}%`), eb('m.office_id', 'is', null)])
          : eb('o.path', 'like', `${scopePath}%`),
      );
  return {
    async insert(e: OutboxEntry): Promise<void> {
      await db
        .insertInto('sys_mail_outbox')
        .values({
          id: e.id,
          office_id: e.officeId,
          to_addr: e.to,
          subject: e.subject,
          body: e.body,
          status: e.status,
          error: e.error.slice(0, 2000),
          created_at: e.at,
        })
        .execute();
      await db
        .deleteFrom('sys_mail_outbox')
        .where('created_at', '<', e.at - OUTBOX_KEEP_MS)
        .execute();
    },
    async page(q: OutboxQuery, scopePath: string, withoutOffice: boolean) {
      let filtered = scoped(scopePath, withoutOffice);
      if (q.status) filtered = filtered.where('m.status', '=', q.status);
      const [rows, total] = await Promise.all([
        filtered
          .select(columns)
          .orderBy('m.created_at', 'desc')
          .orderBy('m.id', 'desc')
          .offset((q.pageNo - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as OutboxItem[], count: Number(total.n) };
    },
    async find(id: string, scopePath: string, withoutOffice: boolean): Promise<OutboxDetail | undefined> {
      const row = await scoped(scopePath, withoutOffice)
        .select([...columns, 'm.body'])
        .where('m.id', '=', id)
        .executeTakeFirst();
      return row as OutboxDetail | undefined;
    },
  };
}
