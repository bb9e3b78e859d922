import type { login as US } from '../US/login';

export const login: typeof US = {
  pageTitle: 'Anmelden',
  heading: 'An der Konsole anmelden',
  userName: 'Benutzername',
  userNameRequired: 'Geben Sie Ihren Benutzernamen ein',
  password: 'Passwort',
  passwordRequired: 'Geben Sie Ihr Passwort ein',
  captcha: 'Prüfcode',
  captchaRequired: 'Geben Sie die Zeichen aus dem Bild ein',
  captchaPicture: 'Prüfbild',
  captchaRefresh: 'Klicken Sie auf das Bild, um ein neues zu erhalten',
  submit: 'Anmelden',
  failed: 'Anmeldung fehlgeschlagen',
  unavailable: 'Die Konsole kann nicht gestartet werden',
  sso: {
    title: 'Einmalanmeldung',
    signingIn: 'Anmeldung läuft …',
    failedTitle: 'Der Anmeldelink funktioniert nicht',
    failed: 'Er wurde bereits verwendet oder ist abgelaufen. Melden Sie sich mit Benutzername und Passwort an.',
    signIn: 'Zur Anmeldung',
  },
};
