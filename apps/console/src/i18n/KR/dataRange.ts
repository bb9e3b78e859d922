import type { dataRange as US } from '../US/dataRange';

export const dataRange: typeof US = {
  title: '데이터 범위',
  button: '데이터 범위: {{office}}',
  explain: '목록에는 이 기관과 그 모든 하위 기관이 표시됩니다. 범위를 좁히려면 내 범위의 기관을 선택하세요.',
  ownOfficeOnly: '역할에 따라 목록이 소속 기관으로 제한됩니다.',
  office: '데이터 범위 기관',
  apply: '적용',
  reset: '내 기관',
  changed: '이제 목록에 {{office}}이(가) 표시됩니다',
  resetDone: '목록에 다시 소속 기관이 표시됩니다',
};
