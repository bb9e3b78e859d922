import type { materialMedia as US } from '../US/materialMedia';

export const materialMedia: typeof US = {
  convert: {
    queued: 'Oczekuje na konwersję…',
    running: 'Konwersja dla przeglądarek… {{percent}} %',
    cancel: 'Anuluj konwersję',
    again: 'Konwertuj ponownie',
    cancelledNow: 'Konwersja anulowana: oryginał pozostaje zapisany',
  },
  preview: {
    zoomIn: 'Powiększ',
    zoomOut: 'Pomniejsz',
    fit: 'Dopasuj',
    page: 'Strona {{page}} z {{count}}',
    live: 'Strona na żywo',
    screenshot: 'Zrzut ekranu',
    open: 'Otwórz w nowej karcie',
    noScreenshot: 'Nie udało się wykonać zrzutu tej strony (niedostępna lub w sieci prywatnej).',
    notYet: 'Podgląd będzie gotowy po zakończeniu przetwarzania.',
    converting: 'Ten film lub dźwięk jest konwertowany do formatu, który odtworzy każda przeglądarka i odtwarzacz.',
    failed: 'Tego materiału nie można wyświetlić: {{problem}}',
  },
  webPage: {
    button: 'Dodaj stronę WWW',
    title: 'Dodawanie strony WWW',
    name: 'Nazwa',
    url: 'Adres',
    urlHint: 'Adres http lub https, np. https://example.com/menu',
    add: 'Dodaj',
    added: 'Dodano stronę WWW',
    already: 'Ten adres jest już w bibliotece',
  },
  urlProblems: {
    badUrl: 'To nie jest adres WWW (np. https://example.com/page).',
    notHttp: 'Można dodawać tylko adresy http i https.',
  },
};
