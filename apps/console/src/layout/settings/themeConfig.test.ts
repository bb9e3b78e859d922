import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, applyPatch } from './displaySettings';
import { navTheme, themeConfig } from './themeConfig';

describe('themeConfig', () => {
  it('uses the theme colours as antd tokens', () => {
    const config = themeConfig(applyPatch(DEFAULT_SETTINGS, { theme: { color: '#722ed1' } }));
    expect(config.token).toMatchObject({
      colorPrimary: '#722ed1',
      colorSuccess: '#52c41a',
      colorWarning: '#faad14',
      colorError: '#f5222d',
    });
  });

  it("keeps antd's animations unless the system asks for reduced motion", () => {
    expect(themeConfig(DEFAULT_SETTINGS).token?.motion).toBe(true);
    expect(themeConfig(DEFAULT_SETTINGS, true).token?.motion).toBe(false);
  });

  it('turns everything dark only in night mode', () => {
    expect(themeConfig(applyPatch(DEFAULT_SETTINGS, { theme: { mode: 'night' } })).algorithm).toBe(theme.darkAlgorithm);
    expect(themeConfig(applyPatch(DEFAULT_SETTINGS, { theme: { mode: 'dark' } })).algorithm).toBe(
      theme.defaultAlgorithm,
    );
    expect(themeConfig(applyPatch(DEFAULT_SETTINGS, { theme: { mode: 'light' } })).algorithm).toBe(
      theme.defaultAlgorithm,
    );
  });
});

describe('navTheme', () => {
  it('darkens the sider in dark mode, and the header where it carries the menu', () => {
    expect(navTheme('dark', 'side')).toEqual({ sider: 'dark', header: 'light' });
    expect(navTheme('dark', 'head')).toEqual({ sider: 'dark', header: 'dark' });
    expect(navTheme('dark', 'mix')).toEqual({ sider: 'dark', header: 'dark' });
  });

  it('leaves everything to the algorithm in light and night modes', () => {
    expect(navTheme('light', 'mix')).toEqual({ sider: 'light', header: 'light' });
    expect(navTheme('night', 'side')).toEqual({ sider: 'light', header: 'light' });
  });
});
