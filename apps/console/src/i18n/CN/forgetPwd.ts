import type { forgetPwd as US } from '../US/forgetPwd';

export const forgetPwd: typeof US = {
  pageTitle: '忘记密码',
  heading: '重置密码',
  stepAccount: '账号',
  stepCode: '验证',
  stepPassword: '新密码',
  next: '下一步',
  back: '返回',
  way: '验证码发送方式',
  noWayTitle: '无法在此重置密码',
  noWay: '该账号没有可接收验证码的邮箱或手机号，请联系管理员重置密码。',
  setPassword: '设置新密码',
  tokenGone: '验证已过期，请重新获取验证码。',
  doneTitle: '密码已修改',
  doneText: '请使用新密码登录。',
  signIn: '登录',
  backToSignIn: '返回登录',
};
