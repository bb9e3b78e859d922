import type { widgetManage as US } from '../US/widgetManage';

export const widgetManage: typeof US = {
  intro:
    'Elija qué widgets ofrece el editor de programas y el tamaño que recibe uno nuevo. Los programas que ya contienen un widget lo conservan y se pueden seguir editando, sea cual sea el ajuste.',
  catalogue: {
    title: 'Widgets de la plataforma',
    help: 'Un widget desactivado no se ofrece en el editor de ninguna institución. El tamaño predeterminado está en píxeles del lienzo; un widget mayor que su lienzo se reduce para que quepa.',
    icon: 'Icono',
    name: 'Widget',
    enabled: 'Ofrecido',
    enabledOf: 'Ofrecer {{name}}',
    size: 'Tamaño predeterminado (ancho × alto)',
    widthOf: 'Ancho predeterminado de {{name}}',
    heightOf: 'Alto predeterminado de {{name}}',
    save: 'Guardar',
    saveOf: 'Guardar el tamaño predeterminado de {{name}}',
    saved: '{{name}} guardado',
  },
  offices: {
    title: 'Widgets de cada institución',
    help: 'Una institución ofrece lo que permiten las instituciones superiores. Con una lista propia, solo ofrece los widgets de esa lista, y lo mismo las instituciones inferiores, salvo que la reduzcan aún más.',
    search: 'Buscar instituciones',
    institution: 'Institución',
    source: 'Widgets según',
    inherited: 'Instituciones superiores',
    own: 'Lista propia',
    widgets: 'Ofrecidos en su editor',
    none: 'Ninguno',
    actions: 'Acciones',
    set: 'Ajustar',
    setOf: 'Ajustar los widgets de {{name}}',
    total: '{{count}} instituciones',
    noneMatching: 'No se encontró ninguna institución',
  },
  office: {
    title: 'Widgets de {{name}}',
    help: 'Los widgets no permitidos arriba no se pueden elegir; un widget desactivado en la plataforma vuelve a ofrecerse cuando se activa.',
    inherit: 'Según permiten las instituciones superiores',
    own: 'Solo los widgets elegidos aquí',
    notAbove: 'No permitido arriba',
    switchedOff: 'Desactivado',
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Widgets de {{name}} guardados',
  },
  rules: {
    notAllowedAbove:
      'Una institución superior ya no permite algunos de estos widgets: vuelva a abrir la lista y elija de nuevo.',
  },
};
