import type { register as US } from '../US/register';

export const register: typeof US = {
  pageTitle: '注册',
  heading: '创建账号',
  loginName: '登录名',
  loginNameHelp: '3 至 32 个字母、数字或 _ . @ -，用于登录。',
  name: '显示名称',
  way: '验证方式',
  email: '邮箱',
  phone: '手机号',
  password: '密码',
  submit: '注册',
  closedTitle: '未开放注册',
  closed: '本站账号由管理员创建。',
  noWayTitle: '暂时无法注册',
  noWay: '未开启任何验证码发送方式，请联系本站管理员。',
  doneTitle: '账号已创建',
  doneText: '请使用登录名和密码登录。',
  signIn: '登录',
  haveAccount: '已有账号？去登录',
  codeSent: {
    email: '已向 {{target}} 发送一封邮件：其中包含验证码；如果该地址已有账号，邮件会说明如何登录。',
    sms: '已向 {{target}} 发送一条短信：其中包含验证码；如果该号码已有账号，短信会说明如何登录。',
  },
  codeInOutbox: '未配置邮件服务器：发往 {{target}} 的邮件保存在系统设置的邮件发件箱中，请向管理员索取。',
};
