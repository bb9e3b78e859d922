import type { widgets as US } from '../US/widgets';

/** The widgets the program editor's toolbar adds besides text, pictures and videos: clock, date, countdown, shape, QR code. */
export const widgets: typeof US = {
  zone: {
    label: 'Часовой пояс',
    screen: 'Собственный часовой пояс экрана',
    invalid: 'Это не название часового пояса (например, Europe/Berlin)',
    unknown: 'Этот браузер не знает такого часового пояса: экран, который его тоже не знает, показывает своё время.',
  },
  locale: {
    label: 'Язык',
    screen: 'Собственный язык экрана',
    invalid: 'Это не код языка (например, en-GB)',
    unknown: 'Этот браузер не знает такого языка: экран, который его тоже не знает, использует свой.',
  },
  clock: {
    name: 'Часы',
    style: 'Вид',
    styles: {
      digital: 'Цифровые',
      analogue: 'Стрелочные',
    },
    format: 'Формат часов',
    formats: {
      '24h': '24-часовой',
      '12h': '12-часовой',
    },
    seconds: 'Секунды',
    faceColor: 'Циферблат',
    handColor: 'Стрелки и деления',
    secondHandColor: 'Секундная стрелка',
    ticks: 'Деления',
    tickOptions: {
      none: 'Нет',
      hours: 'Каждый час',
      minutes: 'Каждая минута',
    },
  },
  date: {
    name: 'Дата',
    style: 'Вид',
    styles: {
      full: 'Полная, с днём недели',
      long: 'Длинная',
      short: 'Краткая',
      weekday: 'Только день недели',
      iso: 'Формат ISO (2025-11-27)',
    },
  },
  countdown: {
    name: 'Обратный отсчёт',
    target: 'Отсчёт до',
    targetHint: 'В вашем часовом поясе (UTC{{offset}}); все экраны ведут отсчёт до одного и того же момента.',
    units: 'Единицы',
    unitNames: {
      days: 'Дни',
      hours: 'Часы',
      minutes: 'Минуты',
      seconds: 'Секунды',
    },
    labels: 'Подписи под числами',
    labelDefaults: {
      days: 'дн.',
      hours: 'ч',
      minutes: 'мин',
      seconds: 'с',
    },
    doneText: 'Текст, когда время настанет',
    doneDefault: 'Началось!',
  },
  shape: {
    name: 'Фигура',
    shape: 'Фигура',
    shapes: {
      rectangle: 'Прямоугольник',
      ellipse: 'Эллипс',
      line: 'Линия',
    },
    fillColor: 'Заливка',
    strokeColor: 'Контур',
    strokeWidth: 'Толщина контура',
    lineColor: 'Цвет линии',
    lineWidth: 'Толщина',
    cornerRadius: 'Радиус углов',
    lineHint: 'Линия проходит через середину своей рамки вдоль её длинной стороны.',
  },
  qrcode: {
    name: 'QR-код',
    text: 'Текст или веб-адрес',
    bytes: '{{used}} из {{max}} байт',
    errorCorrection: 'Коррекция ошибок',
    levels: {
      L: 'Низкая (7 %)',
      M: 'Средняя (15 %)',
      Q: 'Высокая (25 %)',
      H: 'Максимальная (30 %)',
    },
    foreground: 'Цвет кода',
    background: 'Фон',
    margin: 'Свободная зона (модули)',
  },
};
