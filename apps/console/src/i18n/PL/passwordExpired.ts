import type { passwordExpired as US } from '../US/passwordExpired';

export const passwordExpired: typeof US = {
  pageTitle: 'Hasło wygasło',
  heading: 'Twoje hasło wygasło',
  intro: 'Aby kontynuować, wybierz nowe hasło. Do tego czasu konsoli nie można używać.',
  submit: 'Zmień hasło i kontynuuj',
};
