import type { widgetManage as US } from '../US/widgetManage';

export const widgetManage: typeof US = {
  intro:
    'Program düzenleyicinin hangi widget’ları sunacağını ve yeni bir widget’ın boyutunu seçin. Bir widget’ı zaten içeren programlar, buradaki ayardan bağımsız olarak onu korur ve düzenlenmeye devam edebilir.',
  catalogue: {
    title: 'Platformun widget’ları',
    help: 'Kapatılan bir widget hiçbir kurumun düzenleyicisinde sunulmaz. Varsayılan boyut tuval pikseli cinsindendir; tuvalinden büyük bir widget sığacak şekilde küçültülür.',
    icon: 'Simge',
    name: 'Widget',
    enabled: 'Sunuluyor',
    enabledOf: '{{name}} sun',
    size: 'Varsayılan boyut (genişlik × yükseklik)',
    widthOf: '{{name}} varsayılan genişliği',
    heightOf: '{{name}} varsayılan yüksekliği',
    save: 'Kaydet',
    saveOf: '{{name}} varsayılan boyutunu kaydet',
    saved: '{{name}} kaydedildi',
  },
  offices: {
    title: 'Her kurumun widget’ları',
    help: 'Bir kurum, üstündeki kurumların izin verdiklerini sunar. Kendi listesi olduğunda yalnızca o listedeki widget’ları sunar; altındaki kurumlar da daha fazla daraltmadıkça aynısını yapar.',
    search: 'Kurum ara',
    institution: 'Kurum',
    source: 'Widget kaynağı',
    inherited: 'Üstteki kurumlar',
    own: 'Kendi listesi',
    widgets: 'Düzenleyicisinde sunulanlar',
    none: 'Yok',
    actions: 'İşlemler',
    set: 'Ayarla',
    setOf: '{{name}} widget’larını ayarla',
    total: '{{count}} kurum',
    noneMatching: 'Kurum bulunamadı',
  },
  office: {
    title: '{{name}} widget’ları',
    help: 'Üstte izin verilmeyen widget’lar seçilemez; platform için kapatılan bir widget açıldığında yeniden sunulur.',
    inherit: 'Üstteki kurumların izin verdiği gibi',
    own: 'Yalnızca burada seçilen widget’lar',
    notAbove: 'Üstte izin yok',
    switchedOff: 'Kapalı',
    save: 'Kaydet',
    cancel: 'İptal',
    saved: '{{name}} widget’ları kaydedildi',
  },
  rules: {
    notAllowedAbove:
      'Üstteki bir kurum bu widget’ların bazılarına artık izin vermiyor: listeyi yeniden açıp tekrar seçin.',
  },
};
