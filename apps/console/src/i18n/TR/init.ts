import type { init as US } from '../US/init';

export const init: typeof US = {
  pageTitle: 'Sistem başlatma',
  heading: 'Platformu kurun',
  intro:
    'Platform ilk kez başlatılıyor. Platform kurumunu ve yöneticisini oluşturun; ardından bu hesapla giriş yapacaksınız.',
  organisation: 'Kurum',
  administrator: 'Yönetici',
  officeName: 'Kurum adı',
  loginName: 'Yönetici giriş adı',
  loginNameHelp: '3 ile 32 karakter arası: harfler, rakamlar ve _ . @ -',
  name: 'Görünen ad',
  password: 'Parola',
  passwordHelp: '8 ile 64 karakter arası; en az bir harf ve bir rakam içermelidir',
  confirmPassword: 'Parolayı onaylayın',
  email: 'E-posta',
  emailHelp: 'İsteğe bağlı',
  submit: 'Başlat',
  failed: 'Platform başlatılamadı',
  done: 'Platform hazır. Yönetici hesabıyla giriş yapın.',
  rules: {
    required: 'Bu alan zorunludur',
    tooShort: 'En az {{min}} karakter kullanın',
    tooLong: 'En fazla {{max}} karakter kullanın',
    passwordLetter: 'Parola en az bir harf içermelidir',
    passwordDigit: 'Parola en az bir rakam içermelidir',
    loginNameChars: 'Yalnızca harf, rakam ve _ . @ - kullanın',
    email: 'Geçerli bir e-posta adresi girin',
    passwordMismatch: 'İki parola eşleşmiyor',
    invalid: 'Bu değer geçerli değil',
  },
};
