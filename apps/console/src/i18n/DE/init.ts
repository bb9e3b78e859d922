import type { init as US } from '../US/init';

export const init: typeof US = {
  pageTitle: 'Systeminitialisierung',
  heading: 'Plattform einrichten',
  intro:
    'Dies ist der erste Start der Plattform. Legen Sie die Institution der Plattform und ihren Administrator an; anschließend melden Sie sich mit diesem Konto an.',
  organisation: 'Institution',
  administrator: 'Administrator',
  officeName: 'Name der Institution',
  loginName: 'Anmeldename des Administrators',
  loginNameHelp: '3 bis 32 Zeichen: Buchstaben, Ziffern und _ . @ -',
  name: 'Anzeigename',
  password: 'Passwort',
  passwordHelp: '8 bis 64 Zeichen, mindestens ein Buchstabe und eine Ziffer',
  confirmPassword: 'Passwort bestätigen',
  email: 'E-Mail',
  emailHelp: 'Freiwillige Angabe',
  submit: 'Initialisieren',
  failed: 'Die Plattform konnte nicht initialisiert werden',
  done: 'Die Plattform ist bereit. Melden Sie sich mit dem Administratorkonto an.',
  rules: {
    required: 'Dieses Feld ist erforderlich',
    tooShort: 'Mindestens {{min}} Zeichen',
    tooLong: 'Höchstens {{max}} Zeichen',
    passwordLetter: 'Das Passwort muss mindestens einen Buchstaben enthalten',
    passwordDigit: 'Das Passwort muss mindestens eine Ziffer enthalten',
    loginNameChars: 'Nur Buchstaben, Ziffern und _ . @ - verwenden',
    email: 'Geben Sie eine gültige E-Mail-Adresse ein',
    passwordMismatch: 'Die beiden Passwörter stimmen nicht überein',
    invalid: 'Dieser Wert ist ungültig',
  },
};
