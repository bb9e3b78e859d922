import type { authDemo as US } from '../US/authDemo';

export const authDemo: typeof US = {
  intro:
    'Bu sayfa, konsolun düğmeleri ve işlemleri nasıl koruduğunu kendi yetkilerinizle gösterir. Yalnızca auth:demo:form yetkisine ve Müdür rolüne sahip kullanıcılar açabilir; diğerleri menüde görmez.',
  accessTitle: 'Bu sayfaya erişiminiz',
  operationsHeld: '{{entry}} üzerindeki işlemler',
  held: 'var',
  notHeld: 'yok',
  roles: 'Rolleriniz',
  none: 'Yok',
  requires: 'Sayfanın gereksinimi',
  requirement: 'auth:demo:form yetkisi ve Müdür rolü',
  buttonsTitle: 'Korunan düğmeler',
  buttonsHelp: 'Yetkiniz olmayan bir düğme devre dışıdır; üzerine gelindiğinde yetkinizin olmadığını söyler.',
  operations: { form: 'Formu aç', edit: 'Düzenle', delete: 'Sil' },
  ran: '“{{action}}” çalıştı: bu yetkiye sahipsiniz',
  actionsTitle: 'Korunan işlemler',
  actionsHelp:
    'Korunan bir düğme dışında başlatılan işlemler (satıra tıklama, klavye kısayolu) çalışırken yetkiyi denetler: yetki yoksa işlemi yapamayacağınızı söyleyen bir hata gösterilir.',
  runAction: '“{{action}}” çalıştır',
  mayDelete: 'auth:demo:delete yetkiniz var: iki işlem de çalışır.',
  mayNotDelete: 'auth:demo:delete yetkiniz yok: “Sil” hatayı gösterir.',
};
