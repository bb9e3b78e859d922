import type { common as US } from '../US/common';

export const common: typeof US = {
  brand: 'APM',
  tagline: 'Consola de señalización digital',
  language: 'Idioma',
  loading: 'Cargando…',
  pageLoading: 'Cargando la página',
  retry: 'Reintentar',
  noPermission: 'Sin permiso',
  noOperationPermission: 'No tiene permiso para realizar esta operación',
  account: 'Cuenta',
  signOut: 'Cerrar sesión',
  backHome: 'Volver al inicio',
  notSet: 'Sin definir',
  copyright: '© {{year}} Plataforma de señalización digital APM',
};
