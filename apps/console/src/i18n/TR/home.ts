import type { home as US } from '../US/home';

export const home: typeof US = {
  welcome: 'Hoş geldiniz, {{name}}',
  signedInTo: 'Oturum açılan kurum: {{office}}',
  account: 'Hesabınız',
  loginName: 'Giriş adı',
  name: 'Görünen ad',
  email: 'E-posta',
  phone: 'Telefon',
  office: 'Kurum',
  roles: 'Roller',
  noRoles: 'Atanmış rol yok',
  session: 'Oturum',
  lastSignIn: 'Son giriş',
  firstSignIn: 'İlk giriş',
  lastSignInIp: 'Giriş yapılan adres',
  sessionExpires: 'Oturum bitişi',
  sessionRenews: 'Çalıştığınız sürece yenilenir',
  timeZone: 'Saat dilimi',
  access: 'Erişim',
  permissionCount: 'Sahip olunan yetkiler',
  roleCount: 'Sahip olunan roller',
};
