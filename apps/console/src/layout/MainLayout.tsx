import { Layout, theme } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { AccessGate } from '../access/AccessGate';
import { Copyright } from './Copyright';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';

/** Spec 9: the side menu is 256 px wide, 80 px collapsed. */
export const SIDER_WIDTH = 256;
export const SIDER_COLLAPSED_WIDTH = 80;

/**
 * The shell of the signed-in pages: side menu, header, the page, footer. Each part is its own
 * component so that tabs, the settings drawer and the notice bell can join without reshaping it.
 */
export function MainLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const { token } = theme.useToken();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <HeaderBar />
      <Layout>
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          theme="dark"
        >
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
        <Layout>
          <Layout.Content style={{ margin: 24, minHeight: 280 }}>
            <AccessGate>
              <Outlet />
            </AccessGate>
          </Layout.Content>
          <Layout.Footer style={{ textAlign: 'center', color: token.colorTextSecondary, paddingTop: 0 }}>
            <Copyright />
          </Layout.Footer>
        </Layout>
      </Layout>
    </Layout>
  );
}
