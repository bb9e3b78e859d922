import type { dataRange as US } from '../US/dataRange';

export const dataRange: typeof US = {
  title: 'Veri kapsamı',
  button: 'Veri kapsamı: {{office}}',
  explain: 'Listeler bu kurumu ve altındaki her şeyi gösterir. Daraltmak için kapsamınızdaki bir kurumu seçin.',
  ownOfficeOnly: 'Rolleriniz listelerinizi kendi kurumunuzla sınırlar.',
  office: 'Veri kapsamının kurumu',
  apply: 'Uygula',
  reset: 'Kendi kurumum',
  changed: 'Listeler artık {{office}} gösteriyor',
  resetDone: 'Listeler yeniden kendi kurumunuzu gösteriyor',
};
