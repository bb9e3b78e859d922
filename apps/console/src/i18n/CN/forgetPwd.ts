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
  noWay: '未开启任何验证码发送方式，请联系管理员重置密码。',
  wayOnFile: {
    email: '邮件，发送至该账号的邮箱',
    sms: '短信，发送至该账号的手机号',
  },
  codeSent: {
    email: '如果 {{name}} 是一个设有邮箱的账号，验证码已发送至该邮箱。',
    sms: '如果 {{name}} 是一个设有手机号的账号，验证码已发送至该手机号。',
  },
  codeInOutbox:
    '未配置邮件服务器：如果 {{name}} 是一个设有邮箱的账号，其验证码保存在系统设置的邮件发件箱中，请向管理员索取。',
  setPassword: '设置新密码',
  tokenGone: '验证已过期，请重新获取验证码。',
  doneTitle: '密码已修改',
  doneText: '请使用新密码登录。',
  signIn: '登录',
  backToSignIn: '返回登录',
};
