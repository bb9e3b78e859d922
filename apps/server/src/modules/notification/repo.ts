import type { Executor } from '../../platform/db/transaction.js';

export interface NotificationRow {
  id: string;
  kind: string;
  contentCn: string;
  contentEn: string;
  link: string;
  read: boolean;
  createdAt: number;
}

export interface NewNotification {
  id: string;
  officeId: string;
  userId: string;
  kind: string;
  contentCn: string;
  contentEn: string;
  link: string;
  at: number;
}

/** Rows per INSERT: well under SQLite's limit of bound parameters. */
const INSERT_CHUNK = 500;

/** Notifications; every query names the user they belong to. */
export function notificationRepo(db: Executor) {
  const ofUser = (userId: string, read: boolean | undefined) => {
    let q = db.selectFrom('sys_notification').where('user_id', '=', userId);
    if (read !== undefined) q = q.where('read_state', '=', read ? 1 : 0);
    return q;
  };

  return {
    async insertMany(rows: NewNotification[]): Promise<void> {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await db
          .insertInto('sys_notification')
          .values(
            rows.slice(i, i + INSERT_CHUNK).map((n) => ({
              id: n.id,
              office_id: n.officeId,
              user_id: n.userId,
              kind: n.kind,
              content_cn: n.contentCn,
              content_en: n.contentEn,
              link: n.link,
              read_state: 0,
              read_at: null,
              created_at: n.at,
            })),
          )
          .execute();
      }
    },

    /** One page of a user's notices, newest first; `read` filters by read state. */
    async page(userId: string, read: boolean | undefined, offset: number, limit: number): Promise<NotificationRow[]> {
      const rows = await ofUser(userId, read)
        .select([
          'id',
          'kind',
          'content_cn as contentCn',
          'content_en as contentEn',
          'link',
          'read_state as readState',
          'created_at as createdAt',
        ])
        // The id breaks ties between notices of the same millisecond, so pages never overlap or skip.
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map(({ readState, ...r }) => ({ ...r, read: readState === 1 }));
    },

    async count(userId: string, read: boolean | undefined): Promise<number> {
      const r = await ofUser(userId, read)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Sets the read state of those of `ids` that are the user's and differ, in one statement; returns their ids. */
    async setRead(userId: string, ids: string[], read: boolean, at: number): Promise<string[]> {
      const rows = await db
        .updateTable('sys_notification')
        .set({ read_state: read ? 1 : 0, read_at: read ? at : null })
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .where('read_state', '=', read ? 0 : 1)
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** Deletes those of `ids` that are the user's; returns their ids. */
    async delete(userId: string, ids: string[]): Promise<string[]> {
      const rows = await db
        .deleteFrom('sys_notification')
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
export type NotificationRepo = ReturnType<typeof notificationRepo>;
