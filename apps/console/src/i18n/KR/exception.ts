import type { exception as US } from '../US/exception';

export const exception: typeof US = {
  forbiddenTitle: '접근 거부',
  forbidden: '죄송합니다. 이 페이지를 열 권한이 없습니다.',
  routeDenied: '이 페이지에 접근할 권한이 없습니다. 관리자에게 문의하세요',
  notFoundTitle: '페이지를 찾을 수 없음',
  notFound: '죄송합니다. 찾으시는 페이지가 존재하지 않습니다.',
  sessionExpiredTitle: '세션 만료',
  signInAgain: '다시 로그인',
  errorTitle: '문제가 발생했습니다',
  error: '페이지를 표시할 수 없습니다. 새로 고친 후 다시 시도하세요.',
  reload: '새로 고침',
  serverError: '죄송합니다. 서버에서 오류가 발생했습니다.',
};
