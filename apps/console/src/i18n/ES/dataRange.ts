import type { dataRange as US } from '../US/dataRange';

export const dataRange: typeof US = {
  title: 'Alcance de datos',
  button: 'Alcance de datos: {{office}}',
  explain:
    'Las listas muestran esta institución y todo lo que depende de ella. Elija una institución de su alcance para acotarlas.',
  ownOfficeOnly: 'Sus roles limitan las listas a su propia institución.',
  office: 'Institución del alcance de datos',
  apply: 'Aplicar',
  reset: 'Mi institución',
  changed: 'Las listas muestran ahora {{office}}',
  resetDone: 'Las listas vuelven a mostrar su propia institución',
};
