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
  sso: {
    title: 'Inicio de sesión único',
    signingIn: 'Iniciando sesión…',
    failedTitle: 'El enlace de inicio de sesión no funciona',
    failed: 'Ya se ha usado o ha caducado. Inicie sesión con su nombre de usuario y contraseña.',
    signIn: 'Ir al inicio de sesión',
  },
};
