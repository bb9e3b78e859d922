import type { DataScope } from '@apm/contract';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Database } from '../../platform/db/schema.js';
import type { Executor } from '../../platform/db/transaction.js';
import { likePattern } from '../../platform/db/like.js';

export interface RoleRow {
  id: string;
  code: string;
  name: string;
  officeId: string | null;
  officeName: string;
  /** The path of the role's office; '' for a built-in role. */
  officePath: string;
  dataScope: DataScope;
  remarks: string;
  builtIn: boolean;
  grantsAll: boolean;
  users: number;
  updatedAt: number;
}

export interface RoleValues {
  code: string;
  name: string;
  officeId: string;
  dataScope: DataScope;
  remarks: string;
}

type Eb = ExpressionBuilder<Database & { r: Database['sys_role']; ro: Database['sys_office'] }, 'r' | 'ro'>;

/**
 * Where a role is offered: built-in roles everywhere, a custom role in its office's subtree.
 * `visibleIn(range)`: the roles offered somewhere in the range or belonging to an office in it.
 */
const visibleIn =
  (range: DataRange) =>
  (eb: Eb): ReturnType<Eb['or']> =>
    eb.or([
      eb('r.built_in', '=', 1),
      // The role's office lies in the range (it may be managed)...
      inRange('ro.path', range),
      // ...or above it: offered to the users of the range, shown read-only.
      sql<SqlBool>`${range.path} like ro.path || '%'`,
    ]);

/**
 * Roles: custom ones belong to an office; built-in ones (seeded from roles.ts) to none. The only
 * writer of roles (sys_role), what they grant (sys_role_menu) and who holds them (sys_user_role):
 * other modules write these through it, in their own transaction.
 */
export function roleRepo(db: Executor) {
  const base = () =>
    db
      .selectFrom('sys_role as r')
      .leftJoin('sys_office as ro', 'ro.id', 'r.office_id')
      .select((eb) => [
        'r.id',
        'r.code',
        'r.name',
        'r.office_id as officeId',
        sql<string>`coalesce(ro.name, '')`.as('officeName'),
        sql<string>`coalesce(ro.path, '')`.as('officePath'),
        'r.data_scope as dataScope',
        'r.remarks',
        'r.built_in as builtIn',
        'r.grants_all as grantsAll',
        'r.updated_at as updatedAt',
        eb
          .selectFrom('sys_user_role as ur')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('ur.role_id', '=', 'r.id')
          .as('users'),
      ]);
  type Raw = Omit<RoleRow, 'builtIn' | 'grantsAll' | 'users' | 'dataScope' | 'updatedAt'> & {
    builtIn: number;
    grantsAll: number;
    users: number | string | null;
    dataScope: string;
    updatedAt: number | string;
  };
  const toRow = (r: Raw): RoleRow => ({
    ...r,
    dataScope: r.dataScope as DataScope,
    builtIn: r.builtIn === 1,
    grantsAll: r.grantsAll === 1,
    users: Number(r.users ?? 0),
    updatedAt: Number(r.updatedAt),
  });

  return {
    /** One page of the roles visible in the range (built-in first), matching a name or code. */
    async page(range: DataRange, keyword: string, offset: number, limit: number) {
      let q = base().where(visibleIn(range));
      if (keyword) {
        const pattern = likePattern(keyword);
        q = q.where(
          sql<SqlBool>`(lower(r.name) like ${pattern} escape '\\' or lower(r.code) like ${pattern} escape '\\')`,
        );
      }
      const [rows, total] = await Promise.all([
        q.orderBy('r.built_in', 'desc').orderBy('r.name').orderBy('r.id').offset(offset).limit(limit).execute(),
        q
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toRow), count: Number(total.n) };
    },
    /** A role visible in the range. */
    async find(id: string, range: DataRange): Promise<RoleRow | undefined> {
      const r = await base().where('r.id', '=', id).where(visibleIn(range)).executeTakeFirst();
      return r && toRow(r);
    },
    /**
     * The roles offered to users of the office at `officePath` (built-in ones and those of the
     * office or an office above it); without a path, those visible in the range.
     */
    async offered(range: DataRange, officePath?: string): Promise<RoleRow[]> {
      let q = base();
      q = officePath
        ? q.where((eb) => eb.or([eb('r.built_in', '=', 1), sql<SqlBool>`${officePath} like ro.path || '%'`]))
        : q.where(visibleIn(range));
      const rows = await q.orderBy('r.built_in', 'desc').orderBy('r.name').orderBy('r.id').execute();
      return rows.map(toRow);
    },
    /**
     * The built-in role (one of no office) of a code, regardless of case. Custom codes are unique
     * per office only, so a code alone names a built-in role and nothing else.
     */
    builtIn(code: string): Promise<{ id: string; code: string } | undefined> {
      return db
        .selectFrom('sys_role')
        .select(['id', 'code'])
        .where('office_id', 'is', null)
        .where(sql<SqlBool>`lower(code) = lower(${code})`)
        .executeTakeFirst();
    },
    /** Roles by id, visible or not (to tell unknown ids from roles not offered). */
    async byIds(ids: string[]): Promise<RoleRow[]> {
      if (ids.length === 0) return [];
      return (await base().where('r.id', 'in', ids).execute()).map(toRow);
    },
    async insert(id: string, v: RoleValues, at: number): Promise<void> {
      await db
        .insertInto('sys_role')
        .values({
          id,
          code: v.code,
          name: v.name,
          office_id: v.officeId,
          data_scope: v.dataScope,
          remarks: v.remarks,
          built_in: 0,
          grants_all: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },
    async update(id: string, v: RoleValues, at: number): Promise<void> {
      await db
        .updateTable('sys_role')
        .set({
          code: v.code,
          name: v.name,
          office_id: v.officeId,
          data_scope: v.dataScope,
          remarks: v.remarks,
          updated_at: at,
        })
        .where('id', '=', id)
        .where('built_in', '=', 0)
        .execute();
    },
    /** Users holding the role whose office lies outside the subtree at `path`. */
    async holdersOutside(roleId: string, path: string): Promise<number> {
      const r = await db
        .selectFrom('sys_user_role as ur')
        .innerJoin('sys_user as u', 'u.id', 'ur.user_id')
        .innerJoin('sys_office as o', 'o.id', 'u.office_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ur.role_id', '=', roleId)
        .where('o.path', 'not like', `${path}%`)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** Deletes a custom role nobody holds; answers whether it did (false: somebody holds it). */
    async deleteUnheld(id: string): Promise<boolean> {
      const r = await db
        .deleteFrom('sys_role')
        .where('id', '=', id)
        .where('built_in', '=', 0)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('sys_user_role').select('user_id').where('role_id', '=', id))))
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    /** The menu entries each of the roles grants. */
    async menuIdsOfRoles(ids: string[]): Promise<{ roleId: string; menuId: string }[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('sys_role_menu')
        .select(['role_id as roleId', 'menu_id as menuId'])
        .where('role_id', 'in', ids)
        .execute();
    },
    /** A built-in role (seeded at start, or a test's fixture) unless its id exists. */
    async insertRoleIfAbsent(r: { id: string; code: string; name: string; grantsAll: boolean; at: number }) {
      await db
        .insertInto('sys_role')
        .values({
          id: r.id,
          code: r.code,
          name: r.name,
          built_in: 1,
          grants_all: r.grantsAll ? 1 : 0,
          created_at: r.at,
          updated_at: r.at,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
    /** A built-in role's name and grants-all flag as the code says. */
    async refreshBuiltInRole(r: { id: string; name: string; grantsAll: boolean }) {
      await db
        .updateTable('sys_role')
        .set({ name: r.name, grants_all: r.grantsAll ? 1 : 0, built_in: 1, office_id: null, data_scope: 'subtree' })
        .where('id', '=', r.id)
        .execute();
    },
    async grantIfAbsent(roleId: string, menuIds: string[]): Promise<void> {
      if (menuIds.length === 0) return;
      await db
        .insertInto('sys_role_menu')
        .values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id })))
        .onConflict((oc) => oc.columns(['role_id', 'menu_id']).doNothing())
        .execute();
    },
    /** Makes a role grant exactly these menu entries. */
    async setGrants(roleId: string, menuIds: string[]): Promise<void> {
      let del = db.deleteFrom('sys_role_menu').where('role_id', '=', roleId);
      if (menuIds.length) del = del.where('menu_id', 'not in', menuIds);
      await del.execute();
      for (let i = 0; i < menuIds.length; i += 500) await this.grantIfAbsent(roleId, menuIds.slice(i, i + 500));
    },
    async assignRole(userId: string, roleId: string): Promise<void> {
      await db
        .insertInto('sys_user_role')
        .values({ user_id: userId, role_id: roleId })
        .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
        .execute();
    },
    /** Gives the user exactly these roles. */
    async setRoles(userId: string, roleIds: string[]): Promise<void> {
      await db.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
      if (roleIds.length) {
        await db
          .insertInto('sys_user_role')
          .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
          .execute();
      }
    },
    async holders(id: string): Promise<number> {
      const r = await db
        .selectFrom('sys_user_role')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** The custom roles belonging to the offices (ServerModule.officeCounts). */
    async countIn(offices: DataRange): Promise<number> {
      const r = await db
        .selectFrom('sys_role as r')
        .innerJoin('sys_office as o', 'o.id', 'r.office_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(inRange('o.path', offices))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
export type RoleRepo = ReturnType<typeof roleRepo>;
