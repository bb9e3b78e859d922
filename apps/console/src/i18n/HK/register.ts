import type { register as US } from '../US/register';

export const register: typeof US = {
  pageTitle: '註冊',
  heading: '建立帳戶',
  loginName: '登入名稱',
  loginNameHelp: '3 至 32 個字母、數字或 _ . @ -，用於登入。',
  name: '顯示名稱',
  way: '驗證方式',
  email: '電郵',
  phone: '電話',
  password: '密碼',
  submit: '註冊',
  closedTitle: '未開放註冊',
  closed: '本網站的帳戶由管理員建立。',
  noWayTitle: '暫時無法註冊',
  noWay: '未開啟任何驗證碼發送方式，請聯絡本網站管理員。',
  doneTitle: '帳戶已建立',
  doneText: '請以登入名稱和密碼登入。',
  signIn: '登入',
  haveAccount: '已有帳戶？前往登入',
  codeSent: {
    email: '已向 {{target}} 發送一封郵件：內含驗證碼；如果該地址已有帳戶，郵件會說明如何登入。',
    sms: '已向 {{target}} 發送一則短訊：內含驗證碼；如果該號碼已有帳戶，短訊會說明如何登入。',
  },
  codeInOutbox: '未設定郵件伺服器：發往 {{target}} 的郵件保存在系統設定的郵件寄件匣中，請向管理員索取。',
};
