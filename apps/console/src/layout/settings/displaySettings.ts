import { isLanguage, type Language } from '@apm/contract';
import { ANIMATION_DIRECTIONS, ANIMATION_NAMES, type AnimationDirection, type AnimationName } from './animations';
import { DEFAULT_COLOR } from './palette';

export const THEME_MODES = ['dark', 'light', 'night'] as const;
/** dark: dark navigation, light content; light: all light; night: all dark. */
export type ThemeMode = (typeof THEME_MODES)[number];

export const NAV_LAYOUTS = ['side', 'head', 'mix'] as const;
/** side: menu in a sider; head: menu in the header; mix: top level in the header, the rest in a sider. */
export type NavLayout = (typeof NAV_LAYOUTS)[number];

export const PAGE_WIDTHS = ['fixed', 'fluid'] as const;
export type PageWidth = (typeof PAGE_WIDTHS)[number];

export interface FooterLink {
  title: string;
  href: string;
}

/** The display settings (spec 3's entity, its field names), saved in local storage by the drawer. */
export interface DisplaySettings {
  /** The language when the settings were saved; '' before. The `lang` cookie decides the start language (spec 4). */
  lang: Language | '';
  theme: { color: string; mode: ThemeMode; success: string; warning: string; error: string };
  layout: NavLayout;
  fixedHeader: boolean;
  fixedSideBar: boolean;
  /** The tab bar stays under the header while the page scrolls. */
  fixedTabs: boolean;
  pageWidth: PageWidth;
  /** Colour-weak mode (the spec's name). */
  weekMode: boolean;
  /** The multi-tab page view. */
  multiPage: boolean;
  /** Pages keep their state while their tab lives. */
  cachePage: boolean;
  /** Hides the drawer's trigger button (the drawer stays reachable from the avatar menu). */
  hideSetting: boolean;
  /** The name in the header; '' shows the brand's title. */
  systemName: string;
  animate: { disabled: boolean; name: AnimationName; direction: AnimationDirection };
  /** Footer links; empty shows the brand's. */
  footerLinks: FooterLink[];
}

/** Spec 9's defaults: colour #1890ff, dark mode, side layout, fixed page width, bounce from the left. */
export const DEFAULT_SETTINGS: DisplaySettings = {
  lang: '',
  theme: { color: DEFAULT_COLOR, mode: 'dark', success: '#52c41a', warning: '#faad14', error: '#f5222d' },
  layout: 'side',
  fixedHeader: true,
  fixedSideBar: true,
  fixedTabs: false,
  pageWidth: 'fixed',
  weekMode: false,
  multiPage: true,
  cachePage: true,
  hideSetting: false,
  systemName: '',
  animate: { disabled: false, name: 'bounce', direction: 'left' },
  footerLinks: [],
};

export const SETTINGS_STORAGE_KEY = 'apm.displaySettings';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

type Record_ = Record<string, unknown>;
const isRecord = (v: unknown): v is Record_ => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): v is T =>
    typeof v === 'string' && (values as readonly string[]).includes(v);
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isColor = (v: unknown): v is string => typeof v === 'string' && HEX_COLOR.test(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isLink = (v: unknown): v is FooterLink => isRecord(v) && isString(v.title) && isString(v.href);

/** `value` when it passes `valid`, else the default. */
const pick = <T>(value: unknown, valid: (v: unknown) => v is T, fallback: T): T => (valid(value) ? value : fallback);

/**
 * Settings from anything (a parsed local-storage entry of this or an older release): each valid
 * field is kept, each missing or invalid one takes its default, unknown fields are dropped.
 */
export function normaliseSettings(value: unknown): DisplaySettings {
  const v = isRecord(value) ? value : {};
  const theme = isRecord(v.theme) ? v.theme : {};
  const animate = isRecord(v.animate) ? v.animate : {};
  const d = DEFAULT_SETTINGS;
  return {
    lang: pick(v.lang, (x): x is Language | '' => x === '' || isLanguage(x), d.lang),
    theme: {
      color: pick(theme.color, isColor, d.theme.color),
      mode: pick(theme.mode, oneOf(THEME_MODES), d.theme.mode),
      success: pick(theme.success, isColor, d.theme.success),
      warning: pick(theme.warning, isColor, d.theme.warning),
      error: pick(theme.error, isColor, d.theme.error),
    },
    layout: pick(v.layout, oneOf(NAV_LAYOUTS), d.layout),
    fixedHeader: pick(v.fixedHeader, isBool, d.fixedHeader),
    fixedSideBar: pick(v.fixedSideBar, isBool, d.fixedSideBar),
    fixedTabs: pick(v.fixedTabs, isBool, d.fixedTabs),
    pageWidth: pick(v.pageWidth, oneOf(PAGE_WIDTHS), d.pageWidth),
    weekMode: pick(v.weekMode, isBool, d.weekMode),
    multiPage: pick(v.multiPage, isBool, d.multiPage),
    cachePage: pick(v.cachePage, isBool, d.cachePage),
    hideSetting: pick(v.hideSetting, isBool, d.hideSetting),
    systemName: pick(v.systemName, isString, d.systemName),
    animate: {
      disabled: pick(animate.disabled, isBool, d.animate.disabled),
      name: pick(animate.name, oneOf(ANIMATION_NAMES), d.animate.name),
      direction: pick(animate.direction, oneOf(ANIMATION_DIRECTIONS), d.animate.direction),
    },
    footerLinks: Array.isArray(v.footerLinks) ? v.footerLinks.filter(isLink) : d.footerLinks,
  };
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const browserStore = (): Store | undefined => globalThis.localStorage;

/** The saved settings, or the defaults when nothing (or nothing readable) is saved. */
export function loadSettings(store = browserStore()): DisplaySettings {
  try {
    const raw = store?.getItem(SETTINGS_STORAGE_KEY);
    return normaliseSettings(raw ? JSON.parse(raw) : undefined);
  } catch {
    return normaliseSettings(undefined);
  }
}

/** Saves the settings; false when the storage refuses (full or disabled). */
export function saveSettings(settings: DisplaySettings, store = browserStore()): boolean {
  try {
    store?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
    return store !== undefined;
  } catch {
    return false;
  }
}

/** Forgets the saved settings (Reset), so the next start uses the defaults. */
export function clearSettings(store = browserStore()): void {
  store?.removeItem(SETTINGS_STORAGE_KEY);
}

/** Deep patch of the two nested groups; everything else is replaced as given. */
export type SettingsPatch = Partial<Omit<DisplaySettings, 'theme' | 'animate'>> & {
  theme?: Partial<DisplaySettings['theme']>;
  animate?: Partial<DisplaySettings['animate']>;
};

/** The settings with a change applied (theme and animate merge field by field). */
export function applyPatch(settings: DisplaySettings, patch: SettingsPatch): DisplaySettings {
  return {
    ...settings,
    ...patch,
    theme: { ...settings.theme, ...patch.theme },
    animate: { ...settings.animate, ...patch.animate },
  };
}
