/** The widgets the program editor's toolbar adds besides text, pictures and videos: clock, date, countdown, shape, QR code, button. */
export const widgets = {
  zone: {
    label: 'Time zone',
    screen: "The screen's own time zone",
    invalid: 'Not the name of a time zone (like Europe/Berlin)',
    unknown: 'This browser does not know this time zone: a screen that does not know it either shows its own time.',
  },
  locale: {
    label: 'Language',
    screen: "The screen's own language",
    invalid: 'Not a language tag (like en-GB)',
    unknown: 'This browser does not know this language: a screen that does not know it either uses its own.',
  },
  clock: {
    name: 'Clock',
    style: 'Style',
    styles: {
      digital: 'Digital',
      analogue: 'Analogue',
    },
    format: 'Hours',
    formats: {
      '24h': '24-hour',
      '12h': '12-hour',
    },
    seconds: 'Seconds',
    faceColor: 'Dial',
    handColor: 'Hands and marks',
    secondHandColor: 'Second hand',
    ticks: 'Marks',
    tickOptions: {
      none: 'None',
      hours: 'Every hour',
      minutes: 'Every minute',
    },
  },
  date: {
    name: 'Date',
    style: 'Style',
    styles: {
      full: 'Full, with the weekday',
      long: 'Long',
      short: 'Short',
      weekday: 'Weekday only',
      iso: 'ISO (2025-11-27)',
    },
  },
  countdown: {
    name: 'Countdown',
    target: 'Counts down to',
    targetHint: 'In your time zone (UTC{{offset}}); every screen counts down to the same moment.',
    units: 'Units',
    unitNames: {
      days: 'Days',
      hours: 'Hours',
      minutes: 'Minutes',
      seconds: 'Seconds',
    },
    labels: 'Labels under the numbers',
    labelDefaults: {
      days: 'days',
      hours: 'hours',
      minutes: 'minutes',
      seconds: 'seconds',
    },
    doneText: 'Text once the time has come',
    doneDefault: 'It has begun!',
  },
  shape: {
    name: 'Shape',
    shape: 'Shape',
    shapes: {
      rectangle: 'Rectangle',
      ellipse: 'Ellipse',
      line: 'Line',
    },
    fillColor: 'Fill',
    strokeColor: 'Outline',
    strokeWidth: 'Outline width',
    lineColor: 'Line colour',
    lineWidth: 'Thickness',
    cornerRadius: 'Corner radius',
    lineHint: 'A line runs through the middle of its box, along its longer side.',
  },
  qrcode: {
    name: 'QR code',
    text: 'Text or web address',
    bytes: '{{used}} of {{max}} bytes',
    errorCorrection: 'Error correction',
    levels: {
      L: 'Low (7 %)',
      M: 'Medium (15 %)',
      Q: 'Quartile (25 %)',
      H: 'High (30 %)',
    },
    foreground: 'Code colour',
    background: 'Background',
    margin: 'Quiet zone (modules)',
  },
  button: {
    name: 'Button',
    label: 'Label',
    action: 'When pressed',
    actions: {
      scene: 'Open a scene',
      exit: 'Back to the main scenes',
      before: 'Previous main scene',
      after: 'Next main scene',
      url: 'Open a web page',
    },
    labels: {
      scene: 'Open',
      exit: 'Back',
      before: 'Previous',
      after: 'Next',
      url: 'Web page',
    },
    scene: 'Scene',
    sceneMissing: 'This scene no longer exists: choose another.',
    url: 'Web address',
    urlInvalid: 'Not a web address (starting with https:// or http://)',
    urlHint: 'Opens over the whole screen; its close button (✕) goes back to the program.',
  },
};

declare global {
  interface ConsoleTexts {
    widgets: typeof widgets;
  }
}
