import type { home as US } from '../US/home';

export const home: typeof US = {
  welcome: 'Willkommen, {{name}}',
  signedInTo: 'Angemeldet bei {{office}}',
  account: 'Ihr Konto',
  loginName: 'Anmeldename',
  name: 'Anzeigename',
  email: 'E-Mail',
  phone: 'Telefon',
  office: 'Institution',
  roles: 'Rollen',
  noRoles: 'Keine Rolle zugewiesen',
  session: 'Anmeldung',
  lastSignIn: 'Letzte Anmeldung',
  firstSignIn: 'Erste Anmeldung',
  lastSignInIp: 'Angemeldet von',
  sessionExpires: 'Sitzung läuft ab',
  sessionRenews: 'Wird verlängert, solange Sie arbeiten',
  timeZone: 'Zeitzone',
  access: 'Zugriff',
  permissionCount: 'Erteilte Berechtigungen',
  roleCount: 'Zugewiesene Rollen',
};
