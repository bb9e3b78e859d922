import type { errors as US } from '../US/errors';

export const errors: typeof US = {
  ok: '操作成功',
  validation: '請求無效',
  noPermission: '沒有權限',
  denied: '請求被拒絕',
  notFound: '找不到資料',
  conflict: '資料已被修改或已存在',
  tooManyAttempts: '失敗次數過多，請稍後再試',
  sessionExpired: '登入已失效，請重新登入',
  internal: '伺服器錯誤',
  badCredentials: '用戶名稱或密碼錯誤',
  captchaRequired: '請輸入圖片中的字元',
  captchaWrong: '輸入的字元與圖片不符',
  alreadyInitialised: '系統已完成初始化',
  accountDisabled: '此帳戶已被停用',
  badEncryption: '無法解密登入資料，請重新載入頁面',
  network: '無法連接伺服器，請檢查網絡連線',
  timeout: '伺服器回應逾時',
  unexpected: '發生問題，請重試',
};
