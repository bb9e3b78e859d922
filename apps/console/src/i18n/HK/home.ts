import type { home as US } from '../US/home';

export const home: typeof US = {
  welcome: '歡迎，{{name}}',
  signedInTo: '已登入 {{office}}',
  account: '我的帳戶',
  loginName: '登入名稱',
  name: '顯示名稱',
  email: '電郵',
  phone: '電話',
  office: '機構',
  roles: '角色',
  noRoles: '未獲分配角色',
  session: '登入資料',
  lastSignIn: '上次登入',
  firstSignIn: '首次登入',
  lastSignInIp: '登入 IP 位址',
  sessionExpires: '登入到期時間',
  sessionRenews: '操作期間自動續期',
  timeZone: '時區',
  access: '存取權限',
  permissionCount: '擁有的權限',
  roleCount: '擁有的角色',
};
