import { z } from 'zod/mini';
import { line, requiredLine, withDefault } from './inputs.js';
import type { MenuType } from './menu.js';

/**
 * Menu management (GET/POST /a/sys/menu/...). Entries of the catalogue (menu.ts) keep their
 * type, parent, path and permission; an administrator may rename, re-order, re-icon and hide
 * them, and add or remove their own entries: buttons under a page and links to other sites.
 */

/** The icons a menu entry may carry: the console has a component for each of these. */
export const MENU_ICONS = [
  'ApartmentOutlined',
  'AppstoreOutlined',
  'AuditOutlined',
  'BarChartOutlined',
  'BellOutlined',
  'BookOutlined',
  'CalendarOutlined',
  'CloudOutlined',
  'CustomerServiceOutlined',
  'DashboardOutlined',
  'DatabaseOutlined',
  'DesktopOutlined',
  'EnvironmentOutlined',
  'FileTextOutlined',
  'FolderOpenOutlined',
  'GlobalOutlined',
  'HomeOutlined',
  'KeyOutlined',
  'LinkOutlined',
  'LockOutlined',
  'MessageOutlined',
  'NotificationOutlined',
  'PictureOutlined',
  'PieChartOutlined',
  'PlayCircleOutlined',
  'QuestionCircleOutlined',
  'SafetyOutlined',
  'ScheduleOutlined',
  'SettingOutlined',
  'ShopOutlined',
  'StarOutlined',
  'TagsOutlined',
  'TeamOutlined',
  'ToolOutlined',
  'UserOutlined',
  'VideoCameraOutlined',
  'WalletOutlined',
  'WarningOutlined',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/** At most this many entries may be added by administrators (the menu tree is answered whole). */
export const CUSTOM_MENU_MAX = 300;
export const MENU_NAME_MAX = 64;
export const MENU_LINK_MAX = 2000;
export const MENU_SORT_MAX = 100_000;

/** A permission string `module:resource:action`. */
export const PERMISSION_PATTERN = /^[a-z]+:[A-Za-z]+:[A-Za-z]+$/;

/** An external address a link entry opens: http or https, absolute. */
export function isExternalLink(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/** What the catalogue says about an entry, before an administrator's changes. */
export interface MenuDefaults {
  name: string;
  icon: string | null;
  sort: number;
  invisible: boolean;
}

/** A node of GET /a/sys/menu/tree: an entry as it is now, with its children. */
export interface MenuAdminNode {
  id: string;
  parentId: string | null;
  /** The i18n key (`menu.<name>`) or, for a name that is no key, the text shown as it is. */
  name: string;
  type: MenuType;
  path: string | null;
  /** The external address of a link entry. */
  link: string | null;
  icon: string | null;
  permission: string;
  sort: number;
  invisible: boolean;
  /** Whether the console has the page (a catalogue page not built yet is in no menu). */
  built: boolean;
  /** Added by an administrator (may be deleted); false for entries of the catalogue. */
  custom: boolean;
  /** For a catalogue entry: its values before any change; null for a custom entry. */
  defaults: MenuDefaults | null;
  children: MenuAdminNode[];
}

export const menuAdminNode: z.ZodMiniType<MenuAdminNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.nullable(z.string()),
    name: z.string(),
    type: z.enum(['group', 'page', 'button', 'link']),
    path: z.nullable(z.string()),
    link: z.nullable(z.string()),
    icon: z.nullable(z.string()),
    permission: z.string(),
    sort: z.number(),
    invisible: z.boolean(),
    built: z.boolean(),
    custom: z.boolean(),
    defaults: z.nullable(
      z.object({ name: z.string(), icon: z.nullable(z.string()), sort: z.number(), invisible: z.boolean() }),
    ),
    children: z.array(menuAdminNode),
  }),
);

const id = requiredLine(64);

/** '1'/'true' or '0'/'false', as forms send a switch. */
const flag = z.pipe(
  z.enum(['0', '1', 'true', 'false']),
  z.transform((v) => v === '1' || v === 'true'),
);

/**
 * POST /a/sys/menu/save. With an id: edits that entry (a catalogue entry takes name, icon, sort
 * and invisible only). Without: adds a button under a page or a link (under a group or at the top).
 */
export const menuSave = z.object({
  id: z.optional(id),
  type: z.optional(z.enum(['button', 'link'])),
  /** The page of a new button; the group of a link ('' or absent: the top level). */
  parentId: withDefault(z.union([z.literal(''), id]), ''),
  name: line().check(z.trim(), z.minLength(1), z.maxLength(MENU_NAME_MAX), z.regex(/^[^\p{Cc}]*$/u, 'menuName')),
  icon: withDefault(z.union([z.literal(''), z.enum(MENU_ICONS)]), ''),
  sort: withDefault(z.coerce.number().check(z.int(), z.gte(0), z.lte(MENU_SORT_MAX)), 0),
  invisible: withDefault(flag, false),
  /** A button's or link's permission: `module:resource:action`, or '*' (a link open to everyone). */
  permission: withDefault(
    line().check(
      z.trim(),
      z.maxLength(100),
      z.refine((v) => v === '' || v === '*' || PERMISSION_PATTERN.test(v), 'permissionFormat'),
    ),
    '',
  ),
  link: withDefault(
    line().check(
      z.trim(),
      z.maxLength(MENU_LINK_MAX),
      z.refine((v) => v === '' || isExternalLink(v), 'linkFormat'),
    ),
    '',
  ),
});
export type MenuSave = z.infer<typeof menuSave>;

export const menuIdBody = z.object({ id });

/** An entry of GET /a/sys/menu/lists: as it is now (an administrator's changes applied), flat. */
export const menuListItem = z.object({
  id: z.string(),
  parentId: z.nullable(z.string()),
  name: z.string(),
  /** group, page, button or link. */
  type: z.string(),
  path: z.nullable(z.string()),
  icon: z.nullable(z.string()),
  permission: z.string(),
  sort: z.number(),
  invisible: z.boolean(),
  built: z.boolean(),
  /** The external address of a link entry (added by an administrator). */
  link: z.optional(z.nullable(z.string())),
});
export type MenuListItem = z.infer<typeof menuListItem>;
