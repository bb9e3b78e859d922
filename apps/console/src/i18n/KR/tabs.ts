import type { tabs as US } from '../US/tabs';

export const tabs: typeof US = {
  bar: '열린 페이지',
  refresh: '새로 고침',
  refreshPage: '이 페이지 새로 고침',
  closeLeft: '왼쪽 탭 닫기',
  closeRight: '오른쪽 탭 닫기',
  closeOthers: '다른 탭 닫기',
  actions: '탭 작업',
  lastTab: '마지막 페이지이므로 닫을 수 없습니다',
  lock: '탭을 상단에 고정',
  unlock: '탭 상단 고정 해제',
};
