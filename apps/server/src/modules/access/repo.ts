import type { MenuEntry, MenuType } from '@apm/contract';
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';

/** A menu entry as it is now: an administrator's changes applied over the catalogue's values. */
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
  /** The external address of a link entry (added by an administrator). */
  link?: string | null;
}

/** A menu entry with both the catalogue's values and the administrator's changes (menu management). */
export interface MenuAdminRow extends MenuRow {
  link: string | null;
  custom: boolean;
  defaults: { name: string; icon: string | null; sort: number; invisible: boolean };
  /** Which values an administrator changed. */
  changed: boolean;
}

export interface RoleGrant {
  roleId: string;
  roleCode: string;
  roleName: string;
  grantsAll: boolean;
  permission: string | null;
}

/** A custom entry (button or link) an administrator adds or edits. */
export interface CustomMenu {
  id: string;
  parentId: string | null;
  type: Extract<MenuType, 'button' | 'link'>;
  name: string;
  icon: string | null;
  permission: string;
  sort: number;
  invisible: boolean;
  link: string | null;
}

/** What an administrator may change on a catalogue entry; null restores the catalogue's value. */
export interface MenuOverrides {
  name: string | null;
  icon: string | null;
  sort: number | null;
  invisible: boolean | null;
}

// The values in effect: an administrator's change when there is one (icon '' = none), else the catalogue's.
const effective = [
  'id',
  'parent_id as parentId',
  sql<string>`coalesce(name_set, name)`.as('name'),
  'type',
  'path',
  sql<string | null>`nullif(coalesce(icon_set, icon, ''), '')`.as('icon'),
  'permission',
  sql<number>`coalesce(sort_set, sort)`.as('sort'),
  sql<number>`coalesce(invisible_set, invisible)`.as('invisible'),
  'built',
  'link',
] as const;

type EffectiveRow = Omit<MenuRow, 'invisible' | 'built' | 'sort'> & {
  invisible: number | string;
  built: number;
  sort: number | string;
};

const toMenu = (r: EffectiveRow): MenuRow => ({
  ...r,
  sort: Number(r.sort),
  invisible: Number(r.invisible) === 1,
  built: r.built === 1,
});

/** Menus (sys_menu, its only writer), and what roles grant as read for access checks. */
export function accessRepo(db: Executor) {
  return {
    /**
     * Writes the catalogue: new entries are added, existing ones take the catalogue's values
     * (an administrator's changes live in other columns and stay), entries the catalogue no
     * longer has are removed with the buttons added under them.
     */
    async upsertMenus(entries: readonly MenuEntry[]): Promise<void> {
      for (const m of entries) {
        const values = {
          parent_id: m.parentId,
          name: m.name,
          type: m.type,
          path: m.path,
          icon: m.icon,
          permission: m.permission,
          sort: m.sort,
          invisible: m.invisible ? 1 : 0,
          built: m.built ? 1 : 0,
        };
        await db
          .insertInto('sys_menu')
          .values({ id: m.id, ...values, custom: 0 })
          .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, custom: 0 }))
          .execute();
      }
      const ids = entries.map((m) => m.id);
      const stale = await db
        .selectFrom('sys_menu')
        .select('id')
        .where('custom', '=', 0)
        .where('id', 'not in', ids)
        .execute();
      if (stale.length === 0) return;
      const staleIds = stale.map((s) => s.id);
      await db
        .deleteFrom('sys_menu')
        .where('custom', '=', 1)
        .where('type', '=', 'button')
        .where('parent_id', 'in', staleIds)
        .execute();
      await db
        .updateTable('sys_menu')
        .set({ parent_id: null })
        .where('custom', '=', 1)
        .where('parent_id', 'in', staleIds)
        .execute();
      await db.deleteFrom('sys_menu').where('id', 'in', staleIds).execute();
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
    /** Each role of the user with each permission its menus grant (null for a role granting none). */
    grantsOf(userId: string): Promise<RoleGrant[]> {
      return db
        .selectFrom('sys_user_role as ur')
        .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
        .leftJoin('sys_role_menu as rm', 'rm.role_id', 'r.id')
        .leftJoin('sys_menu as m', 'm.id', 'rm.menu_id')
        .select([
          'r.id as roleId',
          'r.code as roleCode',
          'r.name as roleName',
          'r.grants_all as grantsAll',
          'm.permission',
        ])
        .where('ur.user_id', '=', userId)
        .execute()
        .then((rows) => rows.map((r) => ({ ...r, grantsAll: r.grantsAll === 1 })));
    },
    /** Whether the user belongs to the platform office itself (platform-only permissions need it). */
    async inPlatformOffice(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('sys_user as u')
        .innerJoin('sys_office as o', 'o.id', 'u.office_id')
        .select('o.type')
        .where('u.id', '=', userId)
        .executeTakeFirst();
      return row?.type === 'platform';
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
    /** Ids and permissions of every entry (the seed grants the built-in roles from these). */
    menuPermissions(): Promise<{ id: string; permission: string }[]> {
      return db.selectFrom('sys_menu').select(['id', 'permission']).execute();
    },
    async builtMenus(): Promise<MenuRow[]> {
      const rows = await db
        .selectFrom('sys_menu')
        .select(effective)
        .where('built', '=', 1)
        .where('type', '!=', 'button')
        .orderBy(sql`coalesce(sort_set, sort)`)
        .orderBy('id')
        .execute();
      return rows.map(toMenu);
    },
    async menuPage(offset: number, limit: number): Promise<{ list: MenuRow[]; count: number }> {
      const [rows, total] = await Promise.all([
        db.selectFrom('sys_menu').select(effective).orderBy('id').offset(offset).limit(limit).execute(),
        db
          .selectFrom('sys_menu')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(toMenu), count: Number(total.n) };
    },

    /** Every entry with its catalogue values and changes (the menu tree is bounded: catalogue + CUSTOM_MENU_MAX). */
    async menuAdminRows(): Promise<MenuAdminRow[]> {
      const rows = await db
        .selectFrom('sys_menu')
        .select([
          ...effective,
          'custom',
          'name as defaultName',
          'icon as defaultIcon',
          'sort as defaultSort',
          'invisible as defaultInvisible',
          sql<number>`case when name_set is null and icon_set is null and sort_set is null and invisible_set is null then 0 else 1 end`.as(
            'changed',
          ),
        ])
        .orderBy(sql`coalesce(sort_set, sort)`)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        ...toMenu(r),
        link: r.link,
        custom: r.custom === 1,
        defaults: {
          name: r.defaultName,
          icon: r.defaultIcon,
          sort: Number(r.defaultSort),
          invisible: Number(r.defaultInvisible) === 1,
        },
        changed: Number(r.changed) === 1,
      }));
    },
    async findMenuAdmin(id: string): Promise<MenuAdminRow | undefined> {
      return (await this.menuAdminRows()).find((m) => m.id === id);
    },
    async countCustomMenus(): Promise<number> {
      const r = await db
        .selectFrom('sys_menu')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('custom', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** The entry already carrying a permission string, other than `exceptId`. */
    async menuWithPermission(permission: string, exceptId?: string) {
      let q = db.selectFrom('sys_menu').select(['id', 'name']).where('permission', '=', permission);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return q.executeTakeFirst();
    },
    async setOverrides(id: string, o: MenuOverrides): Promise<void> {
      await db
        .updateTable('sys_menu')
        .set({
          name_set: o.name,
          icon_set: o.icon,
          sort_set: o.sort,
          invisible_set: o.invisible === null ? null : o.invisible ? 1 : 0,
        })
        .where('id', '=', id)
        .where('custom', '=', 0)
        .execute();
    },
    async insertCustomMenu(m: CustomMenu): Promise<void> {
      await db
        .insertInto('sys_menu')
        .values({
          id: m.id,
          parent_id: m.parentId,
          name: m.name,
          type: m.type,
          path: null,
          icon: m.icon,
          permission: m.permission,
          sort: m.sort,
          invisible: m.invisible ? 1 : 0,
          built: 1,
          custom: 1,
          link: m.link,
        })
        .execute();
    },
    async updateCustomMenu(m: CustomMenu): Promise<void> {
      await db
        .updateTable('sys_menu')
        .set({
          parent_id: m.parentId,
          name: m.name,
          icon: m.icon,
          permission: m.permission,
          sort: m.sort,
          invisible: m.invisible ? 1 : 0,
          link: m.link,
        })
        .where('id', '=', m.id)
        .where('custom', '=', 1)
        .execute();
    },
    /** Deletes a custom entry (its grants go with it); answers whether there was one. */
    async deleteCustomMenu(id: string): Promise<boolean> {
      const r = await db.deleteFrom('sys_menu').where('id', '=', id).where('custom', '=', 1).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    /** Roles granting an entry (their names, for the audit of a deletion). */
    async rolesGranting(menuId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('sys_role_menu as rm')
        .innerJoin('sys_role as r', 'r.id', 'rm.role_id')
        .select('r.name')
        .where('rm.menu_id', '=', menuId)
        .orderBy('r.name')
        .execute();
      return rows.map((r) => r.name);
    },
  };
}
export type AccessRepo = ReturnType<typeof accessRepo>;
