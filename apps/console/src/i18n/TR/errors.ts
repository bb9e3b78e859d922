import type { errors as US } from '../US/errors';

export const errors: typeof US = {
  ok: 'Tamamlandı',
  validation: 'İstek geçerli değil',
  noPermission: 'Yetki yok',
  denied: 'İstek reddedildi',
  notFound: 'Bulunamadı',
  conflict: 'Değiştirilmiş veya zaten mevcut',
  tooManyAttempts: 'Çok fazla başarısız deneme; daha sonra tekrar deneyin',
  sessionExpired: 'Oturum geçersiz, lütfen yeniden giriş yapın',
  internal: 'Sunucu hatası',
  badCredentials: 'Kullanıcı adı veya parola yanlış',
  captchaRequired: 'Resimde gösterilen karakterleri girin',
  captchaWrong: 'Karakterler resimdekilerle eşleşmiyor',
  alreadyInitialised: 'Sistem zaten başlatılmış',
  accountDisabled: 'Bu hesap devre dışı',
  badEncryption: 'Kimlik bilgilerinin şifresi çözülemedi; sayfayı yeniden yükleyin',
  network: 'Sunucuya ulaşılamıyor; ağ bağlantısını kontrol edin',
  timeout: 'Sunucu zamanında yanıt vermedi',
  unexpected: 'Bir sorun oluştu; tekrar deneyin',
};
