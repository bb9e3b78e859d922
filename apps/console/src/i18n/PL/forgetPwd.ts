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
  noWay: 'Żaden sposób wysyłania kodów weryfikacyjnych nie jest włączony. Poproś administratora o zresetowanie hasła.',
  wayOnFile: {
    email: 'E-mail, na adres konta',
    sms: 'SMS, na telefon konta',
  },
  codeSent: {
    email: 'Jeśli {{name}} to konto z adresem e-mail, na ten adres wysłano kod.',
    sms: 'Jeśli {{name}} to konto z numerem telefonu, na ten telefon wysłano kod.',
  },
  codeInOutbox:
    'Nie skonfigurowano serwera poczty: jeśli {{name}} to konto z adresem e-mail, jego kod czeka w skrzynce nadawczej ustawień systemu. Poproś o niego administratora.',
  setPassword: 'Ustaw nowe hasło',
  tokenGone: 'Weryfikacja wygasła: poproś o nowy kod.',
  doneTitle: 'Hasło zmienione',
  doneText: 'Zaloguj się nowym hasłem.',
  signIn: 'Zaloguj się',
  backToSignIn: 'Wróć do logowania',
};
