import { Spin } from 'antd';
import { useRef, type ReactElement } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useRouteHandle } from '../routeHandle';
import { useDisplaySettings } from '../settings/SettingsContext';
import styles from './pageAnimation.module.css';
import { useTabs } from './TabsContext';

interface KeptPage {
  element: ReactElement;
  /** The location the page was last shown at: a page in the background keeps seeing its own. */
  location: Location;
  version: number;
}

/**
 * The page area of the main layout. With multiple pages on, every tab's page stays mounted
 * (hidden while its tab is not on screen), so it keeps its state while its tab lives; a page whose
 * route says `page.cacheAble: false` mounts afresh on each visit. Refresh remounts a page.
 */
export function PageView() {
  const { t } = useTranslation();
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { settings } = useDisplaySettings();
  const { tabs, versions, refreshing, pageAllowed } = useTabs();
  const cacheAble = useRouteHandle('page')?.cacheAble !== false;
  const keepAlive = settings.multiPage && settings.cachePage;
  const current = location.pathname;
  const version = versions[current] ?? 0;

  // The kept pages, brought up to date during render (idempotent: the same outcome however often
  // React renders): closed or refreshed background pages go, the page on screen is (re)kept.
  const kept = useRef(new Map<string, KeptPage>());
  const open = new Set(tabs.map((tab) => tab.key));
  for (const [key, page] of kept.current) {
    const stale = page.version !== (versions[key] ?? 0) || !open.has(key);
    if (!keepAlive || (key !== current && stale)) kept.current.delete(key);
  }
  if (keepAlive && cacheAble && pageAllowed && outlet)
    kept.current.set(current, { element: outlet, location, version });
  else kept.current.delete(current);

  const { disabled, name, direction } = settings.animate;
  const animation = disabled ? undefined : `${styles.animated} ${styles[name]} ${styles[direction]}`;
  const frame = (key: string, pageVersion: number, content: ReactElement | null, visible: boolean) => (
    <div
      key={`${key}#${pageVersion}`}
      className={animation}
      data-page={key}
      style={visible ? undefined : { display: 'none' }}
    >
      {content}
    </div>
  );

  if (!pageAllowed) return null;
  return (
    <>
      {[...kept.current].map(([key, page]) =>
        key === refreshing
          ? null
          : frame(
              key,
              page.version,
              <UNSAFE_LocationContext.Provider value={{ location: page.location, navigationType }}>
                {page.element}
              </UNSAFE_LocationContext.Provider>,
              key === current,
            ),
      )}
      {!kept.current.has(current) && refreshing !== current && frame(current, version, outlet, true)}
      {refreshing === current && (
        <div className={styles.refreshing}>
          <Spin size="large" aria-label={t('common.loading')} />
        </div>
      )}
    </>
  );
}
