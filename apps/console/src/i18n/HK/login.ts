import type { login as US } from '../US/login';

export const login: typeof US = {
  pageTitle: '登入',
  heading: '登入管理平台',
  userName: '用戶名稱',
  userNameRequired: '請輸入用戶名稱',
  password: '密碼',
  passwordRequired: '請輸入密碼',
  captcha: '驗證碼',
  captchaRequired: '請輸入圖片中的字元',
  captchaPicture: '驗證碼圖片',
  captchaRefresh: '按一下圖片即可更換',
  submit: '登入',
  failed: '登入失敗',
  unavailable: '管理平台無法啟動',
  sso: {
    title: '單一登入',
    signingIn: '正在為你登入…',
    failedTitle: '單一登入連結無效',
    failed: '此連結已被使用或已過期，請以用戶名稱及密碼登入。',
    signIn: '前往登入',
  },
};
