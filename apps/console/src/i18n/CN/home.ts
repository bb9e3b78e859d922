import type { home as US } from '../US/home';

export const home: typeof US = {
  welcome: '欢迎，{{name}}',
  signedInTo: '已登录到 {{office}}',
  account: '我的账户',
  loginName: '登录名',
  name: '显示名称',
  email: '电子邮箱',
  phone: '电话',
  office: '机构',
  roles: '角色',
  noRoles: '未分配角色',
  session: '登录信息',
  lastSignIn: '上次登录',
  firstSignIn: '首次登录',
  lastSignInIp: '登录地址',
  sessionExpires: '会话到期',
  sessionRenews: '操作时自动续期',
  timeZone: '时区',
  access: '权限',
  permissionCount: '拥有的权限',
  roleCount: '拥有的角色',
};
