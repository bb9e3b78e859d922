import { useMatches } from 'react-router';

/** What a route declares about itself in `handle`. */
export interface RouteHandle {
  /** i18n key of the page name, for the document title. */
  title?: string;
  /** For pages inside the main layout: the path of its entry in /routes, whose authority guards it. */
  menuPath?: string;
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
