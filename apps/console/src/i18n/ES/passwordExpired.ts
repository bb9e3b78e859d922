import type { passwordExpired as US } from '../US/passwordExpired';

export const passwordExpired: typeof US = {
  pageTitle: 'Contraseña caducada',
  heading: 'Su contraseña ha caducado',
  intro: 'Elija una contraseña nueva para continuar. Hasta entonces no se puede usar la consola.',
  submit: 'Cambiar la contraseña y continuar',
};
