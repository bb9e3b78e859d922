import type { common as US } from '../US/common';

export const common: typeof US = {
  brand: 'APM',
  tagline: '数字标牌管理平台',
  language: '语言',
  loading: '加载中…',
  pageLoading: '页面加载中',
  retry: '重试',
  noPermission: '无权限',
  noOperationPermission: '您没有执行此操作的权限',
  account: '账户',
  signOut: '退出登录',
  backHome: '返回首页',
  notSet: '未设置',
  copyright: '© {{year}} APM 数字标牌平台',
};
