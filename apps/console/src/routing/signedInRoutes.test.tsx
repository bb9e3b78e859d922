import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/texts';
import { US } from '../i18n/allTexts';
import { setupI18n } from '../i18n/setup';
import { MainLayout } from '../layout/MainLayout';
import { RootShell } from '../layout/RootShell';
import type { RouteHandle } from '../layout/routeHandle';
import { pageTab } from '../layout/tabs/pageTab';
import { PageErrorPage } from '../pages/exception/PageErrorPage';
import { RouteErrorPage } from '../pages/exception/RouteErrorPage';
import type { FullScreenPage } from '../pages/fullScreenPages';
import type { LayoutPage } from '../pages/layoutPages';
import { RequireSession } from '../session/RequireSession';
import { GuardedOutlet } from './GuardedOutlet';
import { fullScreenGroup, layoutGroup } from './signedInRoutes';

const Editor = () => null;
const Users = () => null;

const editor: FullScreenPage = {
  path: 'programEditor',
  title: 'menu.progMake',
  texts: ['user'],
  load: () => Promise.resolve(Editor),
  menuPath: 'program/make',
};
const users: LayoutPage = {
  path: 'sys/user',
  title: 'menu.userManage',
  texts: ['office'],
  load: () => Promise.resolve(Users),
};

/** The component types of an element and everything it renders as children. */
function typesIn(node: ReactNode): unknown[] {
  if (Array.isArray(node)) return node.flatMap(typesIn);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  return [node.type, ...typesIn(node.props.children)];
}

type Lazy = () => Promise<{ Component: unknown }>;

const loadMainLayout = () => Promise.resolve(MainLayout);

/** What a lazily loaded route renders, one level deep: the elements its component returns. */
async function loadedTypes(route: RouteObject | undefined): Promise<unknown[]> {
  const { Component } = await (route?.lazy as Lazy)();
  return typesIn((Component as () => ReactNode)());
}

beforeAll(async () => {
  vi.stubGlobal('document', { cookie: '', documentElement: { lang: '' } });
  vi.stubGlobal('navigator', { languages: ['en-US'], language: 'en-US' });
  await setupI18n(undefined);
});

describe('the signed-in route group without the main layout', () => {
  it('puts each page under RequireSession and the route guard, with its title and /routes entry, without MainLayout', () => {
    const group = fullScreenGroup([editor]);
    expect(typesIn(group.element)).toEqual([RequireSession, GuardedOutlet]);
    const [page] = group.children ?? [];
    expect(page?.path).toBe('programEditor');
    expect(page?.handle).toEqual({
      title: 'menu.progMake',
      menuPath: 'program/make',
      authority: undefined,
      fullScreen: true,
    });
    expect(typesIn(page?.errorElement)).toEqual([RouteErrorPage]);
  });

  it("loads a page's texts before its code resolves, so it renders translated", async () => {
    expect(i18n.exists('user.deleteTitle')).toBe(false);
    const [page] = fullScreenGroup([editor]).children ?? [];
    await expect((page?.lazy as Lazy)()).resolves.toEqual({ Component: Editor });
    expect(i18n.t('user.deleteTitle')).toBe(US.user.deleteTitle);
  });

  it("matches its pages beside the main layout's, each in its own group", async () => {
    const routes: RouteObject[] = [
      { path: '/', children: [layoutGroup(loadMainLayout, [users]), fullScreenGroup([editor])] },
    ];
    const elementsOf = (path: string) => matchRoutes(routes, path)?.flatMap((m) => typesIn(m.route.element));
    expect(elementsOf('/programEditor')).toEqual([RequireSession, GuardedOutlet]);
    const [, layout] = matchRoutes(routes, '/sys/user') ?? [];
    expect(await loadedTypes(layout?.route)).toEqual([RequireSession, MainLayout]);
  });

  it('gets no tab of the main layout when a layout page links to it; the layout pages do', () => {
    const routes: RouteObject[] = [
      { path: '/', children: [layoutGroup(loadMainLayout, [users]), fullScreenGroup([editor])] },
    ];
    const tabAt = (pathname: string) =>
      pageTab(
        (matchRoutes(routes, pathname) ?? []).map((m) => (m.route.handle ?? {}) as RouteHandle),
        { pathname, search: '' },
      );
    expect(tabAt('/programEditor')).toBeUndefined();
    expect(tabAt('/sys/user')).toMatchObject({ key: '/sys/user', title: 'menu.userManage' });
  });

  it("is one of the console's route groups, beside the main layout's, whose code loads on demand", async () => {
    const { routes } = await import('../router');
    const children = routes[0]?.children ?? [];
    const groups = children.map((r) => typesIn(r.element).slice(0, 2));
    expect(groups).toContainEqual([RequireSession, GuardedOutlet]);
    const layout = children.find((r) => r.children?.some((c) => c.path === 'home'));
    expect(layout?.element).toBeUndefined();
    expect((await loadedTypes(layout))[0]).toBe(RequireSession);
  });

  it('serves /PlanMake, /publishSet and /terminalSelection outside the main layout, each guarded by its menu entry', async () => {
    const { routes } = await import('../router');
    const handleAt = (path: string) => {
      const matched = matchRoutes(routes, path) ?? [];
      const elements = matched.flatMap((m) => typesIn(m.route.element));
      return { elements, handle: matched.at(-1)?.route.handle as RouteHandle | undefined };
    };
    const guardedBy = {
      '/PlanMake': ['playPlan/planMake', 'menu.PlanMake'],
      '/publishSet': ['publishSet', 'menu.publishSet'],
      '/terminalSelection': ['terminalSelection', 'menu.terminalSelection'],
    };
    for (const [path, [menuPath, title]] of Object.entries(guardedBy)) {
      const { elements, handle } = handleAt(path);
      expect(elements, path).toEqual([RootShell, RequireSession, GuardedOutlet]);
      expect(elements, path).not.toContain(MainLayout);
      expect(handle, path).toMatchObject({ menuPath, title, fullScreen: true });
    }
  });

  it("loads each full-screen page's code and texts on demand, translated in every namespace it declares", async () => {
    const { FULL_SCREEN_PAGES } = await import('../pages/fullScreenPages');
    const [publishSet] = fullScreenGroup(FULL_SCREEN_PAGES.filter((p) => p.path === 'publishSet')).children ?? [];
    const { Component } = await (publishSet?.lazy as Lazy)();
    expect(typeof Component).toBe('function');
    expect(i18n.t('fullWindow.openFullScreen')).toBe(US.fullWindow.openFullScreen);
    expect(i18n.t('playPlan.publishIntro', { version: 2 })).toBe(US.playPlan.publishIntro.replace('{{version}}', '2'));
  });

  it('adds no route while the table is empty', () => {
    const home: RouteObject = { index: true };
    const notFound: RouteObject = { path: '*' };
    const routes: RouteObject[] = [{ path: '/', children: [home, fullScreenGroup([]), notFound] }];
    expect(matchRoutes(routes, '/programEditor')?.at(-1)?.route).toBe(notFound);
    expect(matchRoutes(routes, '/')?.at(-1)?.route).toBe(home);
  });
});

describe('the main layout group', () => {
  it('guards each page by its own path in /routes, shows its error in place and loads its texts with it', async () => {
    const group = layoutGroup(loadMainLayout, [users]);
    expect(group.element).toBeUndefined();
    expect(await loadedTypes(group)).toEqual([RequireSession, MainLayout]);
    const [page] = group.children ?? [];
    expect(page?.handle).toEqual({ title: 'menu.userManage', menuPath: 'sys/user', page: undefined });
    expect(typesIn(page?.errorElement)).toEqual([PageErrorPage]);
    await expect((page?.lazy as Lazy)()).resolves.toEqual({ Component: Users });
    expect(i18n.t('office.type')).toBe(US.office.type);
  });
});
