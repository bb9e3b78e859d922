import type { shell as US } from '../US/shell';

export const shell: typeof US = {
  homeLink: 'Ana sayfaya git',
  navigation: 'Ana menü',
  collapseMenu: 'Menüyü daralt',
  expandMenu: 'Menüyü genişlet',
  openMenu: 'Menüyü aç',
  jumpToV4: 'Sürüm 4.0',
  jumpToV4Hint: '4.0 sürümünü yeni bir sekmede kendi hesabınızla açın',
  displaySettings: 'Görüntü ayarları',
  settingsLoadFailed: 'Görüntü ayarları yüklenemedi. Sayfayı yenileyip yeniden deneyin.',
  footerLinks: 'Bağlantılar',
  manual: 'Kullanım kılavuzu',
  policy: 'Gizlilik politikası',
  phoneTitle: 'Lütfen bir bilgisayar kullanın',
  phoneText:
    'Konsol yalnızca bilgisayar (veya tablet) tarayıcısında çalışır. Devam etmek için bu adresi bir bilgisayarda açın.',
  pageLoadFailedTitle: 'Sayfa yüklenemedi',
  pageLoadTimeout: 'Sayfa iki dakika içinde yüklenemedi. Ağ bağlantısını kontrol edip tekrar deneyin.',
  pageLoadFailed:
    'Konsolun bir bölümü indirilemedi; konsol az önce güncellenmiş olabilir. Yüklemek için tekrar deneyin.',
};
