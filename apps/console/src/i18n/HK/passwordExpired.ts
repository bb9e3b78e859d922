import type { passwordExpired as US } from '../US/passwordExpired';

export const passwordExpired: typeof US = {
  pageTitle: '密碼已過期',
  heading: '您的密碼已過期',
  intro: '請設定新密碼後繼續。在此之前無法使用管理平台。',
  submit: '更改密碼並繼續',
};
