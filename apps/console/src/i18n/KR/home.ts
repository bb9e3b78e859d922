import type { home as US } from '../US/home';

export const home: typeof US = {
  welcome: '{{name}}님, 환영합니다',
  signedInTo: '{{office}}에 로그인됨',
  account: '내 계정',
  loginName: '로그인 이름',
  name: '표시 이름',
  email: '이메일',
  phone: '전화번호',
  office: '기관',
  roles: '역할',
  noRoles: '할당된 역할 없음',
  session: '로그인 정보',
  lastSignIn: '마지막 로그인',
  firstSignIn: '최초 로그인',
  lastSignInIp: '접속 IP',
  sessionExpires: '세션 만료 시각',
  sessionRenews: '작업하는 동안 자동으로 연장됨',
  timeZone: '시간대',
  access: '접근 권한',
  permissionCount: '보유 권한',
  roleCount: '보유 역할',
};
