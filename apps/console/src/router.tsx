import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from './components/FullPageSpinner';
import { loadSignedInShell } from './layout/loadSignedInShell';
import { RootShell } from './layout/RootShell';
import type { RouteHandle } from './layout/routeHandle';
import { RouteErrorPage } from './pages/exception/RouteErrorPage';
import { FULL_SCREEN_PAGES } from './pages/fullScreenPages';
import { LAYOUT_PAGES } from './pages/layoutPages';
import { RootRedirect } from './pages/root/RootRedirect';
import { lazyPage } from './routing/lazyPage';
import { fullScreenGroup, layoutGroup } from './routing/signedInRoutes';

const handle = (h: RouteHandle): RouteHandle => h;

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        path: 'login',
        handle: handle({ title: 'login.pageTitle' }),
        lazy: lazyPage(() => import('./pages/login/LoginPage').then((m) => m.LoginPage), ['login', 'account']),
      },
      {
        path: 'sysInit',
        handle: handle({ title: 'init.pageTitle' }),
        lazy: lazyPage(
          () => import('./pages/sysInit/SysInitPage').then((m) => m.SysInitPage),
          ['init', 'login', 'account'],
        ),
      },
      {
        path: 'forgetPwd',
        handle: handle({ title: 'forgetPwd.pageTitle' }),
        lazy: lazyPage(
          () => import('./pages/forgetPwd/ForgetPwdPage').then((m) => m.ForgetPwdPage),
          ['forgetPwd', 'login', 'account'],
        ),
      },
      {
        path: 'register',
        handle: handle({ title: 'register.pageTitle' }),
        lazy: lazyPage(
          () => import('./pages/register/RegisterPage').then((m) => m.RegisterPage),
          ['register', 'account'],
        ),
      },
      {
        path: 'passwordExpired',
        handle: handle({ title: 'passwordExpired.pageTitle' }),
        lazy: lazyPage(
          () => import('./pages/passwordExpired/PasswordExpiredPage').then((m) => m.PasswordExpiredPage),
          ['passwordExpired', 'account'],
        ),
      },
      {
        path: 'SingleSignOn',
        handle: handle({ title: 'login.sso.title' }),
        lazy: lazyPage(
          () => import('./pages/singleSignOn/SingleSignOnPage').then((m) => m.SingleSignOnPage),
          ['login'],
        ),
      },
      {
        path: 'logout',
        handle: handle({ title: 'exception.sessionExpiredTitle' }),
        lazy: lazyPage(() => import('./pages/exception/SessionExpiredPage').then((m) => m.SessionExpiredPage)),
      },
      {
        path: '403',
        handle: handle({ title: 'exception.forbiddenTitle' }),
        lazy: lazyPage(() => import('./pages/exception/ForbiddenPage').then((m) => m.ForbiddenPage)),
      },
      layoutGroup(loadSignedInShell, LAYOUT_PAGES),
      fullScreenGroup(FULL_SCREEN_PAGES),
      {
        path: '*',
        handle: handle({ title: 'exception.notFoundTitle' }),
        lazy: lazyPage(() => import('./pages/exception/NotFoundPage').then((m) => m.NotFoundPage)),
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
