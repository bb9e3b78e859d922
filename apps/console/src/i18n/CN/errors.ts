import type { errors as US } from '../US/errors';

export const errors: typeof US = {
  ok: '操作成功',
  validation: '请求无效',
  noPermission: '无权限',
  denied: '请求被拒绝',
  notFound: '未找到',
  conflict: '数据已被修改或已存在',
  tooManyAttempts: '失败次数过多，请稍后再试',
  sessionExpired: '登录已失效，请重新登录',
  internal: '服务器错误',
  badCredentials: '用户名或密码错误',
  captchaRequired: '请输入图片中的字符',
  captchaWrong: '验证码与图片不符',
  alreadyInitialised: '系统已完成初始化',
  accountDisabled: '该账号已被停用',
  badEncryption: '无法解密登录信息，请刷新页面',
  network: '无法连接服务器，请检查网络',
  timeout: '服务器响应超时',
  unexpected: '出现问题，请重试',
};
