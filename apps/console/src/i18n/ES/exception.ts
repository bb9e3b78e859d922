import type { exception as US } from '../US/exception';

export const exception: typeof US = {
  forbiddenTitle: 'Acceso prohibido',
  forbidden: 'Lo sentimos, no tiene permiso para abrir esta página.',
  routeDenied: 'No tiene acceso a esta página; póngase en contacto con el administrador',
  notFoundTitle: 'Página no encontrada',
  notFound: 'Lo sentimos, la página que busca no existe.',
  sessionExpiredTitle: 'Sesión caducada',
  signInAgain: 'Volver a iniciar sesión',
  errorTitle: 'Se ha producido un error',
  error: 'No se ha podido mostrar la página. Recárguela para volver a intentarlo.',
  reload: 'Recargar',
  serverError: 'Lo sentimos, el servidor ha notificado un error.',
};
