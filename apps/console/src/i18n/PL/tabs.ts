import type { tabs as US } from '../US/tabs';

export const tabs: typeof US = {
  bar: 'Otwarte strony',
  refresh: 'Odśwież',
  refreshPage: 'Odśwież tę stronę',
  closeLeft: 'Zamknij karty po lewej',
  closeRight: 'Zamknij karty po prawej',
  closeOthers: 'Zamknij pozostałe karty',
  actions: 'Działania na kartach',
  lastTab: 'To ostatnia strona; nie można jej zamknąć',
  lock: 'Przypnij karty u góry',
  unlock: 'Odepnij karty od góry',
};
