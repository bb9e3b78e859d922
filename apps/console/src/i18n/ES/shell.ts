import type { shell as US } from '../US/shell';

export const shell: typeof US = {
  homeLink: 'Ir a la página de inicio',
  navigation: 'Menú principal',
  collapseMenu: 'Contraer el menú',
  expandMenu: 'Expandir el menú',
  openMenu: 'Abrir el menú',
  jumpToV4: 'Versión 4.0',
  jumpToV4Hint: 'Abrir la versión 4.0 en una pestaña nueva con su sesión',
  displaySettings: 'Configuración de visualización',
  settingsLoadFailed:
    'No se ha podido cargar la configuración de visualización. Recargue la página e inténtelo de nuevo.',
  footerLinks: 'Enlaces',
  manual: 'Manual de usuario',
  policy: 'Política de privacidad',
  phoneTitle: 'Utilice un ordenador',
  phoneText:
    'La consola solo funciona en el navegador de un ordenador (o de una tableta). Abra esta dirección en un ordenador para continuar.',
  pageLoadFailedTitle: 'No se ha podido cargar la página',
  pageLoadTimeout: 'La página no se ha recibido en dos minutos. Compruebe la conexión de red y vuelva a intentarlo.',
  pageLoadFailed:
    'No se ha podido descargar una parte de la consola, quizá porque se acaba de actualizar. Vuelva a intentarlo para cargarla.',
};
