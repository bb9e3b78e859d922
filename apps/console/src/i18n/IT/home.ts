import type { home as US } from '../US/home';

export const home: typeof US = {
  welcome: 'Ti diamo il benvenuto, {{name}}',
  signedInTo: 'Accesso effettuato presso {{office}}',
  account: 'Il tuo account',
  loginName: 'Nome di accesso',
  name: 'Nome visualizzato',
  email: 'Indirizzo e-mail',
  phone: 'Telefono',
  office: 'Organizzazione',
  roles: 'Ruoli',
  noRoles: 'Nessun ruolo assegnato',
  session: 'Accesso',
  lastSignIn: 'Ultimo accesso',
  firstSignIn: 'Primo accesso',
  lastSignInIp: 'Accesso da',
  sessionExpires: 'Scadenza della sessione',
  sessionRenews: 'Rinnovata mentre lavori',
  timeZone: 'Fuso orario',
  access: 'Diritti di accesso',
  permissionCount: 'Autorizzazioni assegnate',
  roleCount: 'Ruoli assegnati',
};
