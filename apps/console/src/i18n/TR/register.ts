import type { register as US } from '../US/register';

export const register: typeof US = {
  pageTitle: 'Kayıt',
  heading: 'Hesap oluşturun',
  loginName: 'Oturum açma adı',
  loginNameHelp: '3 ile 32 arası harf, rakam ya da _ . @ -; oturum açarken kullanılır.',
  name: 'Görünen ad',
  way: 'Şununla doğrula',
  email: 'E-posta',
  phone: 'Telefon',
  password: 'Parola',
  submit: 'Kaydol',
  closedTitle: 'Kayıt açık değil',
  closed: 'Bu sitedeki hesapları yöneticileri oluşturur.',
  noWayTitle: 'Şu anda kayıt yapılamıyor',
  noWay: 'Doğrulama kodu göndermenin hiçbir yolu açık değil. Bu sitenin yöneticisine başvurun.',
  doneTitle: 'Hesabınız hazır',
  doneText: 'Oturum açma adınız ve parolanızla oturum açın.',
  signIn: 'Oturum aç',
  haveAccount: 'Zaten hesabınız var mı? Oturum açın',
  codeSent: {
    email:
      '{{target}} adresine bir ileti gönderildi: kodu içerir ya da adresin zaten bir hesabı varsa nasıl oturum açacağınızı anlatır.',
    sms: '{{target}} numarasına bir SMS gönderildi: kodu içerir ya da numaranın zaten bir hesabı varsa nasıl oturum açacağınızı anlatır.',
  },
  codeInOutbox:
    'Posta sunucusu yapılandırılmamış: {{target}} için ileti, sistem ayarlarının giden kutusunda bekliyor. Yöneticinizden isteyin.',
};
