import type { forgetPwd as US } from '../US/forgetPwd';

export const forgetPwd: typeof US = {
  pageTitle: '비밀번호 찾기',
  heading: '비밀번호 재설정',
  stepAccount: '계정',
  stepCode: '인증',
  stepPassword: '새 비밀번호',
  next: '다음',
  back: '뒤로',
  way: '코드 받을 방법',
  noWayTitle: '여기서는 비밀번호를 재설정할 수 없습니다',
  noWay: '이 계정에는 코드를 받을 이메일 주소나 전화번호가 없습니다. 관리자에게 비밀번호 재설정을 요청하세요.',
  setPassword: '새 비밀번호 설정',
  tokenGone: '인증이 만료되었습니다. 새 코드를 요청하세요.',
  doneTitle: '비밀번호가 변경되었습니다',
  doneText: '새 비밀번호로 로그인하세요.',
  signIn: '로그인',
  backToSignIn: '로그인으로 돌아가기',
};
