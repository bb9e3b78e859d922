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
  network: 'Der Server ist nicht erreichbar; prüfen Sie die Netzwerkverbindung',
  timeout: 'Der Server hat nicht rechtzeitig geantwortet',
  unexpected: 'Etwas ist schiefgelaufen; versuchen Sie es erneut',
};
