import type { exception as US } from '../US/exception';

export const exception: typeof US = {
  forbiddenTitle: '無權存取',
  forbidden: '抱歉，你無權開啟此頁面。',
  routeDenied: '你無權存取此頁面，請聯絡管理員',
  notFoundTitle: '找不到頁面',
  notFound: '抱歉，你要找的頁面不存在。',
  sessionExpiredTitle: '登入已逾時',
  signInAgain: '重新登入',
  errorTitle: '發生問題',
  error: '無法顯示此頁面，請重新載入後再試。',
  reload: '重新載入',
  serverError: '抱歉，伺服器發生錯誤。',
};
