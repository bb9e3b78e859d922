import type { forgetPwd as US } from '../US/forgetPwd';

export const forgetPwd: typeof US = {
  pageTitle: 'Password dimenticata',
  heading: 'Reimposta la password',
  stepAccount: 'Account',
  stepCode: 'Verifica',
  stepPassword: 'Nuova password',
  next: 'Avanti',
  back: 'Indietro',
  way: 'Invia il codice tramite',
  noWayTitle: 'Qui non è possibile reimpostare la password',
  noWay:
    'Questo account non ha un indirizzo e-mail o un telefono a cui inviare codici. Chiedi all’amministratore di reimpostare la password.',
  setPassword: 'Imposta la nuova password',
  tokenGone: 'La verifica è scaduta: chiedi un nuovo codice.',
  doneTitle: 'Password cambiata',
  doneText: 'Accedi con la nuova password.',
  signIn: 'Accedi',
  backToSignIn: 'Torna all’accesso',
};
