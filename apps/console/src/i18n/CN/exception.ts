import type { exception as US } from '../US/exception';

export const exception: typeof US = {
  forbiddenTitle: '无权访问',
  forbidden: '抱歉，您无权打开此页面。',
  routeDenied: '您无权访问此页面，请联系管理员',
  notFoundTitle: '页面不存在',
  notFound: '抱歉，您访问的页面不存在。',
  sessionExpiredTitle: '会话已过期',
  signInAgain: '重新登录',
  errorTitle: '出现问题',
  error: '页面无法显示，请刷新后重试。',
  reload: '刷新',
  serverError: '抱歉，服务器出错了。',
};
