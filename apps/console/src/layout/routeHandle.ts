import { useMatches } from 'react-router';
import type { Authority } from '../access/authority';

/** Route meta of spec 3 about the page itself, for the multi-tab view. */
export interface PageMeta {
  /** i18n key of the tab's title, when it differs from the page title. */
  title?: string;
  /** false: the tab has no close button and close left/right/others leave it. Default true. */
  closable?: boolean;
  /** false: the page is not kept alive in its tab; it mounts afresh on every visit. Default true. */
  cacheAble?: boolean;
}

/**
 * What a route declares about itself in `handle` (spec 3's route meta). The menu's own meta
 * (icon, invisible, link) comes with each entry of /routes, which the menu is built from.
 */
export interface RouteHandle {
  /** i18n key of the page name, for the document title and the tab. */
  title?: string;
  /** For pages inside the main layout: the path of its entry in /routes, whose authority guards it. */
  menuPath?: string;
  /** A permission or roles the route needs besides its /routes entry's. */
  authority?: Authority;
  /** Authorities of the routes above it, each of which must pass too. */
  pAuthorities?: Authority[];
  /**
   * A page without the main layout (pages/fullScreenPages.ts): though it names a /routes entry, it
   * gets no tab, or following a link to it from a layout page would open one there.
   */
  fullScreen?: boolean;
  page?: PageMeta;
}

/** The handle of the deepest matched route that declares `key`. */
export function useRouteHandle<K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.[key] !== undefined) return handle[key];
  }
  return undefined;
}
