import type { shell as US } from '../US/shell';

export const shell: typeof US = {
  homeLink: '前往首页',
  navigation: '主菜单',
  collapseMenu: '收起菜单',
  expandMenu: '展开菜单',
  openMenu: '打开菜单',
  jumpToV4: '4.0 版',
  jumpToV4Hint: '在新标签页中以当前用户打开 4.0 版',
  displaySettings: '显示设置',
  settingsLoadFailed: '显示设置加载失败。请刷新页面后重试。',
  footerLinks: '链接',
  manual: '用户手册',
  policy: '隐私政策',
  phoneTitle: '请使用电脑访问',
  phoneText: '本控制台仅支持电脑（或平板）浏览器。请在电脑上打开此地址继续。',
  pageLoadFailedTitle: '页面加载失败',
  pageLoadTimeout: '页面在两分钟内未能加载完成。请检查网络连接后重试。',
  pageLoadFailed: '控制台的部分内容无法下载，可能是刚刚完成了更新。请重试以重新加载。',
};
