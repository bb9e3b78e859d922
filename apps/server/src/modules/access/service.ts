import {
  BUILT_IN_ROLES,
  MENU_CATALOGUE,
  WILDCARD,
  grantCovers,
  type BuiltInRole,
  type OperationEntry,
  type RouteEntry,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { roleRepo } from '../role/repo.js';
import { accessRepo, type MenuRow } from './repo.js';

/** What a user may do: the permission strings held, and per role what it grants. */
export interface Grants {
  permissions: Set<string>;
  /** Whether a role of the user grants everything (the administrator), also entries added later. */
  grantsAll: boolean;
  roles: { code: string; name: string; permissions: string[] }[];
}

/** `sys:user:edit` → permission entry id `sys:user`, operation `edit`. */
function splitPermission(p: string): [string, string] {
  const i = p.lastIndexOf(':');
  return i < 0 ? [p, p] : [p.slice(0, i), p.slice(i + 1)];
}

/** Permission entries grouped by resource, as the console checks them (spec 5, 6). */
export function toOperationEntries(permissions: Iterable<string>): OperationEntry[] {
  const byId = new Map<string, string[]>();
  for (const p of [...permissions].sort()) {
    const [id, op] = splitPermission(p);
    byId.set(id, [...(byId.get(id) ?? []), op]);
  }
  return [...byId].map(([id, operation]) => ({ id, operation }));
}

/** Whether held permissions allow an entry whose permission is `required`. */
export const allows = (held: Set<string>, required: string): boolean => required === WILDCARD || held.has(required);

/** Builds the route tree of the menus a user may open; groups left empty are dropped. */
export function routeTree(menus: MenuRow[], held: Set<string>): RouteEntry[] {
  const children = new Map<string | null, MenuRow[]>();
  for (const m of menus) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m]);
  const build = (parentId: string | null): RouteEntry[] =>
    (children.get(parentId) ?? [])
      .filter((m) => allows(held, m.permission))
      .map((m) => ({
        id: m.id,
        name: m.name,
        path: m.path,
        icon: m.icon,
        authority: m.permission,
        invisible: m.invisible,
        ...(m.type === 'link' && m.link ? { link: m.link } : {}),
        children: build(m.id),
      }))
      .filter((r) => r.path !== null || r.link !== undefined || r.children.length > 0);
  return build(null);
}

/** The entries a built-in role grants: those whose permission its prefixes cover. */
export const builtInGrants = (role: BuiltInRole, menus: { id: string; permission: string }[]): string[] =>
  menus.filter((m) => m.permission !== WILDCARD && grantCovers(role.grants, m.permission)).map((m) => m.id);

/** Roles, menus and permissions. */
export function accessService(db: Kysely<Database>) {
  const repo = accessRepo(db);
  return {
    /**
     * At start, under the start-up lock: the catalogue, and the built-in roles granting exactly
     * what roles.ts says (also entries administrators added, by their permission strings).
     */
    async seed(trx: Kysely<Database>): Promise<void> {
      await accessRepo(trx).upsertMenus(MENU_CATALOGUE);
      const menus = await accessRepo(trx).menuPermissions();
      const r = roleRepo(trx);
      for (const role of BUILT_IN_ROLES) {
        const grantsAll = role.grants.includes('*');
        await r.insertRoleIfAbsent({ id: role.code, code: role.code, name: role.name, grantsAll, at: now() });
        await r.refreshBuiltInRole({ id: role.code, name: role.name, grantsAll });
        await r.setGrants(role.code, grantsAll ? [] : builtInGrants(role, menus));
      }
    },

    async grantsOf(userId: string): Promise<Grants> {
      const rows = await repo.grantsOf(userId);
      const all = rows.some((r) => r.grantsAll) ? await repo.allPermissions() : [];
      const roles = new Map<string, { code: string; name: string; permissions: string[] }>();
      for (const row of rows) {
        // By id: two custom roles of different offices may share a code.
        const role = roles.get(row.roleId) ?? { code: row.roleCode, name: row.roleName, permissions: [] };
        roles.set(row.roleId, role);
        if (row.grantsAll) role.permissions = all.filter((p) => p !== WILDCARD);
        else if (row.permission && row.permission !== WILDCARD) role.permissions.push(row.permission);
      }
      const permissions = new Set([...roles.values()].flatMap((r) => r.permissions));
      return { permissions, grantsAll: rows.some((r) => r.grantsAll), roles: [...roles.values()] };
    },

    async routesFor(held: Set<string>): Promise<RouteEntry[]> {
      return routeTree(await repo.builtMenus(), held);
    },

    menuPage: (offset: number, limit: number) => repo.menuPage(offset, limit),
  };
}
export type AccessService = ReturnType<typeof accessService>;
