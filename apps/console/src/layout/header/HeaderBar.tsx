import { Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import type { Shade } from '../settings/themeConfig';
import { DARK_NAV_BG, FIXED_CONTENT_WIDTH, HEADER_HEIGHT } from '../theme';
import styles from './HeaderBar.module.css';
import { HeaderActions } from './HeaderActions';

interface Props {
  shade: Shade;
  /** Sticks to the top while the page scrolls (the fixed-header setting). */
  fixed: boolean;
  /** What sits at the left: the menu toggle and/or the logo. */
  start: ReactNode;
  /** The menu, in the head and mix layouts. */
  menu?: ReactNode;
  /** Header widgets of other features (the notice bell). */
  extra?: ReactNode;
  /** Content centred at the fixed width (head layout with fixed content width). */
  centred?: boolean;
}

/** The top bar of the main layout: logo or menu toggle, the menu in head/mix layouts, the actions. */
export function HeaderBar({ shade, fixed, start, menu, extra, centred = false }: Props) {
  const { token } = theme.useToken();
  const dark = shade === 'dark';
  return (
    <Layout.Header
      data-shell-header
      className={dark ? styles.dark : undefined}
      style={{
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        padding: '0 16px',
        background: dark ? DARK_NAV_BG : token.colorBgContainer,
        borderBottom: dark ? 'none' : `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
        position: fixed ? 'sticky' : 'relative',
        top: 0,
        zIndex: 10,
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          height: '100%',
          maxWidth: centred ? FIXED_CONTENT_WIDTH : undefined,
          margin: '0 auto',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, flex: 'none', minWidth: 0, maxWidth: '40%' }}>
          {start}
        </div>
        {menu ?? <div style={{ flex: 1 }} />}
        <HeaderActions extra={extra} />
      </div>
    </Layout.Header>
  );
}
