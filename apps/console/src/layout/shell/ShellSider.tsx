import type { RouteEntry } from '@apm/contract';
import { Layout } from 'antd';
import { ShellLogo } from '../header/ShellLogo';
import { NavMenu } from '../menu/NavMenu';
import type { Shade } from '../settings/themeConfig';
import { HEADER_HEIGHT, SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from '../theme';

interface Props {
  entries: readonly RouteEntry[];
  shade: Shade;
  collapsed: boolean;
  /** Stays in view while the page scrolls (the fixed-sidebar setting), below `top` px. */
  fixed: boolean;
  top: number;
  /** The side layout has its logo in the sider; the mix layout has it in the header. */
  withLogo: boolean;
}

/** The side menu: 256 px, 80 px collapsed (spec 9). */
export function ShellSider({ entries, shade, collapsed, fixed, top, withLogo }: Props) {
  return (
    <Layout.Sider
      data-shell-sider
      theme={shade}
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      style={{
        boxShadow: '2px 0 8px rgba(29, 35, 41, 0.05)',
        zIndex: 11,
        ...(fixed
          ? { position: 'sticky', top, height: `calc(100vh - ${top}px)`, alignSelf: 'flex-start', overflowY: 'auto' }
          : {}),
      }}
    >
      {withLogo && (
        <div
          style={{
            height: HEADER_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            justifyContent: collapsed ? 'center' : 'flex-start',
            padding: collapsed ? 0 : '0 24px',
            overflow: 'hidden',
          }}
        >
          <ShellLogo shade={shade} markOnly={collapsed} />
        </div>
      )}
      <NavMenu entries={entries} mode="inline" shade={shade} collapsed={collapsed} />
    </Layout.Sider>
  );
}
