import type { MenuAdminNode } from '@apm/contract';

/** Whether an administrator changed a catalogue entry (name, icon, order or visibility). */
export const isChanged = (n: MenuAdminNode): boolean =>
  n.defaults !== null &&
  (n.name !== n.defaults.name ||
    n.icon !== n.defaults.icon ||
    n.sort !== n.defaults.sort ||
    n.invisible !== n.defaults.invisible);

/** Whether the entry can be shown or hidden in the menu (buttons never are menu items). */
export const hasVisibility = (n: MenuAdminNode): boolean => n.type !== 'button';

/** A node as antd's tree table wants it: no empty `children` (it would draw an expand icon). */
export interface MenuRow extends Omit<MenuAdminNode, 'children'> {
  children?: MenuRow[];
}

export const toRows = (nodes: readonly MenuAdminNode[]): MenuRow[] =>
  nodes.map(({ children, ...n }) => (children.length ? { ...n, children: toRows(children) } : n));

/** The groups of the tree, where a link may go. */
export const groupsOf = (nodes: readonly MenuAdminNode[]): MenuAdminNode[] =>
  nodes.flatMap((n) => [...(n.type === 'group' ? [n] : []), ...groupsOf(n.children)]);

/** `module:resource:` of a page's permission: a button under it carries `<that><action>`. */
export const resourcePrefix = (permission: string): string => permission.split(':').slice(0, 2).join(':') + ':';

/** The values an edit of the node sends when only its visibility changes. */
export const withVisibility = (n: MenuAdminNode, visible: boolean) => ({
  id: n.id,
  name: n.name,
  icon: n.icon ?? '',
  sort: n.sort,
  invisible: !visible,
  ...(n.custom ? { permission: n.permission, link: n.link ?? '', parentId: n.parentId ?? '' } : {}),
});
