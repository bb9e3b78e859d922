import type { exception as US } from '../US/exception';

export const exception: typeof US = {
  forbiddenTitle: 'Accesso negato',
  forbidden: 'Spiacenti, non puoi aprire questa pagina.',
  routeDenied: "Non puoi accedere a questa pagina; contatta l'amministratore",
  notFoundTitle: 'Pagina non trovata',
  notFound: 'Spiacenti, la pagina che cerchi non esiste.',
  sessionExpiredTitle: 'Sessione scaduta',
  signInAgain: 'Accedi di nuovo',
  errorTitle: 'Si è verificato un problema',
  error: 'Impossibile visualizzare la pagina. Ricaricala per riprovare.',
  reload: 'Ricarica',
  serverError: 'Spiacenti, il server ha segnalato un errore.',
};
