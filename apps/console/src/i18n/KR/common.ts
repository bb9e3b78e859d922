import type { common as US } from '../US/common';

export const common: typeof US = {
  brand: 'APM',
  tagline: '디지털 사이니지 콘솔',
  language: '언어',
  loading: '불러오는 중…',
  pageLoading: '페이지를 불러오는 중',
  retry: '다시 시도',
  noPermission: '권한 없음',
  noOperationPermission: '이 작업을 수행할 권한이 없습니다',
  account: '계정',
  signOut: '로그아웃',
  backHome: '홈으로 돌아가기',
  notSet: '설정되지 않음',
  copyright: '© {{year}} APM 디지털 사이니지 플랫폼',
};
