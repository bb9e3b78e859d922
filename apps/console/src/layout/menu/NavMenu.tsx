import type { RouteEntry } from '@apm/contract';
import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findRoute } from '../../access/routes';
import { useSession } from '../../session/SessionContext';
import type { Shade } from '../settings/themeConfig';
import { menuKey, toMenuItems } from './menuItems';
import { mixTarget, topLevelOf } from './mixMenu';
import { useMenuLabel } from './useMenuLabel';

interface Props {
  /** The entries to show (the whole visible menu, or one group's children in the mixed layout). */
  entries: readonly RouteEntry[];
  mode: 'inline' | 'horizontal';
  shade: Shade;
  /** The inline menu of a collapsed sider. */
  collapsed?: boolean;
  /** The mixed layout's header: top-level entries only; a group leads to its first page. */
  topLevelOnly?: boolean;
  /** Called after a page was chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** A menu of the shell, built from the routes the server sent (GET /routes), never from a list here. */
export function NavMenu({ entries, mode, shade, collapsed = false, topLevelOnly = false, onNavigate }: Props) {
  const label = useMenuLabel();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { routes } = useSession();

  const items = useMemo(() => toMenuItems(entries, label, topLevelOnly), [entries, label, topLevelOnly]);
  const current = findRoute(routes, pathname);
  const selected = topLevelOnly ? topLevelOf(entries, pathname) : current?.entry;

  // Groups above the page on screen open, also when it was reached some other way (tabs, links).
  const [openKeys, setOpenKeys] = useState<string[]>(() => current?.parents.map(menuKey) ?? []);
  const parentKeys = current?.parents.map(menuKey).join('\n') ?? '';
  useEffect(() => {
    if (parentKeys) setOpenKeys((keys) => [...new Set([...keys, ...parentKeys.split('\n')])]);
  }, [parentKeys]);

  return (
    <Menu
      theme={shade}
      mode={mode}
      items={items}
      selectedKeys={selected ? [menuKey(selected)] : []}
      // A collapsed menu shows groups as pop-ups; keeping their keys open would pop them all up.
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      style={
        mode === 'horizontal'
          ? { flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }
          : { borderInlineEnd: 'none' }
      }
      onClick={({ key }) => {
        const target = topLevelOnly ? mixTarget(entries, key) : key.startsWith('/') ? key : undefined;
        if (target && target !== pathname) void navigate(target);
        onNavigate?.();
      }}
    />
  );
}
