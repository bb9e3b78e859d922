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
    'Es ist kein Weg zum Senden von Bestätigungscodes eingeschaltet. Bitten Sie Ihren Administrator, das Passwort zurückzusetzen.',
  wayOnFile: {
    email: 'E-Mail, an die Adresse des Kontos',
    sms: 'SMS, an das Telefon des Kontos',
  },
  codeSent: {
    email: 'Wenn {{name}} ein Konto mit E-Mail-Adresse ist, wurde ein Code an diese Adresse gesendet.',
    sms: 'Wenn {{name}} ein Konto mit Telefonnummer ist, wurde ein Code an dieses Telefon gesendet.',
  },
  codeInOutbox:
    'Es ist kein Mailserver eingerichtet: Wenn {{name}} ein Konto mit E-Mail-Adresse ist, liegt sein Code im Postausgang der Systemeinstellungen. Fragen Sie Ihren Administrator danach.',
  setPassword: 'Neues Passwort festlegen',
  tokenGone: 'Die Bestätigung ist abgelaufen: Fordern Sie einen neuen Code an.',
  doneTitle: 'Passwort geändert',
  doneText: 'Melden Sie sich mit Ihrem neuen Passwort an.',
  signIn: 'Anmelden',
  backToSignIn: 'Zurück zur Anmeldung',
};
