import type { materialMedia as US } from '../US/materialMedia';

export const materialMedia: typeof US = {
  convert: {
    queued: 'Dönüştürme bekleniyor…',
    running: 'Tarayıcılar için dönüştürülüyor… %{{percent}}',
    cancel: 'Dönüştürmeyi iptal et',
    again: 'Yeniden dönüştür',
    cancelledNow: 'Dönüştürme iptal edildi: orijinal dosya saklanmaya devam ediyor',
  },
  preview: {
    zoomIn: 'Yakınlaştır',
    zoomOut: 'Uzaklaştır',
    fit: 'Sığdır',
    page: 'Sayfa {{page}} / {{count}}',
    live: 'Canlı sayfa',
    screenshot: 'Ekran görüntüsü',
    open: 'Yeni sekmede aç',
    noScreenshot: 'Bu sayfanın ekran görüntüsü alınamadı (erişilemiyor ya da özel bir ağda).',
    notYet: 'Önizleme, işleme bittiğinde hazır olur.',
    converting: 'Bu video veya ses, her tarayıcı ve oynatıcının oynatabileceği bir biçime dönüştürülüyor.',
    failed: 'Bu materyal önizlenemiyor: {{problem}}',
  },
  webPage: {
    button: 'Web sayfası ekle',
    title: 'Web sayfası ekle',
    name: 'Ad',
    url: 'Adres',
    urlHint: 'http veya https adresi, ör. https://example.com/menu',
    add: 'Ekle',
    added: 'Web sayfası eklendi',
    already: 'Bu adres kütüphanede zaten var',
  },
  urlProblems: {
    badUrl: 'Bu bir web adresi değil (ör. https://example.com/page).',
    notHttp: 'Yalnızca http ve https adresleri eklenebilir.',
  },
};
