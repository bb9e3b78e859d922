import type { passwordExpired as US } from '../US/passwordExpired';

export const passwordExpired: typeof US = {
  pageTitle: '비밀번호 만료',
  heading: '비밀번호가 만료되었습니다',
  intro: '계속하려면 새 비밀번호를 정하세요. 그 전까지는 콘솔을 사용할 수 없습니다.',
  submit: '비밀번호 변경 후 계속',
};
