import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { HeaderBar } from './header/HeaderBar';
import { ShellLogo } from './header/ShellLogo';
import { topLevelOf } from './menu/mixMenu';
import { NavMenu } from './menu/NavMenu';
import { useVisibleMenu } from './menu/useVisibleMenu';
import { LazySettingsDrawer } from './settings/LazySettingsDrawer';
import { useDisplaySettings } from './settings/SettingsContext';
import { SettingsTrigger } from './settings/SettingsTrigger';
import { navTheme } from './settings/themeConfig';
import { MobileMenu } from './shell/MobileMenu';
import { PageArea } from './shell/PageArea';
import { ShellSider } from './shell/ShellSider';
import { TabsProvider } from './tabs/TabsProvider';
import { HEADER_HEIGHT } from './theme';
import { useIsMobile } from './viewport/useViewportWidth';

interface Props {
  /**
   * Header widgets of other features, between the "4.0" link and the language switcher: the
   * notice bell is mounted here (router.tsx).
   */
  headerExtra?: ReactNode;
}

/**
 * The shell of the signed-in pages in the navigation layout of the display settings (spec 2):
 * side (menu in a sider), head (menu in the header) or mix (top level in the header, the chosen
 * group's pages in a sider). Below 768 px the menu moves into a drawer.
 */
export function MainLayout({ headerExtra }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { settings } = useDisplaySettings();
  const menu = useVisibleMenu();
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerMenuOpen, setDrawerMenuOpen] = useState(false);

  const layout = settings.layout;
  const shade = navTheme(settings.theme.mode, mobile ? 'side' : layout);
  const top = topLevelOf(menu, pathname);
  const mixEntries = top && top.path === null ? top.children : [];
  const siderEntries = layout === 'side' ? menu : layout === 'mix' ? mixEntries : [];
  const showSider = !mobile && siderEntries.length > 0;
  const headerFixed = settings.fixedHeader;

  const toggle = mobile ? (
    <Button
      type="text"
      aria-label={t('shell.openMenu')}
      icon={<MenuOutlined />}
      onClick={() => setDrawerMenuOpen(true)}
    />
  ) : (
    <Button
      type="text"
      aria-label={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
      aria-expanded={!collapsed}
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={() => setCollapsed((c) => !c)}
    />
  );

  const header = (
    <HeaderBar
      shade={shade.header}
      fixed={headerFixed}
      centred={!mobile && layout === 'head' && settings.pageWidth === 'fixed'}
      extra={headerExtra}
      start={
        mobile ? (
          <>
            {toggle}
            <ShellLogo shade={shade.header} />
          </>
        ) : layout === 'side' ? (
          toggle
        ) : (
          <>
            <ShellLogo shade={shade.header} />
            {layout === 'mix' && showSider && toggle}
          </>
        )
      }
      menu={
        !mobile && layout !== 'side' ? (
          <NavMenu entries={menu} mode="horizontal" shade={shade.header} topLevelOnly={layout === 'mix'} />
        ) : undefined
      }
    />
  );

  const sider = showSider && (
    <ShellSider
      entries={siderEntries}
      shade={shade.sider}
      collapsed={collapsed}
      fixed={settings.fixedSideBar}
      top={layout === 'mix' && headerFixed ? HEADER_HEIGHT : 0}
      withLogo={layout === 'side'}
    />
  );

  return (
    <TabsProvider>
      <Layout
        data-layout={mobile ? 'mobile' : layout}
        data-theme-mode={settings.theme.mode}
        style={{ minHeight: '100vh' }}
      >
        {layout === 'side' && !mobile ? (
          <>
            {sider}
            <Layout>
              {header}
              <PageArea />
            </Layout>
          </>
        ) : (
          <>
            {header}
            <Layout>
              {sider}
              <Layout>
                <PageArea />
              </Layout>
            </Layout>
          </>
        )}
      </Layout>
      {mobile && (
        <MobileMenu entries={menu} shade={shade.sider} open={drawerMenuOpen} onClose={() => setDrawerMenuOpen(false)} />
      )}
      <LazySettingsDrawer />
      <SettingsTrigger />
    </TabsProvider>
  );
}
