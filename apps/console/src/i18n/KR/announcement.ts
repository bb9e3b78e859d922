import type { announcement as US } from '../US/announcement';

export const announcement: typeof US = {
  close: '닫기',
  noMoreReminders: '다시 알리지 않음',
  fetchError: '공지를 가져오지 못했습니다!',
  noneYet:
    '소속 기관에 아직 자체 공지가 없습니다. 공지를 저장하기 전까지 사용자에게는 상위 기관에 설정된 가장 가까운 공지가 표시됩니다.',
  scope:
    '이 공지는 소속 기관과 하위 기관의 사용자에게 표시됩니다. 단, 하위 기관이 자체 공지를 켠 경우에는 그 공지가 표시됩니다.',
  lastSaved: '마지막 저장: {{date}}',
  display: '표시 기간',
  enabled: '공지 표시',
  enabledHelp: '끄면 공지는 보관되지만 아무에게도 표시되지 않습니다.',
  start: '시작',
  end: '종료',
  endHelp: '두 시점 사이에 콘솔을 여는 사용자에게 공지가 표시됩니다(현재 사용자의 시간대 기준).',
  chinese: '중국어',
  english: '영어',
  titleCh: '중국어 제목',
  titleEn: '영어 제목',
  contentCh: '중국어 본문',
  contentEn: '영어 본문',
  plainTextHelp: '일반 텍스트: 줄바꿈은 유지되며 어떤 서식도 적용되지 않습니다.',
  preview: '미리 보기',
  save: '저장',
  saved: '공지가 저장되었습니다',
  rules: {
    titleRequired: '제목을 입력하세요',
    contentRequired: '본문을 입력하세요',
    tooLong: '최대 {{max}}자까지 입력할 수 있습니다',
    startRequired: '공지 시작 시점을 선택하세요',
    endRequired: '종료 시점을 선택하세요. 켜져 있는 공지에는 종료 시점이 필요합니다',
    endBeforeStart: '종료 시점은 시작 시점보다 뒤여야 합니다',
    plainText: '제어 문자를 삭제하세요. 일반 텍스트만 사용할 수 있습니다',
  },
};
