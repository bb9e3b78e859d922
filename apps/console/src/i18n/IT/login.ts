import type { login as US } from '../US/login';

export const login: typeof US = {
  pageTitle: 'Accesso',
  heading: 'Accedi alla console',
  userName: 'Nome utente',
  userNameRequired: 'Inserisci il nome utente',
  password: 'Password',
  passwordRequired: 'Inserisci la password',
  captcha: 'Codice di verifica',
  captchaRequired: "Inserisci i caratteri mostrati nell'immagine",
  captchaPicture: 'Immagine di verifica',
  captchaRefresh: "Fai clic sull'immagine per cambiarla",
  submit: 'Accedi',
  failed: 'Accesso non riuscito',
  unavailable: 'Impossibile avviare la console',
  sso: {
    title: 'Accesso unico',
    signingIn: 'Accesso in corso…',
    failedTitle: 'Il link di accesso non funziona',
    failed: 'È già stato usato o è scaduto. Accedi con nome utente e password.',
    signIn: "Vai all'accesso",
  },
};
