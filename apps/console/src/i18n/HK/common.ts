import type { common as US } from '../US/common';

export const common: typeof US = {
  brand: 'APM',
  tagline: '數碼標牌管理平台',
  language: '語言',
  loading: '載入中…',
  pageLoading: '頁面載入中',
  retry: '重試',
  noPermission: '沒有權限',
  noOperationPermission: '你沒有執行此操作的權限',
  account: '帳戶',
  signOut: '登出',
  backHome: '返回主頁',
  notSet: '未設定',
  copyright: '© {{year}} APM 數碼標牌平台',
};
