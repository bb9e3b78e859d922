import type { dataRange as US } from '../US/dataRange';

export const dataRange: typeof US = {
  title: 'Область данных',
  button: 'Область данных: {{office}}',
  explain:
    'Списки показывают это учреждение и все подчинённые ему. Выберите учреждение из своей области, чтобы сузить их.',
  ownOfficeOnly: 'Ваши роли ограничивают списки вашим учреждением.',
  office: 'Учреждение области данных',
  apply: 'Применить',
  reset: 'Моё учреждение',
  changed: 'Списки теперь показывают: {{office}}',
  resetDone: 'Списки снова показывают ваше учреждение',
};
