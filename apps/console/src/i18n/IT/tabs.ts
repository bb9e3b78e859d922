import type { tabs as US } from '../US/tabs';

export const tabs: typeof US = {
  bar: 'Pagine aperte',
  refresh: 'Aggiorna',
  refreshPage: 'Aggiorna questa pagina',
  closeLeft: 'Chiudi le schede a sinistra',
  closeRight: 'Chiudi le schede a destra',
  closeOthers: 'Chiudi le altre schede',
  actions: 'Azioni sulle schede',
  lastTab: "Questa è l'ultima pagina; non può essere chiusa",
  lock: 'Blocca le schede in alto',
  unlock: "Sblocca le schede dall'alto",
};
