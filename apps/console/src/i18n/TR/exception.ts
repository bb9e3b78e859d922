import type { exception as US } from '../US/exception';

export const exception: typeof US = {
  forbiddenTitle: 'Erişim engellendi',
  forbidden: 'Üzgünüz, bu sayfayı açma yetkiniz yok.',
  routeDenied: 'Bu sayfaya erişemezsiniz; yöneticinize başvurun',
  notFoundTitle: 'Sayfa bulunamadı',
  notFound: 'Üzgünüz, aradığınız sayfa mevcut değil.',
  sessionExpiredTitle: 'Oturum süresi doldu',
  signInAgain: 'Yeniden giriş yap',
  errorTitle: 'Bir sorun oluştu',
  error: 'Sayfa görüntülenemedi. Tekrar denemek için sayfayı yeniden yükleyin.',
  reload: 'Yeniden yükle',
  serverError: 'Üzgünüz, sunucu bir hata bildirdi.',
};
