import type { OperationEntry, RouteEntry } from '@apm/contract';
import { hasAuthority, type AccessRoute, type Authority } from './authority';

/** A route entry with the chain of entries above it, as the menu and the route guard see it. */
export interface LocatedRoute extends AccessRoute {
  entry: RouteEntry;
  /** The entries from the top of the tree down to (not including) this one. */
  parents: RouteEntry[];
}

/** A parent's requirements as authorities: its permission, and its roles when it requires some (spec 6). */
const requirementsOf = (p: RouteEntry): Authority[] => [p.authority, ...(p.roles ? [{ role: p.roles }] : [])];

const withParents = (entry: RouteEntry, parents: RouteEntry[]): LocatedRoute => ({
  entry,
  parents,
  authority: entry.authority,
  pAuthorities: parents.flatMap(requirementsOf),
  ...(entry.roles ? { roles: entry.roles } : {}),
});

/** Paths in /routes have no leading slash; URLs do. */
export const normalisePath = (path: string): string => path.replace(/^\/+|\/+$/g, '');

/** Finds the entry serving a path (e.g. 'home' or '/home'), with its parents; undefined when none. */
export function findRoute(tree: readonly RouteEntry[], path: string): LocatedRoute | undefined {
  const wanted = normalisePath(path);
  const walk = (entries: readonly RouteEntry[], parents: RouteEntry[]): LocatedRoute | undefined => {
    for (const entry of entries) {
      if (entry.path !== null && normalisePath(entry.path) === wanted) return withParents(entry, parents);
      const found = walk(entry.children, [...parents, entry]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(tree, []);
}

/**
 * Whether the user may open a path: it must be served by an entry of the tree (the server
 * leaves out what the user may not open) whose authority, and its parents', the user holds.
 */
export function canOpen(
  tree: readonly RouteEntry[],
  path: string,
  permissions: readonly OperationEntry[],
  roles: readonly OperationEntry[],
): boolean {
  const route = findRoute(tree, path);
  return route !== undefined && hasAuthority(route, permissions, roles);
}

/**
 * The entries the menu shows (spec 5): invisible entries and entries the user may not open are
 * dropped with everything below them; page entries lose their button children; groups left
 * without pages (or links) are dropped.
 */
export function visibleMenu(
  tree: readonly RouteEntry[],
  permissions: readonly OperationEntry[],
  roles: readonly OperationEntry[],
): RouteEntry[] {
  const walk = (entries: readonly RouteEntry[], parents: RouteEntry[]): RouteEntry[] =>
    entries
      .filter((e) => !e.invisible && hasAuthority(withParents(e, parents), permissions, roles))
      .map((e) => ({ ...e, children: e.path === null ? walk(e.children, [...parents, e]) : [] }))
      .filter((e) => e.path !== null || e.link !== undefined || e.children.length > 0);
  return walk(tree, []);
}

/** What a route declares about its access (its handle): the /routes entry it is, and any authority of its own. */
export interface RouteAccessMeta extends AccessRoute {
  menuPath?: string;
}

/**
 * Whether the user may open a route of the console (spec 2, 6): its /routes entry (with the
 * entry's parents) when it names one, and its own authority with its parents' when it declares them.
 */
export function mayOpenRoute(
  meta: RouteAccessMeta,
  tree: readonly RouteEntry[],
  permissions: readonly OperationEntry[],
  roles: readonly OperationEntry[],
): boolean {
  if (meta.menuPath !== undefined && !canOpen(tree, meta.menuPath, permissions, roles)) return false;
  return hasAuthority(meta, permissions, roles);
}
