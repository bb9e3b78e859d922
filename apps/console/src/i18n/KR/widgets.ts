import type { widgets as US } from '../US/widgets';

/** The widgets the program editor's toolbar adds besides text, pictures and videos: clock, date, countdown, shape, QR code. */
export const widgets: typeof US = {
  zone: {
    label: '시간대',
    screen: '화면 자체의 시간대',
    invalid: '시간대 이름이 아닙니다 (예: Europe/Berlin)',
    unknown: '이 브라우저가 모르는 시간대입니다. 이 시간대를 모르는 화면은 자체 시간을 표시합니다.',
  },
  locale: {
    label: '언어',
    screen: '화면 자체의 언어',
    invalid: '언어 태그가 아닙니다 (예: en-GB)',
    unknown: '이 브라우저가 모르는 언어입니다. 이 언어를 모르는 화면은 자체 언어를 사용합니다.',
  },
  clock: {
    name: '시계',
    style: '스타일',
    styles: {
      digital: '디지털',
      analogue: '아날로그',
    },
    format: '시간 표기',
    formats: {
      '24h': '24시간제',
      '12h': '12시간제',
    },
    seconds: '초',
    faceColor: '문자판',
    handColor: '바늘과 눈금',
    secondHandColor: '초침',
    ticks: '눈금',
    tickOptions: {
      none: '없음',
      hours: '시간마다',
      minutes: '분마다',
    },
  },
  date: {
    name: '날짜',
    style: '스타일',
    styles: {
      full: '전체 (요일 포함)',
      long: '길게',
      short: '짧게',
      weekday: '요일만',
      iso: 'ISO 형식 (2025-11-27)',
    },
  },
  countdown: {
    name: '카운트다운',
    target: '목표 시각',
    targetHint: '사용자의 시간대(UTC{{offset}}) 기준이며, 모든 화면이 같은 순간을 향해 카운트다운합니다.',
    units: '단위',
    unitNames: {
      days: '일',
      hours: '시간',
      minutes: '분',
      seconds: '초',
    },
    labels: '숫자 아래 표시',
    labelDefaults: {
      days: '일',
      hours: '시간',
      minutes: '분',
      seconds: '초',
    },
    doneText: '시간이 되면 표시할 텍스트',
    doneDefault: '시작되었습니다!',
  },
  shape: {
    name: '도형',
    shape: '모양',
    shapes: {
      rectangle: '사각형',
      ellipse: '타원',
      line: '선',
    },
    fillColor: '채우기',
    strokeColor: '테두리',
    strokeWidth: '테두리 두께',
    lineColor: '선 색상',
    lineWidth: '두께',
    cornerRadius: '모서리 반경',
    lineHint: '선은 상자의 긴 변을 따라 가운데를 지납니다.',
  },
  qrcode: {
    name: 'QR 코드',
    text: '텍스트 또는 웹 주소',
    bytes: '{{used}} / {{max}} 바이트',
    errorCorrection: '오류 정정',
    levels: {
      L: '낮음 (7%)',
      M: '보통 (15%)',
      Q: '높음 (25%)',
      H: '최고 (30%)',
    },
    foreground: '코드 색상',
    background: '배경',
    margin: '여백 (모듈)',
  },
};
