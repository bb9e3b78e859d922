import type { register as US } from '../US/register';

export const register: typeof US = {
  pageTitle: 'Registrazione',
  heading: 'Crea un account',
  loginName: 'Nome di accesso',
  loginNameHelp: 'Da 3 a 32 lettere, cifre o _ . @ -; lo usi per accedere.',
  name: 'Nome visualizzato',
  way: 'Conferma tramite',
  email: 'E-mail',
  phone: 'Telefono',
  password: 'Password',
  submit: 'Registrati',
  closedTitle: 'La registrazione non è aperta',
  closed: 'Gli account di questo sito sono creati dai suoi amministratori.',
  noWayTitle: 'Per ora la registrazione non è possibile',
  noWay: 'Nessun modo di inviare codici di verifica è attivo. Chiedi all’amministratore di questo sito.',
  doneTitle: 'Il tuo account è pronto',
  doneText: 'Accedi con il nome di accesso e la password.',
  signIn: 'Accedi',
  haveAccount: 'Hai già un account? Accedi',
  codeSent: {
    email:
      "È stato inviato un messaggio a {{target}}: contiene il codice oppure, se l'indirizzo ha già un account, spiega come accedere.",
    sms: 'È stato inviato un SMS a {{target}}: contiene il codice oppure, se il numero ha già un account, spiega come accedere.',
  },
  codeInOutbox:
    "Nessun server di posta è configurato: il messaggio per {{target}} attende nella posta in uscita delle impostazioni di sistema. Chiedilo all'amministratore.",
};
