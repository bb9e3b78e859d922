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
  noWay: '未開啟任何驗證碼發送方式，請聯絡管理員重設密碼。',
  wayOnFile: {
    email: '電郵，發送至此帳戶的電郵地址',
    sms: '短訊，發送至此帳戶的電話',
  },
  codeSent: {
    email: '如果 {{name}} 是一個設有電郵地址的帳戶，驗證碼已發送至該地址。',
    sms: '如果 {{name}} 是一個設有電話號碼的帳戶，驗證碼已發送至該電話。',
  },
  codeInOutbox:
    '未設定郵件伺服器：如果 {{name}} 是一個設有電郵地址的帳戶，其驗證碼保存在系統設定的郵件寄件匣中，請向管理員索取。',
  setPassword: '設定新密碼',
  tokenGone: '驗證已過期，請重新索取驗證碼。',
  doneTitle: '密碼已更改',
  doneText: '請以新密碼登入。',
  signIn: '登入',
  backToSignIn: '返回登入',
};
