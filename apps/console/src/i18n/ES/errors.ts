import type { errors as US } from '../US/errors';

export const errors: typeof US = {
  ok: 'Hecho',
  validation: 'La solicitud no es válida',
  noPermission: 'Sin permiso',
  denied: 'Solicitud denegada',
  notFound: 'No encontrado',
  conflict: 'Se ha modificado o ya existe',
  tooManyAttempts: 'Demasiados intentos fallidos; vuelva a intentarlo más tarde',
  sessionExpired: 'Inicio de sesión no válido; vuelva a iniciar sesión',
  internal: 'Error del servidor',
  badCredentials: 'Nombre de usuario o contraseña incorrectos',
  captchaRequired: 'Introduzca los caracteres que aparecen en la imagen',
  captchaWrong: 'Los caracteres no coinciden con la imagen',
  alreadyInitialised: 'El sistema ya está inicializado',
  accountDisabled: 'Esta cuenta está desactivada',
  badEncryption: 'No se han podido descifrar las credenciales; recargue la página',
  network: 'No se puede acceder al servidor; compruebe la conexión de red',
  timeout: 'El servidor no ha respondido a tiempo',
  unexpected: 'Se ha producido un error; vuelva a intentarlo',
};
