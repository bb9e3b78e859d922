import type { register as US } from '../US/register';

export const register: typeof US = {
  pageTitle: 'Registrieren',
  heading: 'Konto anlegen',
  loginName: 'Anmeldename',
  loginNameHelp: '3 bis 32 Buchstaben, Ziffern oder _ . @ -; damit melden Sie sich an.',
  name: 'Anzeigename',
  way: 'Bestätigen per',
  email: 'E-Mail',
  phone: 'Telefon',
  password: 'Passwort',
  submit: 'Registrieren',
  closedTitle: 'Die Registrierung ist nicht offen',
  closed: 'Konten auf dieser Website legen ihre Administratoren an.',
  noWayTitle: 'Eine Registrierung ist gerade nicht möglich',
  noWay:
    'Es ist kein Versandweg für Bestätigungscodes eingeschaltet. Wenden Sie sich an den Administrator dieser Website.',
  doneTitle: 'Ihr Konto ist bereit',
  doneText: 'Melden Sie sich mit Anmeldename und Passwort an.',
  signIn: 'Anmelden',
  haveAccount: 'Schon ein Konto? Anmelden',
  codeSent: {
    email:
      'An {{target}} wurde eine Nachricht gesendet: Sie enthält den Code oder, falls die Adresse schon zu einem Konto gehört, wie Sie sich anmelden.',
    sms: 'An {{target}} wurde eine SMS gesendet: Sie enthält den Code oder, falls die Nummer schon zu einem Konto gehört, wie Sie sich anmelden.',
  },
  codeInOutbox:
    'Es ist kein Mailserver eingerichtet: Die Nachricht für {{target}} liegt im Postausgang der Systemeinstellungen. Fragen Sie Ihren Administrator danach.',
};
