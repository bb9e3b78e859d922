import type { announcement as US } from '../US/announcement';

export const announcement: typeof US = {
  close: 'Zamknij',
  noMoreReminders: 'Nie przypominaj więcej',
  fetchError: 'Błąd pobierania ogłoszenia!',
  noneYet:
    'Twoja instytucja nie ma jeszcze własnego ogłoszenia. Dopóki go nie zapisze, jej użytkownicy widzą najbliższe ogłoszenie ustawione na wyższym poziomie.',
  scope:
    'To ogłoszenie jest wyświetlane użytkownikom Twojej instytucji i instytucji jej podległych, chyba że któraś z nich włączy własne.',
  lastSaved: 'Ostatni zapis: {{date}}',
  display: 'Kiedy wyświetlać',
  enabled: 'Wyświetlaj ogłoszenie',
  enabledHelp: 'Po wyłączeniu ogłoszenie zostaje zachowane, ale nikt go nie widzi.',
  start: 'Od',
  end: 'Do',
  endHelp: 'Widzą je użytkownicy, którzy otworzą konsolę między tymi dwoma momentami (czas w Twojej strefie czasowej).',
  chinese: 'Chiński',
  english: 'Angielski',
  titleCh: 'Tytuł po chińsku',
  titleEn: 'Tytuł po angielsku',
  contentCh: 'Tekst po chińsku',
  contentEn: 'Tekst po angielsku',
  plainTextHelp: 'Zwykły tekst: podziały wierszy są zachowywane; nic nie jest interpretowane jako formatowanie.',
  preview: 'Podgląd',
  save: 'Zapisz',
  saved: 'Ogłoszenie zostało zapisane',
  rules: {
    titleRequired: 'Wpisz tytuł',
    contentRequired: 'Wpisz tekst',
    tooLong: 'Maksymalna liczba znaków: {{max}}',
    startRequired: 'Wybierz, kiedy ogłoszenie ma się zacząć wyświetlać',
    endRequired: 'Wybierz, kiedy ma się skończyć: włączone ogłoszenie musi mieć datę zakończenia',
    endBeforeStart: 'Koniec musi następować po początku',
    plainText: 'Usuń znaki sterujące: dozwolony jest tylko zwykły tekst',
  },
};
