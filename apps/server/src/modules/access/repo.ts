import type { MenuEntry } from '@apm/contract';
import type { Executor } from '../../platform/db/transaction.js';

export interface MenuRow {
  id: string;
  parentId: string | null;
  name: string;
  type: string;
  path: string | null;
  icon: string | null;
  permission: string;
  sort: number;
  invisible: boolean;
  built: boolean;
}

export interface RoleGrant {
  roleCode: string;
  roleName: string;
  grantsAll: boolean;
  permission: string | null;
}

const menuColumns = [
  'id',
  'parent_id as parentId',
  'name',
  'type',
  'path',
  'icon',
  'permission',
  'sort',
  'invisible',
  'built',
] as const;

const toMenu = (r: { invisible: number; built: number } & Omit<MenuRow, 'invisible' | 'built'>): MenuRow => ({
  ...r,
  invisible: r.invisible === 1,
  built: r.built === 1,
});

/** Menus, roles and what roles grant. */
export function accessRepo(db: Executor) {
  return {
    /** Adds catalogue entries that are new and refreshes `built`; keeps what admins edited. */
    async upsertMenus(entries: readonly MenuEntry[]): Promise<void> {
      for (const m of entries) {
        await db
          .insertInto('sys_menu')
          .values({
            id: m.id,
            parent_id: m.parentId,
            name: m.name,
            type: m.type,
            path: m.path,
            icon: m.icon,
            permission: m.permission,
            sort: m.sort,
            invisible: m.invisible ? 1 : 0,
            built: m.built ? 1 : 0,
          })
          .onConflict((oc) => oc.column('id').doUpdateSet({ built: m.built ? 1 : 0 }))
          .execute();
      }
    },
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
        })
        .onConflict((oc) => oc.column('code').doNothing())
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
    async assignRole(userId: string, roleId: string): Promise<void> {
      await db
        .insertInto('sys_user_role')
        .values({ user_id: userId, role_id: roleId })
        .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
        .execute();
    },
    roles() {
      return db
        .selectFrom('sys_role')
        .select(['id', 'code', 'name', 'built_in as builtIn', 'grants_all as grantsAll'])
        .orderBy('built_in', 'desc')
        .orderBy('name')
        .execute()
        .then((rows) => rows.map((r) => ({ ...r, builtIn: r.builtIn === 1, grantsAll: r.grantsAll === 1 })));
    },
    /** The roles of each of the users. */
    async rolesOfUsers(userIds: string[]): Promise<{ userId: string; id: string; name: string }[]> {
      if (userIds.length === 0) return [];
      return db
        .selectFrom('sys_user_role as ur')
        .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
        .select(['ur.user_id as userId', 'r.id', 'r.name'])
        .where('ur.user_id', 'in', userIds)
        .orderBy('r.name')
        .execute();
    },
    /** Permissions granted by each of the roles (grantsAll roles grant everything). */
    async grantsOfRoles(roleIds: string[]): Promise<{ id: string; grantsAll: boolean; permission: string | null }[]> {
      if (roleIds.length === 0) return [];
      const rows = await db
        .selectFrom('sys_role as r')
        .leftJoin('sys_role_menu as rm', 'rm.role_id', 'r.id')
        .leftJoin('sys_menu as m', 'm.id', 'rm.menu_id')
        .select(['r.id', 'r.grants_all as grantsAll', 'm.permission'])
        .where('r.id', 'in', roleIds)
        .execute();
      return rows.map((r) => ({ ...r, grantsAll: r.grantsAll === 1 }));
    },
    async setRoles(userId: string, roleIds: string[]): Promise<void> {
      await db.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
      if (roleIds.length) {
        await db
          .insertInto('sys_user_role')
          .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
          .execute();
      }
    },

    /** Each role of the user with each permission its menus grant (null for a role granting none). */
    grantsOf(userId: string): Promise<RoleGrant[]> {
      return db
        .selectFrom('sys_user_role as ur')
        .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
        .leftJoin('sys_role_menu as rm', 'rm.role_id', 'r.id')
        .leftJoin('sys_menu as m', 'm.id', 'rm.menu_id')
        .select(['r.code as roleCode', 'r.name as roleName', 'r.grants_all as grantsAll', 'm.permission'])
        .where('ur.user_id', '=', userId)
        .execute()
        .then((rows) => rows.map((r) => ({ ...r, grantsAll: r.grantsAll === 1 })));
    },
    /** Every distinct permission string of the menu table. */
    allPermissions(): Promise<string[]> {
      return db
        .selectFrom('sys_menu')
        .select('permission')
        .distinct()
        .execute()
        .then((rows) => rows.map((r) => r.permission));
    },
    async builtMenus(): Promise<MenuRow[]> {
      const rows = await db
        .selectFrom('sys_menu')
        .select(menuColumns)
        .where('built', '=', 1)
        .where('type', '!=', 'button')
        .orderBy('sort')
        .execute();
      return rows.map(toMenu);
    },
    async menuPage(offset: number, limit: number): Promise<{ list: MenuRow[]; count: number }> {
      const [rows, total] = await Promise.all([
        db.selectFrom('sys_menu').select(menuColumns).orderBy('id').offset(offset).limit(limit).execute(),
        db
          .selectFrom('sys_menu')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(toMenu), count: Number(total.n) };
    },
  };
}
export type AccessRepo = ReturnType<typeof accessRepo>;
