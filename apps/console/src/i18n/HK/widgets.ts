import type { widgets as US } from '../US/widgets';

/** The widgets the program editor's toolbar adds besides text, pictures and videos: clock, date, countdown, shape, QR code. */
export const widgets: typeof US = {
  zone: {
    label: '時區',
    screen: '螢幕本身的時區',
    invalid: '不是時區名稱（例如 Europe/Berlin）',
    unknown: '此瀏覽器不認識這個時區：同樣不認識它的螢幕會顯示本身的時間。',
  },
  locale: {
    label: '語言',
    screen: '螢幕本身的語言',
    invalid: '不是語言標記（例如 en-GB）',
    unknown: '此瀏覽器不認識這種語言：同樣不認識它的螢幕會使用本身的語言。',
  },
  clock: {
    name: '時鐘',
    style: '樣式',
    styles: {
      digital: '數字',
      analogue: '指針',
    },
    format: '小時制',
    formats: {
      '24h': '24 小時制',
      '12h': '12 小時制',
    },
    seconds: '秒',
    faceColor: '錶面',
    handColor: '指針及刻度',
    secondHandColor: '秒針',
    ticks: '刻度',
    tickOptions: {
      none: '無',
      hours: '每小時',
      minutes: '每分鐘',
    },
  },
  date: {
    name: '日期',
    style: '樣式',
    styles: {
      full: '完整（連星期）',
      long: '長',
      short: '短',
      weekday: '只顯示星期',
      iso: 'ISO 格式（2025-11-27）',
    },
  },
  countdown: {
    name: '倒數計時',
    target: '倒數至',
    targetHint: '按您的時區（UTC{{offset}}）；所有螢幕都倒數到同一時刻。',
    units: '單位',
    unitNames: {
      days: '日',
      hours: '小時',
      minutes: '分鐘',
      seconds: '秒',
    },
    labels: '數字下方的標籤',
    labelDefaults: {
      days: '日',
      hours: '小時',
      minutes: '分',
      seconds: '秒',
    },
    doneText: '時間到後顯示的文字',
    doneDefault: '已經開始！',
  },
  shape: {
    name: '形狀',
    shape: '形狀',
    shapes: {
      rectangle: '長方形',
      ellipse: '橢圓',
      line: '直線',
    },
    fillColor: '填色',
    strokeColor: '邊框',
    strokeWidth: '邊框闊度',
    lineColor: '線條顏色',
    lineWidth: '粗幼',
    cornerRadius: '圓角半徑',
    lineHint: '直線沿方框較長的一邊穿過其中間。',
  },
  qrcode: {
    name: 'QR 碼',
    text: '文字或網址',
    bytes: '{{used}} / {{max}} 位元組',
    errorCorrection: '糾錯級別',
    levels: {
      L: '低（7%）',
      M: '中（15%）',
      Q: '較高（25%）',
      H: '高（30%）',
    },
    foreground: '碼的顏色',
    background: '背景',
    margin: '靜區（模組數）',
  },
};
