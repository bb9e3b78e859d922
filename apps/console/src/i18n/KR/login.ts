import type { login as US } from '../US/login';

export const login: typeof US = {
  pageTitle: '로그인',
  heading: '콘솔에 로그인',
  userName: '사용자 이름',
  userNameRequired: '사용자 이름을 입력하세요',
  password: '비밀번호',
  passwordRequired: '비밀번호를 입력하세요',
  captcha: '인증 코드',
  captchaRequired: '이미지에 표시된 문자를 입력하세요',
  captchaPicture: '인증 이미지',
  captchaRefresh: '이미지를 클릭하면 새 이미지로 바뀝니다',
  submit: '로그인',
  failed: '로그인하지 못했습니다',
  unavailable: '콘솔을 시작할 수 없습니다',
  sso: {
    title: '통합 로그인',
    signingIn: '로그인하는 중…',
    failedTitle: '통합 로그인 링크가 유효하지 않습니다',
    failed: '이미 사용되었거나 만료된 링크입니다. 사용자 이름과 비밀번호로 로그인하세요.',
    signIn: '로그인으로 이동',
  },
};
