import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import {
  matchRoutes,
  UNSAFE_DataRouterContext,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
} from 'react-router';
import { canOpen, mayOpenRoute } from '../../access/routes';
import { useRouteGuard } from '../../access/useRouteGuard';
import { useFeedback } from '../../feedback/useFeedback';
import { useSession } from '../../session/SessionContext';
import type { RouteHandle } from '../routeHandle';
import { accessMeta, pageTab } from './pageTab';
import { closeLeft, closeOthers, closeRight, closeTab, openTab, type PageTab, type TabsState } from './tabList';
import { TabsContext, type TabsApi } from './TabsContext';
import { restoreTabs, saveTabs } from './tabStorage';

/** Spec 4: a refreshed tab shows its spinner 200 ms when on screen, 500 ms in the background. */
export const REFRESH_ACTIVE_MS = 200;
export const REFRESH_BACKGROUND_MS = 500;

/**
 * Keeps the tabs of the multi-tab view: every page the user may open becomes a tab when visited;
 * tabs are restored from session storage at start and saved there when the page unloads (spec 2).
 */
export function TabsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, routes } = useSession();
  const pageAllowed = useRouteGuard();
  const handles = useMatches().map((m) => (m.handle ?? {}) as RouteHandle);
  const pending = usePendingTab();

  const [tabs, setTabs] = useState<PageTab[]>(() =>
    restoreTabs(user.id, (path) => canOpen(routes, path, user.permissions, user.roles)),
  );
  const [loading, setLoading] = useState<ReadonlySet<string>>(() => new Set());
  const [versions, setVersions] = useState<Readonly<Record<string, number>>>({});
  const [refreshing, setRefreshing] = useState<string | null>(null);

  // A page gets its tab when the navigation to it starts, before its code has loaded, so that a
  // page left for another while still loading keeps its tab. Once per navigation (keyed by it, so a
  // tab just closed is not reopened while leaving it), during render so the bar never lags a frame.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const visit = pending ?? (pageAllowed ? { key: location.key, tab: pageTab(handles, location) } : undefined);
  if (visit?.tab && openedFor !== visit.key) {
    const tab = visit.tab;
    setOpenedFor(visit.key);
    setTabs((ts) => openTab(ts, tab));
  }
  // The tab of a page on its way is the active one: the user chose it.
  const active = pending?.tab.key ?? location.pathname;

  // Saved on unload (spec 2), and when the layout goes (e.g. to /403) so coming back restores them.
  const latest = useRef(tabs);
  useEffect(() => {
    latest.current = tabs;
  }, [tabs]);
  useEffect(() => {
    const save = () => saveTabs(user.id, latest.current);
    window.addEventListener('pagehide', save);
    window.addEventListener('beforeunload', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.removeEventListener('beforeunload', save);
      save();
    };
  }, [user.id]);

  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const scheduled = timers.current;
    return () => scheduled.forEach(clearTimeout);
  }, []);
  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  // A spinner's time counts from when it is on screen, not from the click: on a busy machine the
  // render that shows it can take a good part of it.
  const afterSpin = useRef(new Map<string, { ms: number; done: () => void }>());
  useEffect(() => {
    for (const [key, { ms, done }] of afterSpin.current) {
      if (!loading.has(key)) continue;
      afterSpin.current.delete(key);
      later(ms, done);
    }
  }, [loading, later]);

  const apply = useCallback(
    (next: TabsState) => {
      setTabs(next.tabs);
      if (next.active !== active) {
        const target = next.tabs.find((tab) => tab.key === next.active);
        if (target) void navigate(target.url);
      }
    },
    [active, navigate],
  );

  const api = useMemo<TabsApi>(() => {
    const state: TabsState = { tabs, active };
    const setSpinning = (key: string, on: boolean) =>
      setLoading((l) => {
        const next = new Set(l);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      });
    const remount = (key: string) => setVersions((v) => ({ ...v, [key]: (v[key] ?? 0) + 1 }));
    return {
      tabs,
      active,
      pageAllowed,
      loading,
      versions,
      refreshing,
      select: (key) => {
        const target = tabs.find((tab) => tab.key === key);
        if (target && key !== active) void navigate(target.url);
      },
      close: (key) => {
        const result = closeTab(state, key);
        if (result.ok) apply(result.state);
        else void message.warning({ content: t('tabs.lastTab'), key: 'lastTab' });
      },
      closeLeft: (key) => apply(closeLeft(state, key)),
      closeRight: (key) => apply(closeRight(state, key)),
      closeOthers: (key) => apply(closeOthers(state, key)),
      refresh: (key) => {
        setSpinning(key, true);
        if (key === active) {
          // The page leaves the screen for the spinner's time, then mounts afresh.
          setRefreshing(key);
          afterSpin.current.set(key, {
            ms: REFRESH_ACTIVE_MS,
            done: () => {
              remount(key);
              setRefreshing(null);
              setSpinning(key, false);
            },
          });
        } else {
          // A page in the background is dropped now and mounts afresh when next shown.
          remount(key);
          afterSpin.current.set(key, { ms: REFRESH_BACKGROUND_MS, done: () => setSpinning(key, false) });
        }
      },
    };
  }, [tabs, active, pageAllowed, loading, versions, refreshing, apply, navigate, message, t]);

  return <TabsContext.Provider value={api}>{children}</TabsContext.Provider>;
}

/**
 * The tab of the page a navigation is loading, when it is a page of the main layout the user may
 * open; undefined while no navigation is under way.
 */
function usePendingTab(): { key: string; tab: PageTab } | undefined {
  const navigation = useNavigation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { user, routes } = useSession();
  const target = navigation.state === 'loading' ? navigation.location : undefined;
  if (!target || !router) return undefined;
  const handles = (matchRoutes(router.routes, target) ?? []).map((m) => (m.route.handle ?? {}) as RouteHandle);
  const tab = pageTab(handles, target);
  if (!tab || !mayOpenRoute(accessMeta(handles), routes, user.permissions, user.roles)) return undefined;
  return { key: target.key, tab };
}
