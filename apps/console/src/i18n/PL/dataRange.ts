import type { dataRange as US } from '../US/dataRange';

export const dataRange: typeof US = {
  title: 'Zakres danych',
  button: 'Zakres danych: {{office}}',
  explain: 'Listy pokazują tę instytucję i wszystko pod nią. Wybierz instytucję ze swojego zakresu, aby je zawęzić.',
  ownOfficeOnly: 'Twoje role ograniczają listy do twojej instytucji.',
  office: 'Instytucja zakresu danych',
  apply: 'Zastosuj',
  reset: 'Moja instytucja',
  changed: 'Listy pokazują teraz: {{office}}',
  resetDone: 'Listy znowu pokazują twoją instytucję',
};
