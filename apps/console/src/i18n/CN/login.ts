import type { login as US } from '../US/login';

export const login: typeof US = {
  pageTitle: '登录',
  heading: '登录管理平台',
  userName: '用户名',
  userNameRequired: '请输入用户名',
  password: '密码',
  passwordRequired: '请输入密码',
  captcha: '验证码',
  captchaRequired: '请输入图片中的字符',
  captchaPicture: '验证码图片',
  captchaRefresh: '点击图片更换',
  submit: '登录',
  failed: '登录失败',
  unavailable: '管理平台无法启动',
  sso: {
    title: '单点登录',
    signingIn: '正在为你登录…',
    failedTitle: '单点登录链接无效',
    failed: '该链接已被使用或已过期，请使用用户名和密码登录。',
    signIn: '前往登录',
  },
};
