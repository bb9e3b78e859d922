import type { RouteEntry } from '@apm/contract';
import { normalisePath } from '../../access/routes';

/** The URL of an entry's first page, depth first (the entry itself when it is a page); undefined for an empty group. */
export function firstLeafUrl(entry: RouteEntry): string | undefined {
  if (entry.path !== null) return `/${normalisePath(entry.path)}`;
  for (const child of entry.children) {
    const url = firstLeafUrl(child);
    if (url) return url;
  }
  return undefined;
}

const contains = (entry: RouteEntry, path: string): boolean =>
  (entry.path !== null && normalisePath(entry.path) === path) || entry.children.some((c) => contains(c, path));

/** The top-level entry whose tree holds the page at `pathname`; undefined when none does. */
export function topLevelOf(menu: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  const path = normalisePath(pathname);
  return menu.find((e) => contains(e, path));
}

/**
 * Where choosing a top-level entry of the mixed layout's header leads (spec 2): a page opens
 * itself, a group opens its first page.
 */
export const mixTarget = (menu: readonly RouteEntry[], key: string): string | undefined => {
  const entry = menu.find((e) => e.id === key || (e.path !== null && `/${normalisePath(e.path)}` === key));
  return entry ? firstLeafUrl(entry) : undefined;
};
