import type { login as US } from '../US/login';

export const login: typeof US = {
  pageTitle: 'Iniciar sesión',
  heading: 'Iniciar sesión en la consola',
  userName: 'Nombre de usuario',
  userNameRequired: 'Introduzca su nombre de usuario',
  password: 'Contraseña',
  passwordRequired: 'Introduzca su contraseña',
  captcha: 'Código de verificación',
  captchaRequired: 'Introduzca los caracteres que aparecen en la imagen',
  captchaPicture: 'Imagen de verificación',
  captchaRefresh: 'Haga clic en la imagen para obtener otra',
  submit: 'Iniciar sesión',
  failed: 'No se ha podido iniciar sesión',
  unavailable: 'No se puede iniciar la consola',
};
