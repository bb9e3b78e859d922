import type { forgetPwd as US } from '../US/forgetPwd';

export const forgetPwd: typeof US = {
  pageTitle: 'Passwort vergessen',
  heading: 'Passwort zurücksetzen',
  stepAccount: 'Konto',
  stepCode: 'Bestätigung',
  stepPassword: 'Neues Passwort',
  next: 'Weiter',
  back: 'Zurück',
  way: 'Code senden per',
  noWayTitle: 'Das Passwort kann hier nicht zurückgesetzt werden',
  noWay:
    'Dieses Konto hat weder E-Mail-Adresse noch Telefonnummer für Codes. Bitten Sie Ihren Administrator, das Passwort zurückzusetzen.',
  setPassword: 'Neues Passwort festlegen',
  tokenGone: 'Die Bestätigung ist abgelaufen: Fordern Sie einen neuen Code an.',
  doneTitle: 'Passwort geändert',
  doneText: 'Melden Sie sich mit Ihrem neuen Passwort an.',
  signIn: 'Anmelden',
  backToSignIn: 'Zurück zur Anmeldung',
};
