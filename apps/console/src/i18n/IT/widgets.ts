import type { widgets as US } from '../US/widgets';

/** The widgets the program editor's toolbar adds besides text, pictures and videos: clock, date, countdown, shape, QR code. */
export const widgets: typeof US = {
  zone: {
    label: 'Fuso orario',
    screen: 'Il fuso orario dello schermo',
    invalid: 'Non è il nome di un fuso orario (come Europe/Berlin)',
    unknown: 'Questo browser non conosce questo fuso orario: uno schermo che non lo conosce mostra la propria ora.',
  },
  locale: {
    label: 'Lingua',
    screen: 'La lingua dello schermo',
    invalid: 'Non è un codice di lingua (come en-GB)',
    unknown: 'Questo browser non conosce questa lingua: uno schermo che non la conosce usa la propria.',
  },
  clock: {
    name: 'Orologio',
    style: 'Stile',
    styles: {
      digital: 'Digitale',
      analogue: 'Analogico',
    },
    format: 'Ore',
    formats: {
      '24h': '24 ore',
      '12h': '12 ore',
    },
    seconds: 'Secondi',
    faceColor: 'Quadrante',
    handColor: 'Lancette e tacche',
    secondHandColor: 'Lancetta dei secondi',
    ticks: 'Tacche',
    tickOptions: {
      none: 'Nessuna',
      hours: 'Ogni ora',
      minutes: 'Ogni minuto',
    },
  },
  date: {
    name: 'Data',
    style: 'Stile',
    styles: {
      full: 'Completa, con il giorno della settimana',
      long: 'Lunga',
      short: 'Breve',
      weekday: 'Solo il giorno della settimana',
      iso: 'Formato ISO (2025-11-27)',
    },
  },
  countdown: {
    name: 'Conto alla rovescia',
    target: 'Fino a',
    targetHint: 'Nel tuo fuso orario (UTC{{offset}}); tutti gli schermi contano fino allo stesso istante.',
    units: 'Unità',
    unitNames: {
      days: 'Giorni',
      hours: 'Ore',
      minutes: 'Minuti',
      seconds: 'Secondi',
    },
    labels: 'Etichette sotto i numeri',
    labelDefaults: {
      days: 'giorni',
      hours: 'ore',
      minutes: 'minuti',
      seconds: 'secondi',
    },
    doneText: 'Testo quando è il momento',
    doneDefault: 'Si comincia!',
  },
  shape: {
    name: 'Forma',
    shape: 'Forma',
    shapes: {
      rectangle: 'Rettangolo',
      ellipse: 'Ellisse',
      line: 'Linea',
    },
    fillColor: 'Riempimento',
    strokeColor: 'Contorno',
    strokeWidth: 'Spessore del contorno',
    lineColor: 'Colore della linea',
    lineWidth: 'Spessore',
    cornerRadius: 'Raggio degli angoli',
    lineHint: 'Una linea attraversa il centro del suo riquadro, lungo il lato più lungo.',
  },
  qrcode: {
    name: 'Codice QR',
    text: 'Testo o indirizzo web',
    bytes: '{{used}} di {{max}} byte',
    errorCorrection: 'Correzione degli errori',
    levels: {
      L: 'Bassa (7 %)',
      M: 'Media (15 %)',
      Q: 'Alta (25 %)',
      H: 'Massima (30 %)',
    },
    foreground: 'Colore del codice',
    background: 'Sfondo',
    margin: 'Zona di rispetto (moduli)',
  },
};
