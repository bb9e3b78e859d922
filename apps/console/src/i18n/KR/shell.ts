import type { shell as US } from '../US/shell';

export const shell: typeof US = {
  homeLink: '홈 페이지로 이동',
  navigation: '주 메뉴',
  collapseMenu: '메뉴 접기',
  expandMenu: '메뉴 펼치기',
  openMenu: '메뉴 열기',
  jumpToV4: '버전 4.0',
  jumpToV4Hint: '현재 계정으로 로그인된 상태로 새 탭에서 버전 4.0 열기',
  displaySettings: '화면 설정',
  settingsLoadFailed: '화면 설정을 불러올 수 없습니다. 페이지를 새로 고친 후 다시 시도하세요.',
  footerLinks: '링크',
  manual: '사용자 설명서',
  policy: '개인정보 처리방침',
  phoneTitle: '컴퓨터에서 이용하세요',
  phoneText: '콘솔은 컴퓨터(또는 태블릿)의 브라우저에서만 작동합니다. 계속하려면 컴퓨터에서 이 주소를 여세요.',
  pageLoadFailedTitle: '페이지를 불러올 수 없습니다',
  pageLoadTimeout: '2분 안에 페이지를 받지 못했습니다. 네트워크 연결을 확인한 후 다시 시도하세요.',
  pageLoadFailed:
    '콘솔의 일부를 다운로드하지 못했습니다. 방금 업데이트되었기 때문일 수 있습니다. 다시 시도하여 불러오세요.',
};
