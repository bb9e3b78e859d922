import type { exception as US } from '../US/exception';

export const exception: typeof US = {
  forbiddenTitle: 'Brak dostępu',
  forbidden: 'Niestety nie możesz otworzyć tej strony.',
  routeDenied: 'Nie masz dostępu do tej strony; skontaktuj się z administratorem',
  notFoundTitle: 'Nie znaleziono strony',
  notFound: 'Niestety strona, której szukasz, nie istnieje.',
  sessionExpiredTitle: 'Sesja wygasła',
  signInAgain: 'Zaloguj się ponownie',
  errorTitle: 'Coś poszło nie tak',
  error: 'Nie udało się wyświetlić strony. Odśwież ją, aby spróbować ponownie.',
  reload: 'Odśwież',
  serverError: 'Niestety serwer zgłosił błąd.',
};
