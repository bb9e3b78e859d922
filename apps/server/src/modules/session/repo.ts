import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';

export interface SessionRow {
  id: string;
  userId: string;
  expiresAt: number;
  renewedAt: number;
  loginName: string;
  name: string;
  officeId: string;
  officePath: string;
  status: string;
  /** 1: the password expired; only the forced change is allowed. */
  mustChangePwd: number;
  /** The chosen default range, when it still lies in the user's office subtree. */
  rangeOfficeId: string | null;
  rangePath: string | null;
  /** Roles of the user, and those of them with data scope 'subtree' (counts). */
  roleCount: number | string | null;
  subtreeRoles: number | string | null;
}

/** Sessions, login failures and captchas. */
export function sessionRepo(db: Executor) {
  return {
    async insert(s: {
      id: string;
      userId: string;
      at: number;
      expiresAt: number;
      ip: string;
      userAgent: string;
      mustChangePwd?: boolean;
    }) {
      await db
        .insertInto('sys_session')
        .values({
          id: s.id,
          user_id: s.userId,
          created_at: s.at,
          expires_at: s.expiresAt,
          renewed_at: s.at,
          ip: s.ip,
          user_agent: s.userAgent.slice(0, 512),
          must_change_pwd: s.mustChangePwd ? 1 : 0,
        })
        .execute();
    },
    find(id: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('sys_session as s')
        .innerJoin('sys_user as u', 'u.id', 's.user_id')
        .innerJoin('sys_office as o', 'o.id', 'u.office_id')
        .leftJoin('sys_office as d', (j) =>
          j.onRef('d.id', '=', 'u.data_range_office_id').on(sql<SqlBool>`d.path like o.path || '%'`),
        )
        .select((eb) => [
          'd.id as rangeOfficeId',
          'd.path as rangePath',
          eb
            .selectFrom('sys_user_role as ur')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('ur.user_id', '=', 'u.id')
            .as('roleCount'),
          eb
            .selectFrom('sys_user_role as ur')
            .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('ur.user_id', '=', 'u.id')
            .where('r.data_scope', '=', 'subtree')
            .as('subtreeRoles'),
        ])
        .select([
          's.id',
          's.user_id as userId',
          's.expires_at as expiresAt',
          's.renewed_at as renewedAt',
          'u.login_name as loginName',
          'u.name',
          'u.office_id as officeId',
          'o.path as officePath',
          'u.status',
          's.must_change_pwd as mustChangePwd',
        ])
        .where('s.id', '=', id)
        .executeTakeFirst();
    },
    /** Slides the session's expiry; answers whether it still exists. */
    async renew(id: string, at: number, expiresAt: number): Promise<boolean> {
      const r = await db
        .updateTable('sys_session')
        .set({ renewed_at: at, expires_at: expiresAt })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom('sys_session').where('id', '=', id).execute();
    },
    /** Ends the user's sessions, but `keep` (the caller's own); other modules call it in their transaction. */
    async endForUser(userId: string, keep?: string): Promise<void> {
      let q = db.deleteFrom('sys_session').where('user_id', '=', userId);
      if (keep) q = q.where('id', '!=', keep);
      await q.execute();
    },
    /** The password was changed: no session of the user is held for the forced change any more. */
    async releaseForUser(userId: string): Promise<void> {
      await db.updateTable('sys_session').set({ must_change_pwd: 0 }).where('user_id', '=', userId).execute();
    },
    async deleteExpired(at: number): Promise<void> {
      await db.deleteFrom('sys_session').where('expires_at', '<=', at).execute();
      await db.deleteFrom('sys_captcha').where('expires_at', '<=', at).execute();
      await db.deleteFrom('sys_sso_token').where('expires_at', '<=', at).execute();
    },

    failures(key: string) {
      return db
        .selectFrom('sys_login_failure')
        .select(['count', 'first_at as firstAt', 'last_at as lastAt'])
        .where('key', '=', key)
        .executeTakeFirst();
    },
    /**
     * Counts one failure on each key in one statement (a count whose window has passed starts
     * again at 1) and answers each key's count with it: the reservation of an attempt whose
     * password is not checked yet (session/failures.ts).
     */
    async reserveFailures(keys: readonly string[], at: number, windowStart: number): Promise<Map<string, number>> {
      const rows = await db
        .insertInto('sys_login_failure')
        .values(keys.map((key) => ({ key, count: 1, first_at: at, last_at: at })))
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            count: eb
              .case()
              .when('sys_login_failure.first_at', '<', windowStart)
              .then(1)
              .else(eb('sys_login_failure.count', '+', 1))
              .end(),
            first_at: eb
              .case()
              .when('sys_login_failure.first_at', '<', windowStart)
              .then(at)
              .else(eb.ref('sys_login_failure.first_at'))
              .end(),
            last_at: at,
          })),
        )
        .returning(['key', 'count'])
        .execute();
      return new Map(rows.map((r) => [r.key, Number(r.count)]));
    },
    /**
     * Gives back failures reserved for an attempt that turned out not to be one. A key at a time:
     * one statement updating several rows locks them in the order it finds them, and two such
     * statements of attempts sent at once deadlocked on PostgreSQL.
     */
    async releaseFailures(keys: readonly string[]): Promise<void> {
      for (const key of [...keys].sort()) {
        await db
          .updateTable('sys_login_failure')
          .set((eb) => ({
            count: eb
              .case()
              .when('count', '>', 0)
              .then(eb('count', '-', 1))
              .else(0)
              .end(),
          }))
          .where('key', '=', key)
          .execute();
      }
    },
    async clearFailures(key: string): Promise<void> {
      await db.deleteFrom('sys_login_failure').where('key', '=', key).execute();
    },

    async insertSsoToken(id: string, userId: string, expiresAt: number): Promise<void> {
      await db.insertInto('sys_sso_token').values({ id, user_id: userId, expires_at: expiresAt }).execute();
    },
    /** Removes the token and returns it: each one signs in at most once. */
    takeSsoToken(id: string) {
      return db
        .deleteFrom('sys_sso_token')
        .where('id', '=', id)
        .returning(['user_id as userId', 'expires_at as expiresAt'])
        .executeTakeFirst();
    },

    async insertCaptcha(id: string, answer: string, expiresAt: number): Promise<void> {
      await db.insertInto('sys_captcha').values({ id, answer, expires_at: expiresAt }).execute();
    },
    /** Removes the captcha and returns it: each one is answered at most once. */
    takeCaptcha(id: string) {
      return db
        .deleteFrom('sys_captcha')
        .where('id', '=', id)
        .returning(['answer', 'expires_at as expiresAt'])
        .executeTakeFirst();
    },
  };
}
export type SessionRepo = ReturnType<typeof sessionRepo>;
