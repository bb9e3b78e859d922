import type { domains as US } from '../US/domains';

export const domains: typeof US = {
  intro:
    'Müşterilerinize ana bilgisayar adları bağlayın: konsolu bir müşterinin ana bilgisayar adında açan ziyaretçiler, açıldığında müşterinin kendi markasını görür. Bir ana bilgisayar adı yalnızca bir müşteriye aittir; bir müşterinin en fazla {{max}} adı olur. Ana bilgisayar adının DNS kaydını bu sunucuya yönlendirin.',
  search: 'Müşteri veya ana bilgisayar adına göre ara',
  empty: 'Henüz müşteri yok',
  noneMatching: 'Aramayla eşleşen müşteri veya ana bilgisayar adı yok',
  total: '{{count}} müşteri',
  customer: 'Müşteri',
  hosts: 'Ana bilgisayar adları',
  none: 'Yok',
  shows: 'Ana bilgisayar adlarında görünen',
  ownBrand: 'Kendi markası',
  defaultBrand: 'Varsayılan marka (kendi markası kapalı)',
  actions: 'İşlemler',
  add: 'Ana bilgisayar adı ekle',
  addOf: 'Ana bilgisayar adı ekle: {{name}}',
  addTitle: '{{name}} için ana bilgisayar adı ekle',
  host: 'Ana bilgisayar adı',
  hostHelp:
    'Yalnızca ad, örneğin screens.example.com: http://, bağlantı noktası veya yol olmadan. Büyük/küçük harf fark etmez.',
  boundAs: '{{host}} olarak bağlanacak',
  bind: 'Bağla',
  bound: '{{host}} artık {{name}} müşterisine ait',
  cancel: 'İptal',
  removeTitle: '{{host}} kaldırılsın mı?',
  removeConfirm: 'Ana bilgisayar adı artık {{name}} müşterisine ait olmaz ve varsayılan markayı gösterir.',
  remove: 'Kaldır',
  removed: '{{host}} kaldırıldı',
};
