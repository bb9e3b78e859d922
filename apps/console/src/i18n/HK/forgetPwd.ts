import type { forgetPwd as US } from '../US/forgetPwd';

export const forgetPwd: typeof US = {
  pageTitle: '忘記密碼',
  heading: '重設密碼',
  stepAccount: '帳戶',
  stepCode: '驗證',
  stepPassword: '新密碼',
  next: '下一步',
  back: '返回',
  way: '驗證碼發送方式',
  noWayTitle: '無法在此重設密碼',
  noWay: '此帳戶沒有可接收驗證碼的電郵或電話，請聯絡管理員重設密碼。',
  setPassword: '設定新密碼',
  tokenGone: '驗證已過期，請重新索取驗證碼。',
  doneTitle: '密碼已更改',
  doneText: '請以新密碼登入。',
  signIn: '登入',
  backToSignIn: '返回登入',
};
