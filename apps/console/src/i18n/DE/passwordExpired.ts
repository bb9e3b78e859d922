import type { passwordExpired as US } from '../US/passwordExpired';

export const passwordExpired: typeof US = {
  pageTitle: 'Passwort abgelaufen',
  heading: 'Ihr Passwort ist abgelaufen',
  intro: 'Wählen Sie ein neues Passwort, um fortzufahren. Bis dahin kann die Konsole nicht verwendet werden.',
  submit: 'Passwort ändern und fortfahren',
};
