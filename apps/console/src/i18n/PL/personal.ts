import type { personal as US } from '../US/personal';

export const personal: typeof US = {
  profile: 'Profil',
  changeAvatar: 'Zmień awatar',
  avatarHelp: 'PNG, JPEG, GIF lub WebP, najwyżej {{max}} MB.',
  avatarSaved: 'Awatar zmieniony',
  loginName: 'Nazwa logowania',
  office: 'Instytucja',
  roles: 'Role',
  name: 'Nazwa wyświetlana',
  email: 'E-mail',
  phone: 'Telefon',
  codeFor: 'Kod wysłany na {{target}}',
  emailCode: 'Kod dla nowego adresu e-mail',
  phoneCode: 'Kod dla nowego numeru telefonu',
  save: 'Zapisz',
  saved: 'Profil zapisany',
  password: 'Hasło',
  passwordIntro: 'Po zmianie Twoje inne sesje się zakończą; ta pozostanie zalogowana.',
  weakPassword: 'Twoje hasło nie spełnia obecnej polityki haseł: zmień je.',
  changePassword: 'Zmień hasło',
  passwordChanged: 'Hasło zmienione',
};
