import type { announcement as US } from '../US/announcement';

export const announcement: typeof US = {
  close: 'Kapat',
  noMoreReminders: 'Bir daha hatırlatma',
  fetchError: 'Duyuru alınırken hata oluştu!',
  noneYet:
    'Kurumunuzun henüz kendi duyurusu yok. Bir duyuru kaydedene kadar kullanıcıları, üst kurumlarda ayarlanmış en yakın duyuruyu görür.',
  scope:
    'Bu duyuru, kurumunuzun ve ona bağlı kurumların kullanıcılarına gösterilir; ancak bunlardan biri kendi duyurusunu açarsa onunki gösterilir.',
  lastSaved: 'Son kayıt: {{date}}',
  display: 'Ne zaman gösterilsin',
  enabled: 'Duyuruyu göster',
  enabledHelp: 'Kapatıldığında duyuru saklanır ancak kimseye gösterilmez.',
  start: 'Başlangıç',
  end: 'Bitiş',
  endHelp: 'Konsolu bu iki zaman arasında açan kullanıcılar duyuruyu görür (saatler sizin saat diliminize göredir).',
  chinese: 'Çince',
  english: 'İngilizce',
  titleCh: 'Çince başlık',
  titleEn: 'İngilizce başlık',
  contentCh: 'Çince metin',
  contentEn: 'İngilizce metin',
  plainTextHelp: 'Düz metin: satır sonları korunur; hiçbir şey biçimlendirme olarak yorumlanmaz.',
  preview: 'Önizleme',
  save: 'Kaydet',
  saved: 'Duyuru kaydedildi',
  rules: {
    titleRequired: 'Bir başlık girin',
    contentRequired: 'Metni girin',
    tooLong: 'En fazla {{max}} karakter',
    startRequired: 'Duyurunun ne zaman başlayacağını seçin',
    endRequired: 'Ne zaman biteceğini seçin: açık bir duyurunun bitiş zamanı olmalıdır',
    endBeforeStart: 'Bitiş, başlangıçtan sonra olmalıdır',
    plainText: 'Kontrol karakterlerini kaldırın: yalnızca düz metne izin verilir',
  },
};
