import type { personal as US } from '../US/personal';

export const personal: typeof US = {
  profile: 'Profil',
  changeAvatar: 'Avatarı değiştir',
  avatarHelp: 'PNG, JPEG, GIF veya WebP, en fazla {{max}} MB.',
  avatarSaved: 'Avatar değiştirildi',
  loginName: 'Oturum açma adı',
  office: 'Kurum',
  roles: 'Roller',
  name: 'Görünen ad',
  email: 'E-posta',
  phone: 'Telefon',
  codeFor: '{{target}} adresine gönderilen kod',
  emailCode: 'Yeni e-posta adresinin kodu',
  phoneCode: 'Yeni telefon numarasının kodu',
  save: 'Kaydet',
  saved: 'Profil kaydedildi',
  password: 'Parola',
  passwordIntro: 'Değişiklikten sonra diğer oturumlarınız kapanır; bu oturum açık kalır.',
  weakPassword: 'Parolanız geçerli parola politikasına uymuyor: değiştirin.',
  changePassword: 'Parolayı değiştir',
  passwordChanged: 'Parola değiştirildi',
};
