import type { home as US } from '../US/home';

export const home: typeof US = {
  welcome: 'Witaj, {{name}}',
  signedInTo: 'Zalogowano do: {{office}}',
  account: 'Twoje konto',
  loginName: 'Login',
  name: 'Nazwa wyświetlana',
  email: 'Adres e-mail',
  phone: 'Telefon',
  office: 'Instytucja',
  roles: 'Role',
  noRoles: 'Brak przypisanych ról',
  session: 'Logowanie',
  lastSignIn: 'Ostatnie logowanie',
  firstSignIn: 'Pierwsze logowanie',
  lastSignInIp: 'Zalogowano z adresu',
  sessionExpires: 'Wygaśnięcie sesji',
  sessionRenews: 'Odnawiana podczas pracy',
  timeZone: 'Strefa czasowa',
  access: 'Dostęp',
  permissionCount: 'Posiadane uprawnienia',
  roleCount: 'Posiadane role',
};
