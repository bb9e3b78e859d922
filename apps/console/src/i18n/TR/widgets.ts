import type { widgets as US } from '../US/widgets';

/** The widgets the program editor's toolbar adds besides text, pictures and videos: clock, date, countdown, shape, QR code. */
export const widgets: typeof US = {
  zone: {
    label: 'Saat dilimi',
    screen: 'Ekranın kendi saat dilimi',
    invalid: 'Bir saat dilimi adı değil (ör. Europe/Berlin)',
    unknown: 'Bu tarayıcı bu saat dilimini tanımıyor: onu tanımayan bir ekran kendi saatini gösterir.',
  },
  locale: {
    label: 'Dil',
    screen: 'Ekranın kendi dili',
    invalid: 'Bir dil etiketi değil (ör. en-GB)',
    unknown: 'Bu tarayıcı bu dili tanımıyor: onu tanımayan bir ekran kendi dilini kullanır.',
  },
  clock: {
    name: 'Saat',
    style: 'Görünüm',
    styles: {
      digital: 'Dijital',
      analogue: 'Analog',
    },
    format: 'Saat biçimi',
    formats: {
      '24h': '24 saat',
      '12h': '12 saat',
    },
    seconds: 'Saniye',
    faceColor: 'Kadran',
    handColor: 'İbreler ve çizgiler',
    secondHandColor: 'Saniye ibresi',
    ticks: 'Çizgiler',
    tickOptions: {
      none: 'Yok',
      hours: 'Her saat',
      minutes: 'Her dakika',
    },
  },
  date: {
    name: 'Tarih',
    style: 'Görünüm',
    styles: {
      full: 'Tam, haftanın günüyle',
      long: 'Uzun',
      short: 'Kısa',
      weekday: 'Yalnızca haftanın günü',
      iso: 'ISO biçimi (2025-11-27)',
    },
  },
  countdown: {
    name: 'Geri sayım',
    target: 'Hedef zaman',
    targetHint: 'Sizin saat diliminizde (UTC{{offset}}); her ekran aynı ana doğru geri sayar.',
    units: 'Birimler',
    unitNames: {
      days: 'Gün',
      hours: 'Saat',
      minutes: 'Dakika',
      seconds: 'Saniye',
    },
    labels: 'Sayıların altındaki etiketler',
    labelDefaults: {
      days: 'gün',
      hours: 'saat',
      minutes: 'dakika',
      seconds: 'saniye',
    },
    doneText: 'Zaman gelince gösterilecek metin',
    doneDefault: 'Başladı!',
  },
  shape: {
    name: 'Şekil',
    shape: 'Şekil',
    shapes: {
      rectangle: 'Dikdörtgen',
      ellipse: 'Elips',
      line: 'Çizgi',
    },
    fillColor: 'Dolgu',
    strokeColor: 'Kenarlık',
    strokeWidth: 'Kenarlık kalınlığı',
    lineColor: 'Çizgi rengi',
    lineWidth: 'Kalınlık',
    cornerRadius: 'Köşe yarıçapı',
    lineHint: 'Çizgi, kutusunun ortasından uzun kenarı boyunca geçer.',
  },
  qrcode: {
    name: 'QR kodu',
    text: 'Metin veya web adresi',
    bytes: '{{used}} / {{max}} bayt',
    errorCorrection: 'Hata düzeltme',
    levels: {
      L: 'Düşük (%7)',
      M: 'Orta (%15)',
      Q: 'Yüksek (%25)',
      H: 'En yüksek (%30)',
    },
    foreground: 'Kod rengi',
    background: 'Arka plan',
    margin: 'Sessiz bölge (modül)',
  },
};
