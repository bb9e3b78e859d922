import type { personal as US } from '../US/personal';

export const personal: typeof US = {
  profile: '個人資料',
  changeAvatar: '更換頭像',
  avatarHelp: 'PNG、JPEG、GIF 或 WebP，最大 {{max}} MB。',
  avatarSaved: '頭像已更換',
  loginName: '登入名稱',
  office: '所屬機構',
  roles: '角色',
  name: '顯示名稱',
  email: '電郵',
  phone: '電話',
  codeFor: '發送至 {{target}} 的驗證碼',
  emailCode: '新電郵地址的驗證碼',
  phoneCode: '新電話號碼的驗證碼',
  save: '儲存',
  saved: '個人資料已儲存',
  password: '密碼',
  passwordIntro: '更改後，您的其他工作階段將結束，目前的工作階段保持登入。',
  weakPassword: '您的密碼不符合目前的密碼政策，請更改。',
  changePassword: '更改密碼',
  passwordChanged: '密碼已更改',
};
