import { theme, type ThemeConfig } from 'antd';
import { contrast, nearest, readableOn } from './contrast';
import type { DisplaySettings, NavLayout, ThemeMode } from './displaySettings';

/**
 * antd's theme for the settings: the theme colours as tokens; night mode turns everything
 * dark with antd's dark algorithm (dark mode only darkens the navigation, see navTheme).
 * `reducedMotion` (the system's "reduce motion"): menus, dropdowns, dialogs and drawers appear
 * without antd's animations. The page animation of the settings stays the user's own choice.
 *
 * Text keeps WCAG 2.1 AA contrast (4.5:1, issue 14 item 8) in every mode and with every colour:
 * a colour that is too pale for it is deepened (or, as text on night's dark ground, lightened)
 * just enough, keeping its hue; colours that already reach it are used as chosen.
 */
export function themeConfig(settings: Pick<DisplaySettings, 'theme'>, reducedMotion = false): ThemeConfig {
  const { color, mode, success, warning, error } = settings.theme;
  const night = mode === 'night';
  const algorithm = night ? theme.darkAlgorithm : theme.defaultAlgorithm;
  const colours = night ? nightColours(color) : dayColours(color);
  const status = { colorSuccess: success, colorWarning: warning, colorError: error };
  return {
    algorithm,
    token: {
      colorPrimary: colours.primary,
      colorInfo: colours.primary,
      colorLink: colours.link,
      ...status,
      // antd's secondary text (45 %, 3.4:1 on white) and placeholders (25 %) are too faint to read.
      colorTextTertiary: colours.secondaryText,
      colorTextDescription: colours.secondaryText,
      colorTextPlaceholder: colours.secondaryText,
      motion: !reducedMotion,
    },
    components: {
      ...colours.components,
      Tag: tagColours(algorithm, { ...status, colorInfo: colours.primary }),
    },
  };
}

type Algorithm = typeof theme.defaultAlgorithm;
/** The colours antd derives from seed colours (the algorithm alone: cheap enough to search with). */
const derived = (algorithm: Algorithm, token: Record<string, string>) => algorithm({ ...theme.defaultSeed, ...token });

/**
 * Light and dark modes: the colour as antd uses it, deepened to 5:1 on white, so that white text
 * on it and it as text on white or on its own pale tint (a selected menu entry) reach 4.5:1.
 */
function dayColours(color: string) {
  const primary = readableOn(color, '#ffffff', 5);
  return { primary, link: primary, secondaryText: 'rgba(0, 0, 0, 0.56)', components: {} };
}

/**
 * Night mode: antd darkens the colour for fills (a primary button: white text on it), and the
 * same colour as text on the dark ground needs to be lighter; the fill is deepened until white
 * text reaches 4.5:1 on it, and text in the colour (links, the selected menu entry and tab) is
 * lightened until it reaches 4.5:1 on the colour's own dark tint.
 */
function nightColours(color: string) {
  const cached = nightCache.get(color);
  if (cached) return cached;
  const dark = theme.darkAlgorithm;
  // Each try runs antd's dark algorithm (milliseconds): seven halvings find the share to 1 %.
  const primary = nearest(
    color,
    true,
    (seed) => contrast('#ffffff', derived(dark, { colorPrimary: seed }).colorPrimary) >= 4.5,
    7,
  );
  const tint = derived(dark, { colorPrimary: primary }).colorPrimaryBg;
  const link = nearest(color, false, (seed) => contrast(derived(dark, { colorLink: seed }).colorLink, tint) >= 4.5, 7);
  const text = derived(dark, { colorLink: link }).colorLink;
  const colours = {
    primary,
    link,
    secondaryText: 'rgba(255, 255, 255, 0.52)',
    components: {
      Menu: { itemSelectedColor: text, subMenuItemSelectedColor: text, horizontalItemSelectedColor: text },
      Tabs: { itemSelectedColor: text, itemActiveColor: text, itemHoverColor: text },
    },
  };
  nightCache.set(color, colours);
  return colours;
}
const nightCache = new Map<string, ReturnType<typeof dayColours>>();

/** antd's preset and status colours of tags (their text on their own pale or dark tint). */
const TAG_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/** Tag text colours that reach 4.5:1 on the tag's own background (antd's gold on pale gold is 2.8:1). */
function tagColours(
  algorithm: Algorithm,
  status: Record<'colorSuccess' | 'colorWarning' | 'colorError' | 'colorInfo', string>,
) {
  const t = derived(algorithm, status) as unknown as Record<string, string>;
  const out: Record<string, string> = {};
  for (const name of TAG_COLOURS) out[`${name}7`] = readableOn(t[`${name}7`]!, t[`${name}1`]!);
  for (const key of Object.keys(status)) out[key] = readableOn(t[key]!, t[`${key}Bg`]!);
  return out;
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
