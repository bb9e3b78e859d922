import type { errors as US } from '../US/errors';

export const errors: typeof US = {
  ok: '완료되었습니다',
  validation: '요청이 올바르지 않습니다',
  noPermission: '권한이 없습니다',
  denied: '요청이 거부되었습니다',
  notFound: '찾을 수 없습니다',
  conflict: '이미 변경되었거나 이미 존재합니다',
  tooManyAttempts: '실패 횟수가 너무 많습니다. 잠시 후 다시 시도하세요',
  sessionExpired: '로그인이 만료되었습니다. 다시 로그인하세요',
  internal: '서버 오류',
  badCredentials: '사용자 이름 또는 비밀번호가 올바르지 않습니다',
  captchaRequired: '이미지에 표시된 문자를 입력하세요',
  captchaWrong: '입력한 문자가 이미지와 일치하지 않습니다',
  alreadyInitialised: '시스템이 이미 초기화되었습니다',
  accountDisabled: '비활성화된 계정입니다',
  badEncryption: '로그인 정보를 복호화할 수 없습니다. 페이지를 새로 고치세요',
  network: '서버에 연결할 수 없습니다. 네트워크 연결을 확인하세요',
  timeout: '서버가 제시간에 응답하지 않았습니다',
  unexpected: '문제가 발생했습니다. 다시 시도하세요',
};
