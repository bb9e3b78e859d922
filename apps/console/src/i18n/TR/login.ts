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
  sso: {
    title: 'Tek oturum açma',
    signingIn: 'Oturum açılıyor…',
    failedTitle: 'Oturum açma bağlantısı çalışmıyor',
    failed: 'Bağlantı zaten kullanılmış veya süresi dolmuş. Kullanıcı adınız ve parolanızla oturum açın.',
    signIn: 'Oturum açmaya git',
  },
};
