import type { widgets as US } from '../US/widgets';

/** The widgets the program editor's toolbar adds besides text, pictures and videos: clock, date, countdown, shape, QR code. */
export const widgets: typeof US = {
  zone: {
    label: 'Zeitzone',
    screen: 'Die eigene Zeitzone des Bildschirms',
    invalid: 'Kein Zeitzonenname (wie Europe/Berlin)',
    unknown:
      'Dieser Browser kennt diese Zeitzone nicht: Ein Bildschirm, der sie auch nicht kennt, zeigt seine eigene Zeit.',
  },
  locale: {
    label: 'Sprache',
    screen: 'Die eigene Sprache des Bildschirms',
    invalid: 'Kein Sprachkürzel (wie en-GB)',
    unknown:
      'Dieser Browser kennt diese Sprache nicht: Ein Bildschirm, der sie auch nicht kennt, verwendet seine eigene.',
  },
  clock: {
    name: 'Uhr',
    style: 'Darstellung',
    styles: {
      digital: 'Digital',
      analogue: 'Analog',
    },
    format: 'Stunden',
    formats: {
      '24h': '24 Stunden',
      '12h': '12 Stunden',
    },
    seconds: 'Sekunden',
    faceColor: 'Zifferblatt',
    handColor: 'Zeiger und Striche',
    secondHandColor: 'Sekundenzeiger',
    ticks: 'Striche',
    tickOptions: {
      none: 'Keine',
      hours: 'Jede Stunde',
      minutes: 'Jede Minute',
    },
  },
  date: {
    name: 'Datum',
    style: 'Darstellung',
    styles: {
      full: 'Vollständig, mit Wochentag',
      long: 'Lang',
      short: 'Kurz',
      weekday: 'Nur der Wochentag',
      iso: 'ISO-Format (2025-11-27)',
    },
  },
  countdown: {
    name: 'Countdown',
    target: 'Zählt herunter bis',
    targetHint: 'In Ihrer Zeitzone (UTC{{offset}}); jeder Bildschirm zählt bis zum selben Zeitpunkt.',
    units: 'Einheiten',
    unitNames: {
      days: 'Tage',
      hours: 'Stunden',
      minutes: 'Minuten',
      seconds: 'Sekunden',
    },
    labels: 'Beschriftung unter den Zahlen',
    labelDefaults: {
      days: 'Tage',
      hours: 'Stunden',
      minutes: 'Minuten',
      seconds: 'Sekunden',
    },
    doneText: 'Text, wenn es so weit ist',
    doneDefault: 'Es geht los!',
  },
  shape: {
    name: 'Form',
    shape: 'Form',
    shapes: {
      rectangle: 'Rechteck',
      ellipse: 'Ellipse',
      line: 'Linie',
    },
    fillColor: 'Füllung',
    strokeColor: 'Umriss',
    strokeWidth: 'Umrissbreite',
    lineColor: 'Linienfarbe',
    lineWidth: 'Stärke',
    cornerRadius: 'Eckenradius',
    lineHint: 'Eine Linie verläuft durch die Mitte ihres Rahmens, entlang der längeren Seite.',
  },
  qrcode: {
    name: 'QR-Code',
    text: 'Text oder Webadresse',
    bytes: '{{used}} von {{max}} Bytes',
    errorCorrection: 'Fehlerkorrektur',
    levels: {
      L: 'Niedrig (7 %)',
      M: 'Mittel (15 %)',
      Q: 'Hoch (25 %)',
      H: 'Sehr hoch (30 %)',
    },
    foreground: 'Codefarbe',
    background: 'Hintergrund',
    margin: 'Ruhezone (Module)',
  },
  button: {
    name: 'Schaltfläche',
    label: 'Beschriftung',
    action: 'Beim Drücken',
    actions: {
      scene: 'Szene öffnen',
      exit: 'Zurück zu den Hauptszenen',
      before: 'Vorherige Hauptszene',
      after: 'Nächste Hauptszene',
      url: 'Webseite öffnen',
    },
    labels: {
      scene: 'Öffnen',
      exit: 'Zurück',
      before: 'Vorherige',
      after: 'Weiter',
      url: 'Webseite',
    },
    scene: 'Szene',
    sceneMissing: 'Diese Szene gibt es nicht mehr: Wählen Sie eine andere.',
    url: 'Webadresse',
    urlInvalid: 'Keine Webadresse (beginnt mit https:// oder http://)',
    urlHint: 'Öffnet sich über den ganzen Bildschirm; ihre Schließen-Schaltfläche (✕) führt zum Programm zurück.',
  },
};
