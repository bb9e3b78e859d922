import type { register as US } from '../US/register';

export const register: typeof US = {
  pageTitle: '회원 가입',
  heading: '계정 만들기',
  loginName: '로그인 이름',
  loginNameHelp: '문자, 숫자 또는 _ . @ - 3~32자. 로그인할 때 사용합니다.',
  name: '표시 이름',
  way: '확인 방법',
  email: '이메일',
  phone: '전화번호',
  password: '비밀번호',
  submit: '가입하기',
  closedTitle: '가입이 열려 있지 않습니다',
  closed: '이 사이트의 계정은 관리자가 만듭니다.',
  noWayTitle: '지금은 가입할 수 없습니다',
  noWay: '인증 코드를 보낼 방법이 켜져 있지 않습니다. 이 사이트의 관리자에게 문의하세요.',
  doneTitle: '계정이 준비되었습니다',
  doneText: '로그인 이름과 비밀번호로 로그인하세요.',
  signIn: '로그인',
  haveAccount: '이미 계정이 있으신가요? 로그인',
  codeSent: {
    email:
      '{{target}}(으)로 메시지를 보냈습니다. 코드가 들어 있거나, 이미 계정이 있는 주소라면 로그인 방법이 안내되어 있습니다.',
    sms: '{{target}}(으)로 문자 메시지를 보냈습니다. 코드가 들어 있거나, 이미 계정이 있는 번호라면 로그인 방법이 안내되어 있습니다.',
  },
  codeInOutbox:
    '메일 서버가 설정되지 않았습니다. {{target}}에 보낼 메시지는 시스템 설정의 메일 보낼 편지함에 있습니다. 관리자에게 요청하세요.',
};
