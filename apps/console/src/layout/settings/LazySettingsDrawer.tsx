import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../feedback/useFeedback';
import { loadChunk } from '../../routing/withTimeout';
import { useDisplaySettings } from './SettingsContext';

let loading: Promise<ComponentType> | undefined;

/** The drawer's code, loaded once; a failed load may be tried again. */
function loadDrawer(): Promise<ComponentType> {
  loading ??= loadChunk(() => import('./SettingsDrawer').then((m) => m.SettingsDrawer)).catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** Runs `fn` once the browser is idle (or after a second where it cannot tell). */
function whenIdle(fn: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(fn, 1000);
  return () => clearTimeout(timer);
}

/**
 * The display settings drawer, whose code (and the antd controls only it uses) is not part of the
 * first load: it is fetched once the page is idle, so that opening it is still immediate, or when
 * it is opened before that.
 */
export function LazySettingsDrawer() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { drawerOpen, setDrawerOpen } = useDisplaySettings();
  const [Drawer, setDrawer] = useState<ComponentType | null>(null);

  useEffect(
    () =>
      whenIdle(() => {
        loadDrawer().then(
          (loaded) => setDrawer(() => loaded),
          () => undefined, // Preloading only: opening the drawer reports a failure.
        );
      }),
    [],
  );

  useEffect(() => {
    if (!drawerOpen || Drawer) return;
    let live = true;
    loadDrawer().then(
      (loaded) => {
        if (live) setDrawer(() => loaded);
      },
      () => {
        if (!live) return;
        setDrawerOpen(false);
        void message.error({ content: t('shell.settingsLoadFailed'), key: 'settingsDrawer' });
      },
    );
    return () => {
      live = false;
    };
  }, [drawerOpen, Drawer, setDrawerOpen, message, t]);

  return Drawer ? <Drawer /> : null;
}
