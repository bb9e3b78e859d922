import type { personal as US } from '../US/personal';

export const personal: typeof US = {
  profile: '프로필',
  changeAvatar: '아바타 변경',
  avatarHelp: 'PNG, JPEG, GIF 또는 WebP, 최대 {{max}}MB.',
  avatarSaved: '아바타가 변경되었습니다',
  loginName: '로그인 이름',
  office: '소속 기관',
  roles: '역할',
  name: '표시 이름',
  email: '이메일',
  phone: '전화번호',
  codeFor: '{{target}}(으)로 보낸 코드',
  emailCode: '새 이메일 주소의 코드',
  phoneCode: '새 전화번호의 코드',
  save: '저장',
  saved: '프로필이 저장되었습니다',
  password: '비밀번호',
  passwordIntro: '변경하면 다른 세션은 종료되고 이 세션은 로그인 상태로 유지됩니다.',
  weakPassword: '비밀번호가 현재 비밀번호 정책에 맞지 않습니다. 변경하세요.',
  changePassword: '비밀번호 변경',
  passwordChanged: '비밀번호가 변경되었습니다',
};
