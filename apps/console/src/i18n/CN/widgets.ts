import type { widgets as US } from '../US/widgets';

/** The widgets the program editor's toolbar adds besides text, pictures and videos: clock, date, countdown, shape, QR code. */
export const widgets: typeof US = {
  zone: {
    label: '时区',
    screen: '屏幕自身的时区',
    invalid: '不是时区名称（例如 Europe/Berlin）',
    unknown: '此浏览器不认识该时区：同样不认识它的屏幕会显示自身的时间。',
  },
  locale: {
    label: '语言',
    screen: '屏幕自身的语言',
    invalid: '不是语言标记（例如 en-GB）',
    unknown: '此浏览器不认识该语言：同样不认识它的屏幕会使用自身的语言。',
  },
  clock: {
    name: '时钟',
    style: '样式',
    styles: {
      digital: '数字',
      analogue: '指针',
    },
    format: '小时制',
    formats: {
      '24h': '24 小时制',
      '12h': '12 小时制',
    },
    seconds: '秒',
    faceColor: '表盘',
    handColor: '指针和刻度',
    secondHandColor: '秒针',
    ticks: '刻度',
    tickOptions: {
      none: '无',
      hours: '每小时',
      minutes: '每分钟',
    },
  },
  date: {
    name: '日期',
    style: '样式',
    styles: {
      full: '完整（含星期）',
      long: '长',
      short: '短',
      weekday: '仅星期',
      iso: 'ISO 格式（2025-11-27）',
    },
  },
  countdown: {
    name: '倒计时',
    target: '倒计时至',
    targetHint: '按您的时区（UTC{{offset}}）；所有屏幕都倒数到同一时刻。',
    units: '单位',
    unitNames: {
      days: '天',
      hours: '小时',
      minutes: '分钟',
      seconds: '秒',
    },
    labels: '数字下方的标签',
    labelDefaults: {
      days: '天',
      hours: '小时',
      minutes: '分',
      seconds: '秒',
    },
    doneText: '时间到后显示的文字',
    doneDefault: '已经开始！',
  },
  shape: {
    name: '形状',
    shape: '形状',
    shapes: {
      rectangle: '矩形',
      ellipse: '椭圆',
      line: '直线',
    },
    fillColor: '填充',
    strokeColor: '边框',
    strokeWidth: '边框宽度',
    lineColor: '线条颜色',
    lineWidth: '粗细',
    cornerRadius: '圆角半径',
    lineHint: '直线沿框的较长边穿过其中间。',
  },
  qrcode: {
    name: '二维码',
    text: '文字或网址',
    bytes: '{{used}} / {{max}} 字节',
    errorCorrection: '纠错级别',
    levels: {
      L: '低（7%）',
      M: '中（15%）',
      Q: '较高（25%）',
      H: '高（30%）',
    },
    foreground: '码的颜色',
    background: '背景',
    margin: '静区（模块数）',
  },
};
