import type { ConfigProviderProps, ThemeConfig } from 'antd';

/** The console's look until the settings drawer makes it configurable: spec 9's default colour. */
export const THEME: ThemeConfig = {
  token: { colorPrimary: '#1890ff' },
};

/**
 * antd spaces out two-character Chinese button labels ('登 录'); that changes the label people
 * and assistive technology read, so the console keeps labels as written.
 */
export const BUTTON: ConfigProviderProps['button'] = { autoInsertSpace: false };
