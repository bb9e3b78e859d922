import type { materialMedia as US } from '../US/materialMedia';

export const materialMedia: typeof US = {
  convert: {
    queued: '변환 대기 중…',
    running: '브라우저용으로 변환 중… {{percent}} %',
    cancel: '변환 취소',
    again: '다시 변환',
    cancelledNow: '변환이 취소되었습니다. 원본은 그대로 보관됩니다',
  },
  preview: {
    zoomIn: '확대',
    zoomOut: '축소',
    fit: '맞춤',
    page: '{{count}}쪽 중 {{page}}쪽',
    live: '실시간 페이지',
    screenshot: '스크린샷',
    open: '새 탭에서 열기',
    noScreenshot: '이 페이지의 스크린샷을 찍을 수 없습니다(접속 불가 또는 사설망).',
    notYet: '처리가 끝나면 미리 볼 수 있습니다.',
    converting: '이 동영상 또는 오디오를 모든 브라우저와 플레이어에서 재생할 수 있는 형식으로 변환하고 있습니다.',
    failed: '이 소재는 미리 볼 수 없습니다: {{problem}}',
  },
  webPage: {
    button: '웹 페이지 추가',
    title: '웹 페이지 추가',
    name: '이름',
    url: '주소',
    urlHint: 'http 또는 https 주소(예: https://example.com/menu)',
    add: '추가',
    added: '웹 페이지를 추가했습니다',
    already: '이 주소는 이미 소재 라이브러리에 있습니다',
  },
  urlProblems: {
    badUrl: '웹 주소가 아닙니다(예: https://example.com/page).',
    notHttp: 'http 및 https 주소만 추가할 수 있습니다.',
  },
};
