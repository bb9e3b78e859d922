import type { passwordExpired as US } from '../US/passwordExpired';

export const passwordExpired: typeof US = {
  pageTitle: 'Password scaduta',
  heading: 'La tua password è scaduta',
  intro: 'Scegli una nuova password per continuare. Fino ad allora la console non si può usare.',
  submit: 'Cambia la password e continua',
};
