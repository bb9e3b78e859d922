import type { login as US } from '../US/login';

export const login: typeof US = {
  pageTitle: 'Giriş yap',
  heading: 'Konsola giriş yapın',
  userName: 'Kullanıcı adı',
  userNameRequired: 'Kullanıcı adınızı girin',
  password: 'Parola',
  passwordRequired: 'Parolanızı girin',
  captcha: 'Doğrulama kodu',
  captchaRequired: 'Resimde gösterilen karakterleri girin',
  captchaPicture: 'Doğrulama resmi',
  captchaRefresh: 'Yeni bir resim için resme tıklayın',
  submit: 'Giriş yap',
  failed: 'Giriş başarısız',
  unavailable: 'Konsol başlatılamıyor',
};
