import { ConfigProvider } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { activeLanguage } from '../../i18n/setup';
import { BUTTON } from '../theme';
import { useReducedMotion } from '../viewport/useReducedMotion';
import { applyPatch, clearSettings, loadSettings, saveSettings, type SettingsPatch } from './displaySettings';
import { SettingsContext, type SettingsApi } from './SettingsContext';
import { themeConfig } from './themeConfig';

/** Colour-weak mode as Ant Design Pro does it: the whole page through an 80 % colour inversion. */
const COLOUR_WEAK_FILTER = 'invert(80%)';

/**
 * Holds the display settings (loaded from local storage at start) and applies them everywhere:
 * antd's theme for every page (without its animations when the system asks for reduced motion),
 * the colour-weak filter and the browser's colour scheme on <html>.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(loadSettings);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { weekMode } = settings;
  const night = settings.theme.mode === 'night';

  useEffect(() => {
    document.documentElement.style.filter = weekMode ? COLOUR_WEAK_FILTER : '';
  }, [weekMode]);

  // Scroll bars and form controls the browser draws follow night mode too.
  useEffect(() => {
    document.documentElement.style.colorScheme = night ? 'dark' : '';
  }, [night]);

  const api = useMemo<SettingsApi>(
    () => ({
      settings,
      update: (patch: SettingsPatch) => setSettings((s) => applyPatch(s, patch)),
      save: () => saveSettings({ ...settings, lang: activeLanguage().language }),
      reset: () => {
        clearSettings();
        window.location.reload();
      },
      drawerOpen,
      setDrawerOpen,
    }),
    [settings, drawerOpen],
  );
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => themeConfig(settings, reducedMotion), [settings, reducedMotion]);

  return (
    <SettingsContext.Provider value={api}>
      <ConfigProvider theme={theme} button={BUTTON}>
        {children}
      </ConfigProvider>
    </SettingsContext.Provider>
  );
}
