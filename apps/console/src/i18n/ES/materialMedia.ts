import type { materialMedia as US } from '../US/materialMedia';

export const materialMedia: typeof US = {
  convert: {
    queued: 'Esperando la conversión…',
    running: 'Convirtiendo para navegadores… {{percent}} %',
    cancel: 'Cancelar conversión',
    again: 'Convertir de nuevo',
    cancelledNow: 'Conversión cancelada: el original sigue guardado',
  },
  preview: {
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    fit: 'Ajustar',
    page: 'Página {{page}} de {{count}}',
    live: 'Página en vivo',
    screenshot: 'Captura de pantalla',
    open: 'Abrir en una pestaña nueva',
    noScreenshot: 'No se pudo tomar una captura de esta página (inaccesible o en una red privada).',
    notYet: 'La vista previa estará lista cuando termine el procesamiento.',
    converting:
      'Este vídeo o audio se está convirtiendo a un formato que todos los navegadores y reproductores pueden reproducir.',
    failed: 'Este material no se puede previsualizar: {{problem}}',
  },
  webPage: {
    button: 'Añadir página web',
    title: 'Añadir una página web',
    name: 'Nombre',
    url: 'Dirección',
    urlHint: 'Una dirección http o https, p. ej. https://example.com/menu',
    add: 'Añadir',
    added: 'Página web añadida',
    already: 'Esta dirección ya está en la biblioteca',
  },
  urlProblems: {
    badUrl: 'Esto no es una dirección web (p. ej. https://example.com/page).',
    notHttp: 'Solo se pueden añadir direcciones http y https.',
  },
};
