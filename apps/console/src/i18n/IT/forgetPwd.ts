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
    "Non è attivo alcun modo per inviare codici di verifica. Chiedi all'amministratore di reimpostare la password.",
  wayOnFile: {
    email: "E-mail, all'indirizzo dell'account",
    sms: "SMS, al telefono dell'account",
  },
  codeSent: {
    email: "Se {{name}} è un account con un indirizzo e-mail, a quell'indirizzo è stato inviato un codice.",
    sms: 'Se {{name}} è un account con un numero di telefono, a quel telefono è stato inviato un codice.',
  },
  codeInOutbox:
    "Nessun server di posta è configurato: se {{name}} è un account con un indirizzo e-mail, il suo codice attende nella posta in uscita delle impostazioni di sistema. Chiedilo all'amministratore.",
  setPassword: 'Imposta la nuova password',
  tokenGone: 'La verifica è scaduta: chiedi un nuovo codice.',
  doneTitle: 'Password cambiata',
  doneText: 'Accedi con la nuova password.',
  signIn: 'Accedi',
  backToSignIn: 'Torna all’accesso',
};
