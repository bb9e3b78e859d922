import type { errors as US } from '../US/errors';

export const errors: typeof US = {
  ok: 'Erledigt',
  validation: 'Die Anfrage ist ungültig',
  noPermission: 'Keine Berechtigung',
  denied: 'Anfrage abgelehnt',
  notFound: 'Nicht gefunden',
  conflict: 'Wurde geändert oder existiert bereits',
  tooManyAttempts: 'Zu viele Fehlversuche; versuchen Sie es später erneut',
  sessionExpired: 'Anmeldung ungültig, bitte melden Sie sich erneut an',
  internal: 'Serverfehler',
  badCredentials: 'Falscher Benutzername oder falsches Passwort',
  captchaRequired: 'Geben Sie die Zeichen aus dem Bild ein',
  captchaWrong: 'Die Zeichen stimmen nicht mit dem Bild überein',
  alreadyInitialised: 'Das System ist bereits initialisiert',
  accountDisabled: 'Dieses Konto ist deaktiviert',
  badEncryption: 'Die Anmeldedaten konnten nicht entschlüsselt werden; laden Sie die Seite neu',
  passwordExpired: 'Ihr Passwort ist abgelaufen: Ändern Sie es, um fortzufahren',
  verificationRequired: 'Geben Sie den Bestätigungscode ein, der Ihnen gesendet wurde',
  verificationWrong: 'Der Bestätigungscode ist falsch, verbraucht oder abgelaufen',
  codeTooSoon: 'Gerade wurde ein Code gesendet, oder es wurden zu viele angefordert: Warten Sie kurz',
  smsNotConfigured:
    'SMS sind auf diesem Server nicht eingerichtet: Wählen Sie E-Mail oder fragen Sie den Administrator',
  channelOff: 'Codes können so nicht gesendet werden: Dieser Weg ist in den Systemeinstellungen ausgeschaltet',
  contactMissing: 'Dieses Konto hat keine Adresse für einen Code: Fragen Sie den Administrator',
  mailFailed:
    'Die E-Mail konnte nicht gesendet werden: Versuchen Sie es später erneut oder fragen Sie den Administrator',
  registrationClosed: 'Auf dieser Website ist die Registrierung nicht offen',
  dataSourceFailed:
    'Der Wetter- oder Wechselkursdienst ist nicht erreichbar, und es sind keine früheren Werte gespeichert',
  network: 'Der Server ist nicht erreichbar; prüfen Sie die Netzwerkverbindung',
  timeout: 'Der Server hat nicht rechtzeitig geantwortet',
  unexpected: 'Etwas ist schiefgelaufen; versuchen Sie es erneut',
};
