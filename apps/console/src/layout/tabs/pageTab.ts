import type { RouteAccessMeta } from '../../access/routes';
import type { RouteHandle } from '../routeHandle';
import type { PageTab } from './tabList';

/** The deepest handle that declares `key`, as useRouteHandle reads it. */
const deepest = <K extends keyof RouteHandle>(handles: readonly RouteHandle[], key: K): RouteHandle[K] | undefined =>
  handles.findLast((h) => h[key] !== undefined)?.[key];

/**
 * The tab of a location from the handles of its matched routes (top first): titled by the route
 * (`page.title`, else the page title), closable unless `page.closable` is false. Undefined for a
 * location outside the main layout (no route names a /routes entry, or it is a full-screen page).
 */
export function pageTab(
  handles: readonly RouteHandle[],
  location: { pathname: string; search: string },
): PageTab | undefined {
  if (deepest(handles, 'menuPath') === undefined || handles.some((h) => h.fullScreen)) return undefined;
  const page = deepest(handles, 'page');
  return {
    key: location.pathname,
    url: `${location.pathname}${location.search}`,
    title: page?.title ?? deepest(handles, 'title') ?? '',
    closable: page?.closable !== false,
  };
}

/** What the route guard checks for a location (its /routes entry, its own and its parents' authorities). */
export function accessMeta(handles: readonly RouteHandle[]): RouteAccessMeta {
  const own = handles.at(-1) ?? {};
  const parents = handles
    .slice(0, -1)
    .flatMap((h) => [...(h.pAuthorities ?? []), ...(h.authority ? [h.authority] : [])]);
  return {
    menuPath: deepest(handles, 'menuPath'),
    authority: own.authority,
    pAuthorities: [...parents, ...(own.pAuthorities ?? [])],
  };
}
