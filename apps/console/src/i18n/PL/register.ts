import type { register as US } from '../US/register';

export const register: typeof US = {
  pageTitle: 'Rejestracja',
  heading: 'Utwórz konto',
  loginName: 'Nazwa logowania',
  loginNameHelp: 'Od 3 do 32 liter, cyfr lub _ . @ -; używasz jej do logowania.',
  name: 'Nazwa wyświetlana',
  way: 'Potwierdź przez',
  email: 'E-mail',
  phone: 'Telefon',
  password: 'Hasło',
  submit: 'Zarejestruj się',
  closedTitle: 'Rejestracja nie jest otwarta',
  closed: 'Konta w tej witrynie zakładają jej administratorzy.',
  noWayTitle: 'Rejestracja jest teraz niemożliwa',
  noWay: 'Nie włączono żadnego sposobu wysyłania kodów weryfikacyjnych. Zapytaj administratora tej witryny.',
  doneTitle: 'Twoje konto jest gotowe',
  doneText: 'Zaloguj się nazwą logowania i hasłem.',
  signIn: 'Zaloguj się',
  haveAccount: 'Masz już konto? Zaloguj się',
  codeSent: {
    email: 'Na {{target}} wysłano wiadomość: zawiera kod lub, jeśli adres ma już konto, informację, jak się zalogować.',
    sms: 'Na {{target}} wysłano SMS: zawiera kod lub, jeśli numer ma już konto, informację, jak się zalogować.',
  },
  codeInOutbox:
    'Nie skonfigurowano serwera poczty: wiadomość dla {{target}} czeka w skrzynce nadawczej ustawień systemu. Poproś o nią administratora.',
};
