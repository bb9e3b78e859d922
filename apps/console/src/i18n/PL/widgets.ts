import type { widgets as US } from '../US/widgets';

/** The widgets the program editor's toolbar adds besides text, pictures and videos: clock, date, countdown, shape, QR code. */
export const widgets: typeof US = {
  zone: {
    label: 'Strefa czasowa',
    screen: 'Własna strefa czasowa ekranu',
    invalid: 'To nie jest nazwa strefy czasowej (np. Europe/Berlin)',
    unknown: 'Ta przeglądarka nie zna tej strefy czasowej: ekran, który również jej nie zna, pokazuje własny czas.',
  },
  locale: {
    label: 'Język',
    screen: 'Własny język ekranu',
    invalid: 'To nie jest znacznik języka (np. en-GB)',
    unknown: 'Ta przeglądarka nie zna tego języka: ekran, który również go nie zna, używa własnego.',
  },
  clock: {
    name: 'Zegar',
    style: 'Styl',
    styles: {
      digital: 'Cyfrowy',
      analogue: 'Analogowy',
    },
    format: 'Godziny',
    formats: {
      '24h': '24-godzinny',
      '12h': '12-godzinny',
    },
    seconds: 'Sekundy',
    faceColor: 'Tarcza',
    handColor: 'Wskazówki i znaczniki',
    secondHandColor: 'Wskazówka sekundowa',
    ticks: 'Znaczniki',
    tickOptions: {
      none: 'Brak',
      hours: 'Co godzinę',
      minutes: 'Co minutę',
    },
  },
  date: {
    name: 'Data',
    style: 'Styl',
    styles: {
      full: 'Pełna, z dniem tygodnia',
      long: 'Długa',
      short: 'Krótka',
      weekday: 'Tylko dzień tygodnia',
      iso: 'Format ISO (2025-11-27)',
    },
  },
  countdown: {
    name: 'Odliczanie',
    target: 'Odlicza do',
    targetHint: 'W Twojej strefie czasowej (UTC{{offset}}); każdy ekran odlicza do tej samej chwili.',
    units: 'Jednostki',
    unitNames: {
      days: 'Dni',
      hours: 'Godziny',
      minutes: 'Minuty',
      seconds: 'Sekundy',
    },
    labels: 'Podpisy pod liczbami',
    labelDefaults: {
      days: 'dni',
      hours: 'godz.',
      minutes: 'min',
      seconds: 'sek.',
    },
    doneText: 'Tekst po upływie czasu',
    doneDefault: 'Zaczęło się!',
  },
  shape: {
    name: 'Kształt',
    shape: 'Kształt',
    shapes: {
      rectangle: 'Prostokąt',
      ellipse: 'Elipsa',
      line: 'Linia',
    },
    fillColor: 'Wypełnienie',
    strokeColor: 'Obrys',
    strokeWidth: 'Grubość obrysu',
    lineColor: 'Kolor linii',
    lineWidth: 'Grubość',
    cornerRadius: 'Promień narożników',
    lineHint: 'Linia przebiega przez środek swojej ramki wzdłuż dłuższego boku.',
  },
  qrcode: {
    name: 'Kod QR',
    text: 'Tekst lub adres internetowy',
    bytes: '{{used}} z {{max}} bajtów',
    errorCorrection: 'Korekcja błędów',
    levels: {
      L: 'Niska (7%)',
      M: 'Średnia (15%)',
      Q: 'Wysoka (25%)',
      H: 'Najwyższa (30%)',
    },
    foreground: 'Kolor kodu',
    background: 'Tło',
    margin: 'Strefa ciszy (moduły)',
  },
};
