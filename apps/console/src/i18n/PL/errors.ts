import type { errors as US } from '../US/errors';

export const errors: typeof US = {
  ok: 'Gotowe',
  validation: 'Żądanie jest nieprawidłowe',
  noPermission: 'Brak uprawnień',
  denied: 'Żądanie zostało odrzucone',
  notFound: 'Nie znaleziono',
  conflict: 'Element został zmieniony lub już istnieje',
  tooManyAttempts: 'Zbyt wiele nieudanych prób; spróbuj ponownie później',
  sessionExpired: 'Sesja logowania jest nieważna; zaloguj się ponownie',
  internal: 'Błąd serwera',
  badCredentials: 'Nieprawidłowa nazwa użytkownika lub hasło',
  captchaRequired: 'Wpisz znaki widoczne na obrazku',
  captchaWrong: 'Wpisane znaki nie zgadzają się z obrazkiem',
  alreadyInitialised: 'System został już zainicjowany',
  accountDisabled: 'To konto jest wyłączone',
  badEncryption: 'Nie udało się odszyfrować danych logowania; odśwież stronę',
  network: 'Nie można połączyć się z serwerem; sprawdź połączenie sieciowe',
  timeout: 'Serwer nie odpowiedział w wymaganym czasie',
  unexpected: 'Coś poszło nie tak; spróbuj ponownie',
};
