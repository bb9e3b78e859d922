import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { canOpen } from '../../access/routes';
import { useRouteGuard } from '../../access/useRouteGuard';
import { useSession } from '../../session/SessionContext';
import { useRouteHandle } from '../routeHandle';
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
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, routes } = useSession();
  const pageAllowed = useRouteGuard();
  const title = useRouteHandle('title');
  const page = useRouteHandle('page');
  const active = location.pathname;

  const [tabs, setTabs] = useState<PageTab[]>(() =>
    restoreTabs(user.id, (path) => canOpen(routes, path, user.permissions, user.roles)),
  );
  const [loading, setLoading] = useState<ReadonlySet<string>>(() => new Set());
  const [versions, setVersions] = useState<Readonly<Record<string, number>>>({});
  const [refreshing, setRefreshing] = useState<string | null>(null);

  // A visit opens (or updates) its tab once per navigation, during render so the bar never lags a
  // frame behind; keyed by the navigation, so a tab just closed is not reopened while leaving it.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (pageAllowed && openedFor !== location.key) {
    setOpenedFor(location.key);
    setTabs((ts) =>
      openTab(ts, {
        key: active,
        url: `${location.pathname}${location.search}`,
        title: page?.title ?? title ?? '',
        closable: page?.closable !== false,
      }),
    );
  }

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
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

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
          later(REFRESH_ACTIVE_MS, () => {
            remount(key);
            setRefreshing(null);
            setSpinning(key, false);
          });
        } else {
          // A page in the background is dropped now and mounts afresh when next shown.
          remount(key);
          later(REFRESH_BACKGROUND_MS, () => setSpinning(key, false));
        }
      },
    };
  }, [tabs, active, pageAllowed, loading, versions, refreshing, apply, navigate, message, t, later]);

  return <TabsContext.Provider value={api}>{children}</TabsContext.Provider>;
}
