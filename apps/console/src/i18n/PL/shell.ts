import type { shell as US } from '../US/shell';

export const shell: typeof US = {
  homeLink: 'Przejdź do strony głównej',
  navigation: 'Menu główne',
  collapseMenu: 'Zwiń menu',
  expandMenu: 'Rozwiń menu',
  openMenu: 'Otwórz menu',
  jumpToV4: 'Wersja 4.0',
  jumpToV4Hint: 'Otwórz wersję 4.0 w nowej karcie na Twoim koncie',
  displaySettings: 'Ustawienia wyświetlania',
  settingsLoadFailed: 'Nie udało się wczytać ustawień wyświetlania. Odśwież stronę i spróbuj ponownie.',
  footerLinks: 'Linki',
  manual: 'Podręcznik użytkownika',
  policy: 'Polityka prywatności',
  phoneTitle: 'Użyj komputera',
  phoneText:
    'Konsola działa wyłącznie w przeglądarce na komputerze (lub tablecie). Otwórz ten adres na komputerze, aby kontynuować.',
  pageLoadFailedTitle: 'Nie udało się wczytać strony',
  pageLoadTimeout: 'Strona nie została pobrana w ciągu dwóch minut. Sprawdź połączenie sieciowe i spróbuj ponownie.',
  pageLoadFailed:
    'Nie udało się pobrać części konsoli, być może dlatego, że została właśnie zaktualizowana. Spróbuj ponownie, aby ją wczytać.',
};
