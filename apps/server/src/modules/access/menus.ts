import {
  BUILT_IN_ROLES,
  CUSTOM_MENU_MAX,
  WILDCARD,
  grantCovers,
  type FieldError,
  type MenuAdminNode,
  type MenuSave,
  type MenuType,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { auditBy, type AuditEntry, type AuditLog } from '../log/audit.js';
import { roleRepo } from '../role/repo.js';
import { accessRepo, type CustomMenu, type MenuAdminRow } from './repo.js';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', { fields: [{ field, message }] satisfies FieldError[] });

/** The `module:resource:` part of a permission (a button's permission must share its page's). */
const resourceOf = (permission: string) => permission.split(':').slice(0, 2).join(':') + ':';

/** Nests rows (already in menu order) under their parents. */
export function menuTree(rows: MenuAdminRow[]): MenuAdminNode[] {
  const byParent = new Map<string | null, MenuAdminRow[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    const parent = r.parentId !== null && ids.has(r.parentId) ? r.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
  }
  const build = (parentId: string | null): MenuAdminNode[] =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r.id,
      parentId: r.parentId,
      name: r.name,
      type: r.type as MenuType,
      path: r.path,
      link: r.link,
      icon: r.icon,
      permission: r.permission,
      sort: r.sort,
      invisible: r.invisible,
      built: r.built,
      custom: r.custom,
      defaults: r.custom ? null : r.defaults,
      children: build(r.id),
    }));
  return build(null);
}

/** Gives a new or changed custom entry to the built-in roles whose prefixes cover its permission. */
async function grantToBuiltIns(trx: Executor, menuId: string, permission: string): Promise<void> {
  if (permission === WILDCARD) return;
  for (const role of BUILT_IN_ROLES) {
    if (!role.grants.includes('*') && grantCovers(role.grants, permission))
      await roleRepo(trx).grantIfAbsent(role.code, [menuId]);
  }
}

/**
 * Menu management (administrators): the catalogue's entries may be renamed, re-ordered,
 * re-iconed and hidden (the changes are kept beside the catalogue's values, which are refreshed
 * at each start); buttons and links may be added and removed. Paths and permissions of the
 * catalogue stay as the code has them: the console has a page for each path, the server checks
 * each permission.
 */
export function menuManagement(db: Kysely<Database>, audit: AuditLog) {
  const repo = accessRepo(db);

  const mustFind = async (id: string): Promise<MenuAdminRow> => {
    const m = await repo.findMenuAdmin(id);
    if (!m) throw new AppError('NOT_FOUND', { message: 'No such menu entry' });
    return m;
  };

  /** The parent a custom entry goes under, checked for its type. */
  const parentFor = async (type: 'button' | 'link', parentId: string): Promise<MenuAdminRow | null> => {
    if (type === 'button') {
      if (!parentId) throw invalid('parentId', 'required');
      const page = await repo.findMenuAdmin(parentId);
      if (!page || page.type !== 'page') throw invalid('parentId', 'buttonParent');
      return page;
    }
    if (!parentId) return null;
    const group = await repo.findMenuAdmin(parentId);
    if (!group || group.type !== 'group') throw invalid('parentId', 'linkParent');
    return group;
  };

  /** A custom entry's values from the form, checked. */
  const customFrom = async (id: string, type: 'button' | 'link', input: MenuSave): Promise<CustomMenu> => {
    const parent = await parentFor(type, input.parentId);
    if (type === 'button') {
      if (!input.permission || input.permission === WILDCARD) throw invalid('permission', 'required');
      if (input.link) throw invalid('link', 'buttonNoLink');
      if (resourceOf(input.permission) !== resourceOf(parent!.permission))
        throw invalid('permission', 'buttonResource');
      return {
        id,
        parentId: parent!.id,
        type,
        name: input.name,
        icon: null,
        permission: input.permission,
        sort: input.sort,
        invisible: true,
        link: null,
      };
    }
    if (!input.link) throw invalid('link', 'required');
    return {
      id,
      parentId: parent?.id ?? null,
      type,
      name: input.name,
      icon: input.icon || null,
      permission: input.permission || WILDCARD,
      sort: input.sort,
      invisible: input.invisible,
      link: input.link,
    };
  };

  const checkPermissionFree = async (permission: string, exceptId?: string) => {
    if (permission === WILDCARD) return;
    const holder = await repo.menuWithPermission(permission, exceptId);
    if (holder)
      throw new AppError('CONFLICT', {
        message: `The permission ${permission} belongs to the entry ${holder.id} already`,
        fields: [{ field: 'permission', message: 'permissionTaken' }],
      });
  };

  const changesOf = (before: Record<string, unknown>, after: Record<string, unknown>): AuditEntry['changes'] =>
    Object.fromEntries(
      Object.keys(after)
        .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
        .map((k) => [k, { before: before[k], after: after[k] }]),
    );

  return {
    /** Every entry, nested, in menu order. */
    async tree(): Promise<MenuAdminNode[]> {
      return menuTree(await repo.menuAdminRows());
    },

    /** Edits an entry, or adds a custom button or link. */
    async save(p: Principal, input: MenuSave, meta: RequestMeta): Promise<{ id: string }> {
      if (!input.id) {
        if (!input.type) throw invalid('type', 'required');
        if ((await repo.countCustomMenus()) >= CUSTOM_MENU_MAX)
          throw new AppError('CONFLICT', {
            message: `At most ${CUSTOM_MENU_MAX} entries may be added`,
            jsonObject: { max: CUSTOM_MENU_MAX },
          });
        const entry = await customFrom(newId(), input.type, input);
        await checkPermissionFree(entry.permission);
        await inTransaction(db, async (trx) => {
          await accessRepo(trx).insertCustomMenu(entry);
          await grantToBuiltIns(trx, entry.id, entry.permission);
          const { id: _id, ...fields } = entry;
          await audit.record(
            trx,
            auditBy(p, meta, 'menu', 'create', entry.name, changesOf({}, fields as Record<string, unknown>)),
          );
        });
        return { id: entry.id };
      }

      const before = await mustFind(input.id);
      if (input.type && input.type !== before.type) throw invalid('type', 'fixed');
      if (before.custom) {
        const entry = await customFrom(before.id, before.type as 'button' | 'link', input);
        // Roles were granted this entry for what its permission allowed: it stays what it was.
        if (entry.permission !== before.permission) throw invalid('permission', 'fixed');
        if (before.type === 'button' && entry.parentId !== before.parentId) throw invalid('parentId', 'fixed');
        const old = {
          parentId: before.parentId,
          name: before.name,
          icon: before.icon,
          sort: before.sort,
          invisible: before.invisible,
          link: before.link,
        };
        const now = {
          parentId: entry.parentId,
          name: entry.name,
          icon: entry.icon,
          sort: entry.sort,
          invisible: entry.invisible,
          link: entry.link,
        };
        await inTransaction(db, async (trx) => {
          await accessRepo(trx).updateCustomMenu(entry);
          await audit.record(trx, auditBy(p, meta, 'menu', 'update', before.id, changesOf(old, now)));
        });
        return { id: before.id };
      }

      // A catalogue entry: type, parent, path and permission are the code's.
      if (input.permission && input.permission !== before.permission) throw invalid('permission', 'fixedByCatalogue');
      if (input.parentId && input.parentId !== before.parentId) throw invalid('parentId', 'fixedByCatalogue');
      if (input.link) throw invalid('link', 'fixedByCatalogue');
      const d = before.defaults;
      const isButton = before.type === 'button';
      const icon = isButton ? (d.icon ?? '') : input.icon;
      const invisible = isButton ? d.invisible : input.invisible;
      const overrides = {
        name: input.name === d.name ? null : input.name,
        icon: icon === (d.icon ?? '') ? null : icon,
        sort: input.sort === d.sort ? null : input.sort,
        invisible: invisible === d.invisible ? null : invisible,
      };
      const old = { name: before.name, icon: before.icon, sort: before.sort, invisible: before.invisible };
      const now = { name: input.name, icon: icon || null, sort: input.sort, invisible };
      await inTransaction(db, async (trx) => {
        await accessRepo(trx).setOverrides(before.id, overrides);
        await audit.record(trx, auditBy(p, meta, 'menu', 'update', before.id, changesOf(old, now)));
      });
      return { id: before.id };
    },

    /** Restores a catalogue entry to the catalogue's values. */
    async reset(p: Principal, id: string, meta: RequestMeta): Promise<void> {
      const before = await mustFind(id);
      if (before.custom) throw invalid('id', 'customHasNoDefaults');
      const d = before.defaults;
      const old = { name: before.name, icon: before.icon, sort: before.sort, invisible: before.invisible };
      await inTransaction(db, async (trx) => {
        await accessRepo(trx).setOverrides(before.id, { name: null, icon: null, sort: null, invisible: null });
        await audit.record(
          trx,
          auditBy(p, meta, 'menu', 'reset', before.id, changesOf(old, { ...d, icon: d.icon ?? null })),
        );
      });
    },

    /** Deletes a custom entry; the catalogue's entries can only be hidden. */
    async remove(p: Principal, id: string, meta: RequestMeta): Promise<void> {
      const before = await mustFind(id);
      if (!before.custom)
        throw new AppError('CONFLICT', {
          message: 'Entries of the catalogue cannot be deleted; hide them instead',
          jsonObject: { catalogue: true },
        });
      const roles = await repo.rolesGranting(id);
      await inTransaction(db, async (trx) => {
        if (!(await accessRepo(trx).deleteCustomMenu(id))) throw new AppError('NOT_FOUND');
        await audit.record(
          trx,
          auditBy(p, meta, 'menu', 'delete', before.name, {
            name: { before: before.name },
            permission: { before: before.permission },
            ...(before.link ? { link: { before: before.link } } : {}),
            ...(roles.length ? { grantedBy: { before: roles } } : {}),
          }),
        );
      });
    },
  };
}
export type MenuManagement = ReturnType<typeof menuManagement>;
