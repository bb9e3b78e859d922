import { Menu } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { findRoute, visibleMenu } from '../access/routes';
import { useSession } from '../session/SessionContext';
import { menuKey, toMenuItems } from './menuItems';

/** The side menu, built from the routes the server sent (GET /routes), never from a list here. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, routes } = useSession();

  const entries = useMemo(() => visibleMenu(routes, user.permissions, user.roles), [routes, user]);
  const items = useMemo(() => toMenuItems(entries, (name) => t(`menu.${name}`)), [entries, t]);
  const current = findRoute(routes, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => current?.parents.map(menuKey) ?? []);

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={current ? [menuKey(current.entry)] : []}
      // A collapsed menu shows groups as pop-ups; keeping their keys open would pop them all up.
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        if (key.startsWith('/') && key !== pathname) void navigate(key);
      }}
    />
  );
}
