import type { home as US } from '../US/home';

export const home: typeof US = {
  welcome: 'Добро пожаловать, {{name}}',
  signedInTo: 'Вы вошли в учреждение «{{office}}»',
  account: 'Ваша учётная запись',
  loginName: 'Логин',
  name: 'Отображаемое имя',
  email: 'Эл. почта',
  phone: 'Телефон',
  office: 'Учреждение',
  roles: 'Роли',
  noRoles: 'Роли не назначены',
  session: 'Вход в систему',
  lastSignIn: 'Последний вход',
  firstSignIn: 'Первый вход',
  lastSignInIp: 'Вход с адреса',
  sessionExpires: 'Сеанс истекает',
  sessionRenews: 'Продлевается, пока вы работаете',
  timeZone: 'Часовой пояс',
  access: 'Доступ',
  permissionCount: 'Количество разрешений',
  roleCount: 'Количество ролей',
};
