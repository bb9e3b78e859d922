import type { tabs as US } from '../US/tabs';

export const tabs: typeof US = {
  bar: 'Geöffnete Seiten',
  refresh: 'Aktualisieren',
  refreshPage: 'Diese Seite aktualisieren',
  closeLeft: 'Tabs links schließen',
  closeRight: 'Tabs rechts schließen',
  closeOthers: 'Andere Tabs schließen',
  actions: 'Tab-Aktionen',
  lastTab: 'Dies ist die letzte Seite; sie kann nicht geschlossen werden',
  lock: 'Tabs oben fixieren',
  unlock: 'Tabs oben lösen',
};
