import type { personal as US } from '../US/personal';

export const personal: typeof US = {
  profile: '个人资料',
  changeAvatar: '更换头像',
  avatarHelp: 'PNG、JPEG、GIF 或 WebP，最大 {{max}} MB。',
  avatarSaved: '头像已更换',
  loginName: '登录名',
  office: '所属机构',
  roles: '角色',
  name: '显示名称',
  email: '邮箱',
  phone: '手机号',
  codeFor: '发送至 {{target}} 的验证码',
  emailCode: '新邮箱的验证码',
  phoneCode: '新手机号的验证码',
  save: '保存',
  saved: '个人资料已保存',
  password: '密码',
  passwordIntro: '修改后，您的其他会话将结束，当前会话保持登录。',
  weakPassword: '您的密码不符合当前的密码策略，请修改。',
  changePassword: '修改密码',
  passwordChanged: '密码已修改',
};
