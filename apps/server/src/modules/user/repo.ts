import { sql, type RawBuilder } from 'kysely';
import type { UserListQuery } from '@apm/contract';
import { inRange, isWholePlatform, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { containsOn } from '../../platform/db/like.js';
import { dialectOf } from '../../platform/storage/references.js';
import { usersByTrigrams } from './search.js';

export interface UserRow {
  id: string;
  officeId: string;
  officeName: string;
  loginName: string;
  name: string;
  passwordHash: string;
  email: string;
  phone: string;
  avatar: string;
  userPwdType: string;
  status: string;
  /** The sign-in before the current one. */
  prevLoginIp: string;
  prevLoginDate: number | null;
}

export interface UserListRow {
  id: string;
  loginName: string;
  name: string;
  email: string;
  phone: string;
  officeId: string;
  officeName: string;
  status: string;
  loginDate: number | null;
  createdAt: number;
}

export interface UserChanges {
  officeId: string;
  loginName: string;
  name: string;
  email: string;
  phone: string;
  status: string;
}

export interface NewUser {
  id: string;
  officeId: string;
  loginName: string;
  name: string;
  passwordHash: string;
  email: string;
  phone?: string;
  userPwdType: string;
  /** Default active. */
  status?: string;
  at: number;
}

/** Up to this many users matching a search that reads them all are sorted apart for a page (list). */
const SORTED_MAX = 1_000;

/** Users of the console: with account-repo.ts and password-repo.ts, the only writer of sys_user. */
export function userRepo(db: Executor) {
  const base = () =>
    db
      .selectFrom('sys_user as u')
      .innerJoin('sys_office as o', 'o.id', 'u.office_id')
      .select([
        'u.id',
        'u.office_id as officeId',
        'o.name as officeName',
        'u.login_name as loginName',
        'u.name',
        'u.password_hash as passwordHash',
        'u.email',
        'u.phone',
        'u.avatar',
        'u.user_pwd_type as userPwdType',
        'u.status',
        'u.prev_login_ip as prevLoginIp',
        'u.prev_login_date as prevLoginDate',
      ]);
  return {
    findById: (id: string): Promise<UserRow | undefined> => base().where('u.id', '=', id).executeTakeFirst(),
    findByLoginName: (loginName: string): Promise<UserRow | undefined> =>
      base()
        .where(sql`lower(u.login_name)`, '=', loginName.toLowerCase())
        .executeTakeFirst(),
    /** The row of a new user: written by users.create (create.ts) alone, which applies the password policy. */
    async insert(u: NewUser): Promise<void> {
      await db
        .insertInto('sys_user')
        .values({
          id: u.id,
          office_id: u.officeId,
          login_name: u.loginName,
          name: u.name,
          password_hash: u.passwordHash,
          email: u.email,
          phone: u.phone ?? '',
          user_pwd_type: u.userPwdType,
          status: u.status ?? 'active',
          created_at: u.at,
          updated_at: u.at,
        })
        .execute();
    },
    /** The user if their office lies in the range. */
    findInScope: (id: string, range: DataRange): Promise<UserRow | undefined> =>
      base().where('u.id', '=', id).where(inRange('o.path', range)).executeTakeFirst(),

    /** One page of the users in range matching the filters (officePath: that office's subtree), newest first. */
    async list(q: UserListQuery, range: DataRange, officePath: string | undefined) {
      // Offices are named by a subquery, not joined, so that the whole platform's list filters
      // nothing and its page and count read the user table's own indexes (migration.ts).
      let filtered = db.selectFrom('sys_user as u');
      if (!isWholePlatform(range))
        filtered = filtered.where('u.office_id', 'in', (eb) =>
          eb.selectFrom('sys_office as r').select('r.id').where(inRange('r.path', range)),
        );
      if (officePath)
        filtered = filtered.where('u.office_id', 'in', (eb) =>
          eb.selectFrom('sys_office as f').select('f.id').where('f.path', 'like', `${officePath}%`),
        );
      // A part of a name or login name: PostgreSQL's trigram indexes serve the LIKE (migration.ts);
      // on SQLite the FTS5 table of 0021 finds the candidates, when it finds few (search.ts).
      const dialect = dialectOf(db);
      let readsAll = false;
      for (const [column, text] of [
        ['name', q.name],
        ['login_name', q.loginName],
      ] as const) {
        if (!text) continue;
        filtered = filtered.where(containsOn(dialect, `u.${column}`, text));
        const found = dialect === 'sqlite' ? await usersByTrigrams(db, column, text) : null;
        if (found) filtered = filtered.where('u.id', 'in', found);
        readsAll ||= dialect === 'sqlite' && !found;
      }
      if (q.status) filtered = filtered.where('u.status', '=', q.status);
      // The page's ids first, from the user table alone (a deep page skips index entries, not
      // joined rows), then their columns and office names: two statements, as SQLite would
      // otherwise join the page to every user.
      const counted = () => filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const page = (created: 'u.created_at' | RawBuilder<number>) =>
        filtered
          .select('u.id')
          .orderBy(created, 'desc')
          .orderBy('u.id', 'desc')
          .offset((q.pageNo - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute();
      let ids: { id: string }[];
      let total: { n: number };
      if (readsAll) {
        // A search SQLite's trigram index does not serve reads every user: it counts first. Few
        // matches are then sorted apart (`+created_at`: no index, the table read once more) rather
        // than found by walking the order's index and looking up every user on the way.
        total = await counted();
        const n = Number(total.n);
        ids = n === 0 ? [] : await page(n <= SORTED_MAX ? sql<number>`+u.created_at` : 'u.created_at');
      } else [ids, total] = await Promise.all([page('u.created_at'), counted()]);
      const rows =
        ids.length === 0
          ? []
          : await db
              .selectFrom('sys_user as u')
              .innerJoin('sys_office as o', 'o.id', 'u.office_id')
              .select([
                'u.id',
                'u.login_name as loginName',
                'u.name',
                'u.email',
                'u.phone',
                'u.office_id as officeId',
                'o.name as officeName',
                'u.status',
                'u.login_date as loginDate',
                'u.created_at as createdAt',
              ])
              .where(
                'u.id',
                'in',
                ids.map((r) => r.id),
              )
              .orderBy('u.created_at', 'desc')
              .orderBy('u.id', 'desc')
              .execute();
      return { rows: rows as UserListRow[], count: Number(total.n) };
    },
    async update(id: string, v: UserChanges, at: number): Promise<void> {
      await db
        .updateTable('sys_user')
        .set({
          office_id: v.officeId,
          login_name: v.loginName,
          name: v.name,
          email: v.email,
          phone: v.phone,
          status: v.status,
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
    },
    async setPassword(id: string, passwordHash: string, at: number): Promise<void> {
      await db
        .updateTable('sys_user')
        .set({ password_hash: passwordHash, updated_at: at })
        .where('id', '=', id)
        .execute();
    },
    /** Sets the office the user's lists start at; null goes back to the user's own office. */
    async setDataRange(id: string, officeId: string | null): Promise<void> {
      await db.updateTable('sys_user').set({ data_range_office_id: officeId }).where('id', '=', id).execute();
    },
    async setPhone(id: string, phone: string): Promise<void> {
      await db.updateTable('sys_user').set({ phone }).where('id', '=', id).execute();
    },
    async deleteMany(ids: string[]): Promise<void> {
      await db.deleteFrom('sys_user').where('id', 'in', ids).execute();
    },
    /** Whether another user has this e-mail / phone already (case-insensitive e-mail). */
    async taken(v: { email: string; phone: string; exceptId?: string }) {
      const find = (col: 'email' | 'phone', value: string) => {
        if (!value) return Promise.resolve(false);
        let q = db
          .selectFrom('sys_user')
          .select('id')
          .where(col === 'email' ? sql`lower(email)` : sql`phone`, '=', col === 'email' ? value.toLowerCase() : value);
        if (v.exceptId) q = q.where('id', '!=', v.exceptId);
        return q.executeTakeFirst().then(Boolean);
      };
      const [emailTaken, phoneTaken] = await Promise.all([find('email', v.email), find('phone', v.phone)]);
      return { emailTaken, phoneTaken };
    },

    /** The users of the offices (ServerModule.officeCounts). */
    async countIn(offices: DataRange): Promise<number> {
      const r = await db
        .selectFrom('sys_user as u')
        .innerJoin('sys_office as o', 'o.id', 'u.office_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(inRange('o.path', offices))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Records a sign-in; the one it replaces becomes the previous sign-in. */
    async recordLogin(id: string, ip: string, at: number): Promise<void> {
      await db
        .updateTable('sys_user')
        .set((eb) => ({
          prev_login_ip: eb.ref('login_ip'),
          prev_login_date: eb.ref('login_date'),
          login_ip: ip,
          login_date: at,
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}
export type UserRepo = ReturnType<typeof userRepo>;
