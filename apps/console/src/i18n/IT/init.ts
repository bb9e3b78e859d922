import type { init as US } from '../US/init';

export const init: typeof US = {
  pageTitle: 'Inizializzazione del sistema',
  heading: 'Configura la piattaforma',
  intro:
    "Questo è il primo avvio della piattaforma. Crea l'organizzazione della piattaforma e il suo amministratore; in seguito accederai con questo account.",
  organisation: 'Organizzazione',
  administrator: 'Amministratore',
  officeName: "Nome dell'organizzazione",
  loginName: "Nome di accesso dell'amministratore",
  loginNameHelp: 'Da 3 a 32 caratteri: lettere, cifre e _ . @ -',
  name: 'Nome visualizzato',
  password: 'Password',
  passwordHelp: 'Da 8 a 64 caratteri, con almeno una lettera e una cifra',
  confirmPassword: 'Conferma password',
  email: 'Indirizzo e-mail',
  emailHelp: 'Facoltativo',
  submit: 'Inizializza',
  failed: 'Impossibile inizializzare la piattaforma',
  done: "La piattaforma è pronta. Accedi con l'account amministratore.",
  rules: {
    required: 'Campo obbligatorio',
    tooShort: 'Usa almeno {{min}} caratteri',
    tooLong: 'Usa al massimo {{max}} caratteri',
    passwordLetter: 'La password deve contenere almeno una lettera',
    passwordDigit: 'La password deve contenere almeno una cifra',
    loginNameChars: 'Usa solo lettere, cifre e _ . @ -',
    email: 'Inserisci un indirizzo e-mail valido',
    passwordMismatch: 'Le due password non coincidono',
    invalid: 'Valore non valido',
  },
};
