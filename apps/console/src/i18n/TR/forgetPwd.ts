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
  noWay: 'Doğrulama kodu göndermenin hiçbir yolu açık değil. Parolayı sıfırlaması için yöneticinize başvurun.',
  wayOnFile: {
    email: 'E-posta, hesabın adresine',
    sms: 'SMS, hesabın telefonuna',
  },
  codeSent: {
    email: '{{name}} e-posta adresi olan bir hesapsa, o adrese bir kod gönderildi.',
    sms: '{{name}} telefon numarası olan bir hesapsa, o telefona bir kod gönderildi.',
  },
  codeInOutbox:
    'Posta sunucusu yapılandırılmamış: {{name}} e-posta adresi olan bir hesapsa, kodu sistem ayarlarının giden kutusunda bekliyor. Yöneticinizden isteyin.',
  setPassword: 'Yeni parolayı belirle',
  tokenGone: 'Doğrulamanın süresi doldu: yeni bir kod isteyin.',
  doneTitle: 'Parola değiştirildi',
  doneText: 'Yeni parolanızla oturum açın.',
  signIn: 'Oturum aç',
  backToSignIn: 'Oturum açmaya dön',
};
