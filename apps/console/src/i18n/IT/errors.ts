import type { errors as US } from '../US/errors';

export const errors: typeof US = {
  ok: 'Operazione completata',
  validation: 'La richiesta non è valida',
  noPermission: 'Nessuna autorizzazione',
  denied: 'Richiesta rifiutata',
  notFound: 'Non trovato',
  conflict: 'È stato modificato o esiste già',
  tooManyAttempts: 'Troppi tentativi non riusciti; riprova più tardi',
  sessionExpired: 'Accesso non più valido, accedi di nuovo',
  internal: 'Errore del server',
  badCredentials: 'Nome utente o password errati',
  captchaRequired: "Inserisci i caratteri mostrati nell'immagine",
  captchaWrong: "I caratteri non corrispondono all'immagine",
  alreadyInitialised: 'Il sistema è già stato inizializzato',
  accountDisabled: 'Questo account è disattivato',
  badEncryption: 'Impossibile decifrare le credenziali; ricarica la pagina',
  network: 'Impossibile raggiungere il server; controlla la connessione di rete',
  timeout: 'Il server non ha risposto in tempo',
  unexpected: 'Si è verificato un problema; riprova',
};
