import type { forgetPwd as US } from '../US/forgetPwd';

export const forgetPwd: typeof US = {
  pageTitle: 'Parolamı unuttum',
  heading: 'Parolanızı sıfırlayın',
  stepAccount: 'Hesap',
  stepCode: 'Doğrulama',
  stepPassword: 'Yeni parola',
  next: 'İleri',
  back: 'Geri',
  way: 'Kodu şununla gönder',
  noWayTitle: 'Parola burada sıfırlanamaz',
  noWay:
    'Bu hesabın kod gönderilebilecek bir e-posta adresi ya da telefonu yok. Parolayı sıfırlaması için yöneticinize başvurun.',
  setPassword: 'Yeni parolayı belirle',
  tokenGone: 'Doğrulamanın süresi doldu: yeni bir kod isteyin.',
  doneTitle: 'Parola değiştirildi',
  doneText: 'Yeni parolanızla oturum açın.',
  signIn: 'Oturum aç',
  backToSignIn: 'Oturum açmaya dön',
};
