import type { tabs as US } from '../US/tabs';

export const tabs: typeof US = {
  bar: 'Pages ouvertes',
  refresh: 'Actualiser',
  refreshPage: 'Actualiser cette page',
  closeLeft: 'Fermer les onglets à gauche',
  closeRight: 'Fermer les onglets à droite',
  closeOthers: 'Fermer les autres onglets',
  actions: 'Actions sur les onglets',
  lastTab: 'C’est la dernière page ; elle ne peut pas être fermée',
  lock: 'Fixer les onglets en haut',
  unlock: 'Ne plus fixer les onglets en haut',
};
