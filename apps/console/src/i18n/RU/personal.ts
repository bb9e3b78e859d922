import type { personal as US } from '../US/personal';

export const personal: typeof US = {
  profile: 'Профиль',
  changeAvatar: 'Сменить аватар',
  avatarHelp: 'PNG, JPEG, GIF или WebP, не более {{max}} МБ.',
  avatarSaved: 'Аватар изменён',
  loginName: 'Имя для входа',
  office: 'Учреждение',
  roles: 'Роли',
  name: 'Отображаемое имя',
  email: 'Эл. почта',
  phone: 'Телефон',
  codeFor: 'Код, отправленный на {{target}}',
  emailCode: 'Код для нового адреса эл. почты',
  phoneCode: 'Код для нового номера телефона',
  save: 'Сохранить',
  saved: 'Профиль сохранён',
  password: 'Пароль',
  passwordIntro: 'После смены ваши другие сеансы завершатся; этот останется активным.',
  weakPassword: 'Ваш пароль не соответствует текущей парольной политике: смените его.',
  changePassword: 'Сменить пароль',
  passwordChanged: 'Пароль изменён',
};
