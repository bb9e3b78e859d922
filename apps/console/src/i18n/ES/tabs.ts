import type { tabs as US } from '../US/tabs';

export const tabs: typeof US = {
  bar: 'Páginas abiertas',
  refresh: 'Actualizar',
  refreshPage: 'Actualizar esta página',
  closeLeft: 'Cerrar las pestañas de la izquierda',
  closeRight: 'Cerrar las pestañas de la derecha',
  closeOthers: 'Cerrar las demás pestañas',
  actions: 'Acciones de pestañas',
  lastTab: 'Es la última página; no se puede cerrar',
  lock: 'Fijar las pestañas en la parte superior',
  unlock: 'Dejar de fijar las pestañas en la parte superior',
};
