import { theme, type ThemeConfig } from 'antd';
import type { DisplaySettings, NavLayout, ThemeMode } from './displaySettings';

/**
 * antd's theme for the settings: the theme colours as tokens; night mode turns everything
 * dark with antd's dark algorithm (dark mode only darkens the navigation, see navTheme).
 * `reducedMotion` (the system's "reduce motion"): menus, dropdowns, dialogs and drawers appear
 * without antd's animations. The page animation of the settings stays the user's own choice.
 */
export function themeConfig(settings: Pick<DisplaySettings, 'theme'>, reducedMotion = false): ThemeConfig {
  const { color, mode, success, warning, error } = settings.theme;
  return {
    algorithm: mode === 'night' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: color,
      colorInfo: color,
      colorLink: color,
      colorSuccess: success,
      colorWarning: warning,
      colorError: error,
      motion: !reducedMotion,
    },
  };
}

export type Shade = 'dark' | 'light';

/**
 * Which parts of the shell are drawn dark. dark: the side menu, and the header wherever it
 * carries the menu (head and mix layouts), on light content. light: none. night: the dark
 * algorithm already darkens everything, so the parts use antd's ordinary (then dark) look.
 */
export function navTheme(mode: ThemeMode, layout: NavLayout): { sider: Shade; header: Shade } {
  if (mode !== 'dark') return { sider: 'light', header: 'light' };
  return { sider: 'dark', header: layout === 'side' ? 'light' : 'dark' };
}
