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
  noWay: '인증 코드를 보낼 방법이 켜져 있지 않습니다. 관리자에게 비밀번호 재설정을 요청하세요.',
  wayOnFile: {
    email: '이메일, 계정의 이메일 주소로',
    sms: '문자 메시지, 계정의 전화번호로',
  },
  codeSent: {
    email: '{{name}}이(가) 이메일 주소가 있는 계정이라면 그 주소로 코드를 보냈습니다.',
    sms: '{{name}}이(가) 전화번호가 있는 계정이라면 그 전화번호로 코드를 보냈습니다.',
  },
  codeInOutbox:
    '메일 서버가 설정되지 않았습니다. {{name}}이(가) 이메일 주소가 있는 계정이라면 코드는 시스템 설정의 메일 보낼 편지함에 있습니다. 관리자에게 요청하세요.',
  setPassword: '새 비밀번호 설정',
  tokenGone: '인증이 만료되었습니다. 새 코드를 요청하세요.',
  doneTitle: '비밀번호가 변경되었습니다',
  doneText: '새 비밀번호로 로그인하세요.',
  signIn: '로그인',
  backToSignIn: '로그인으로 돌아가기',
};
