import type { tabs as US } from '../US/tabs';

export const tabs: typeof US = {
  bar: 'Açık sayfalar',
  refresh: 'Yenile',
  refreshPage: 'Bu sayfayı yenile',
  closeLeft: 'Soldaki sekmeleri kapat',
  closeRight: 'Sağdaki sekmeleri kapat',
  closeOthers: 'Diğer sekmeleri kapat',
  actions: 'Sekme işlemleri',
  lastTab: 'Bu son sayfa; kapatılamaz',
  lock: 'Sekmeleri üste sabitle',
  unlock: 'Sekmelerin üste sabitlenmesini kaldır',
};
