import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../layout/routeHandle';
import { PageErrorPage } from '../pages/exception/PageErrorPage';
import { RouteErrorPage } from '../pages/exception/RouteErrorPage';
import type { FullScreenPage } from '../pages/fullScreenPages';
import type { LayoutPage } from '../pages/layoutPages';
import { RequireSession } from '../session/RequireSession';
import { GuardedOutlet } from './GuardedOutlet';
import { lazyPage } from './lazyPage';

const handle = (h: RouteHandle): RouteHandle => h;

/**
 * The pages of the main layout under RequireSession: `loadLayout` gives the shell, whose tabs guard
 * each page by its /routes entry (its path). The shell's code (menu, tabs, header and the antd
 * parts they use) loads with the first signed-in page, beside that page's own, never for the
 * sign-in page. A page that fails to load shows its error in place: the shell and the other tabs stay.
 */
export function layoutGroup(loadLayout: () => Promise<ComponentType>, pages: readonly LayoutPage[]): RouteObject {
  return {
    lazy: lazyPage(async () => {
      const Layout = await loadLayout();
      return function SignedInLayout() {
        return (
          <RequireSession>
            <Layout />
          </RequireSession>
        );
      };
    }),
    children: pages.map((p) => ({
      path: p.path,
      handle: handle({ title: p.title, menuPath: p.path, page: p.page }),
      lazy: lazyPage(p.load, p.texts),
      errorElement: <PageErrorPage />,
    })),
  };
}

/**
 * The signed-in pages without the main layout: the same session, the same route checks as the
 * layout's pages (their /routes entry and authority) and their titles, but no header, menu or tabs
 * (their handles say `fullScreen`, so the layout opens no tab for them).
 */
export function fullScreenGroup(pages: readonly FullScreenPage[]): RouteObject {
  return {
    element: (
      <RequireSession>
        <GuardedOutlet />
      </RequireSession>
    ),
    children: pages.map((p) => ({
      path: p.path,
      handle: handle({ title: p.title, menuPath: p.menuPath, authority: p.authority, fullScreen: true }),
      lazy: lazyPage(p.load, p.texts),
      errorElement: <RouteErrorPage />,
    })),
  };
}
