import type { forgetPwd as US } from '../US/forgetPwd';

export const forgetPwd: typeof US = {
  pageTitle: 'Nie pamiętam hasła',
  heading: 'Resetowanie hasła',
  stepAccount: 'Konto',
  stepCode: 'Weryfikacja',
  stepPassword: 'Nowe hasło',
  next: 'Dalej',
  back: 'Wstecz',
  way: 'Wyślij kod przez',
  noWayTitle: 'Tutaj nie można zresetować hasła',
  noWay:
    'To konto nie ma adresu e-mail ani telefonu, na który można wysłać kod. Poproś administratora o zresetowanie hasła.',
  setPassword: 'Ustaw nowe hasło',
  tokenGone: 'Weryfikacja wygasła: poproś o nowy kod.',
  doneTitle: 'Hasło zmienione',
  doneText: 'Zaloguj się nowym hasłem.',
  signIn: 'Zaloguj się',
  backToSignIn: 'Wróć do logowania',
};
