import {
  BUILT_IN_ROLES,
  MENU_CATALOGUE,
  ROUTE_ROLES,
  WILDCARD,
  grantCovers,
  isPlatformOnly,
  type BuiltInRole,
  type OperationEntry,
  type RouteEntry,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import { ACCESS_CACHE_TTL_MS, dropOnChange, expiringCache } from '../../platform/auth/access-cache.js';
import type { SharedLevels } from '../../platform/auth/shared-level.js';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { roleRepo } from '../role/repo.js';
import { accessRepo, type MenuRow } from './repo.js';

/** What a user may do: the permission strings held, and per role what it grants. */
export interface Grants {
  permissions: Set<string>;
  /** Whether a role of the user grants everything (the administrator), also entries added later. */
  grantsAll: boolean;
  /**
   * Whether the user belongs to the platform office. Outside it, no role grants a platform-only
   * permission (menu.ts `platformOnly`: calls that affect every tenant), whatever the role says.
   */
  platform: boolean;
  /** `id`: a built-in role's id is its code; a custom role's is generated (custom codes may repeat). */
  roles: { id: string; code: string; name: string; permissions: string[] }[];
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

/**
 * Whether the holder of `mine` has `permission`, also one of an entry added since they were read
 * (a grants-all role holds those, but outside the platform office never a platform-only one).
 */
export const holdsPermission = (mine: Pick<Grants, 'permissions' | 'grantsAll' | 'platform'>, permission: string) =>
  mine.permissions.has(permission) || (mine.grantsAll && (mine.platform || !isPlatformOnly(permission)));

/** Whether held permissions allow an entry whose permission is `required`. */
export const allows = (held: Set<string>, required: string): boolean => required === WILDCARD || held.has(required);

/** Whether a user with the built-in roles `roleIds` has one of the roles an entry requires (spec 6), if it requires any. */
export const hasRequiredRole = (entryId: string, roleIds: ReadonlySet<string>): boolean => {
  const required = ROUTE_ROLES.get(entryId);
  return !required || required.some((r) => roleIds.has(r));
};

/**
 * Builds the route tree of the menus a user may open: the permission held, and one of the roles
 * the catalogue requires for the entry (spec 6); groups left empty are dropped.
 */
export function routeTree(menus: MenuRow[], held: Set<string>, roleIds: ReadonlySet<string>): RouteEntry[] {
  const children = new Map<string | null, MenuRow[]>();
  for (const m of menus) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m]);
  const build = (parentId: string | null): RouteEntry[] =>
    (children.get(parentId) ?? [])
      .filter((m) => allows(held, m.permission) && hasRequiredRole(m.id, roleIds))
      .map((m) => ({
        id: m.id,
        name: m.name,
        path: m.path,
        icon: m.icon,
        authority: m.permission,
        invisible: m.invisible,
        ...(m.type === 'link' && m.link ? { link: m.link } : {}),
        ...(ROUTE_ROLES.has(m.id) ? { roles: [...ROUTE_ROLES.get(m.id)!] } : {}),
        children: build(m.id),
      }))
      .filter((r) => r.path !== null || r.link !== undefined || r.children.length > 0);
  return build(null);
}

/** The entries a built-in role grants: those whose permission its prefixes cover. */
export const builtInGrants = (role: BuiltInRole, menus: { id: string; permission: string }[]): string[] =>
  menus.filter((m) => m.permission !== WILDCARD && grantCovers(role.grants, m.permission)).map((m) => m.id);

/**
 * Roles, menus and permissions. Each user's grants are cached in the process (and in `shared`,
 * Redis) and dropped by the changes `bus` tells of (platform/auth/access-cache.ts).
 */
export function accessService(db: Kysely<Database>, bus?: Bus, shared?: SharedLevels) {
  const repo = accessRepo(db);
  // Without a bus nothing would tell of changes: every call reads the grants.
  const cache = expiringCache<Grants>(bus ? ACCESS_CACHE_TTL_MS : 0, undefined, {
    shared: shared?.level<Grants>('grants', ACCESS_CACHE_TTL_MS, {
      toJson: (g) => ({ ...g, permissions: [...g.permissions] }),
      fromJson: (j) => {
        const g = j as Omit<Grants, 'permissions'> & { permissions: string[] };
        return { ...g, permissions: new Set(g.permissions) };
      },
    }),
  });
  if (bus) dropOnChange(bus, cache);

  const readGrants = async (userId: string): Promise<Grants> => {
    const [rows, platform] = await Promise.all([repo.grantsOf(userId), repo.inPlatformOffice(userId)]);
    const all = rows.some((r) => r.grantsAll) ? await repo.allPermissions() : [];
    // The one rule for what affects every tenant: outside the platform office nobody holds it,
    // so the menu hides it, the guard refuses its calls and role checks compare without it.
    const mayHold = (p: string | null): p is string => !!p && p !== WILDCARD && (platform || !isPlatformOnly(p));
    const roles = new Map<string, Grants['roles'][number]>();
    for (const row of rows) {
      // By id: two custom roles of different offices may share a code.
      const role = roles.get(row.roleId) ?? { id: row.roleId, code: row.roleCode, name: row.roleName, permissions: [] };
      roles.set(row.roleId, role);
      if (row.grantsAll) role.permissions = all.filter(mayHold);
      else if (mayHold(row.permission)) role.permissions.push(row.permission);
    }
    const permissions = new Set([...roles.values()].flatMap((r) => r.permissions));
    return { permissions, grantsAll: rows.some((r) => r.grantsAll), platform, roles: [...roles.values()] };
  };

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

    /** What the user holds now (shared between calls: do not change it). */
    grantsOf(userId: string): Promise<Grants> {
      return cache.get(userId, () => readGrants(userId));
    },

    /** The route tree of the user: what they hold, with the roles some entries require. */
    async routesFor(userId: string): Promise<RouteEntry[]> {
      const grants = await cache.get(userId, () => readGrants(userId));
      // By id: the roles an entry requires are built-in, whose ids are their codes; a custom role
      // that happens to carry such a code is not the built-in role.
      return routeTree(await repo.builtMenus(), grants.permissions, new Set(grants.roles.map((r) => r.id)));
    },

    menuPage: (offset: number, limit: number) => repo.menuPage(offset, limit),
  };
}
export type AccessService = ReturnType<typeof accessService>;
