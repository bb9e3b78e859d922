import type { ConfigProviderProps } from 'antd';

/**
 * antd spaces out two-character Chinese button labels ('登 录'); that changes the label people
 * and assistive technology read, so the console keeps labels as written.
 */
export const BUTTON: ConfigProviderProps['button'] = { autoInsertSpace: false };

/** Spec 9: the side menu is 256 px wide, 80 px collapsed. */
export const SIDER_WIDTH = 256;
export const SIDER_COLLAPSED_WIDTH = 80;

/** Height of the header (antd's Layout.Header); fixed tabs stick right under it. */
export const HEADER_HEIGHT = 64;

/** Content width in 'fixed' page-width mode: centred, at most this wide. */
export const FIXED_CONTENT_WIDTH = 1200;

/** antd's dark navigation colour (Layout.Sider, Menu theme="dark"). */
export const DARK_NAV_BG = '#001529';
