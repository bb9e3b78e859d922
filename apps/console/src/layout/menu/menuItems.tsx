import type { RouteEntry } from '@apm/contract';
import type { MenuProps } from 'antd';
import { MenuIcon, hasMenuIcon } from './menuIcons';

type Item = NonNullable<MenuProps['items']>[number];

/** The menu key of an entry: its URL for a page, its id for a group. */
export const menuKey = (entry: RouteEntry): string => (entry.path !== null ? `/${entry.path}` : entry.id);

/**
 * antd menu items for the visible route tree, labelled by `menu.<name>`. `flat` gives the top
 * level only, groups as plain items (the header of the mixed layout).
 */
export function toMenuItems(entries: readonly RouteEntry[], label: (name: string) => string, flat = false): Item[] {
  return entries.map((e) => ({
    key: menuKey(e),
    // A link entry opens its address in a new tab (route meta `link`); the menu does not navigate for it.
    label: e.link ? (
      <a href={e.link} target="_blank" rel="noopener noreferrer">
        {label(e.name)}
      </a>
    ) : (
      label(e.name)
    ),
    icon: hasMenuIcon(e.icon) ? <MenuIcon name={e.icon} /> : undefined,
    children: e.path === null && !flat ? toMenuItems(e.children, label) : undefined,
  }));
}
