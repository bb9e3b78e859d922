import type { passwordExpired as US } from '../US/passwordExpired';

export const passwordExpired: typeof US = {
  pageTitle: '密码已过期',
  heading: '您的密码已过期',
  intro: '请设置新密码后继续。在此之前无法使用管理平台。',
  submit: '修改密码并继续',
};
