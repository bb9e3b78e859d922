/** The program editor's canvas tools: its size and the screen's, zoom, grid and snapping. */
export const canvasTools = {
  size: 'Tamaño del lienzo',
  sizeMore: 'Tamaño del lienzo y de la pantalla…',
  sizeTitle: 'Tamaño del lienzo y de la pantalla',
  otherSize: 'Otro tamaño…',
  canvasPixels: 'Lienzo en píxeles: las posiciones y los tamaños se miden en ellos',
  width: 'Ancho del lienzo',
  height: 'Alto del lienzo',
  otherScreen: 'La pantalla tiene otros píxeles (por ejemplo, una pared LED)',
  realWidth: 'Ancho de la pantalla',
  realHeight: 'Alto de la pantalla',
  screenHint:
    'Las pantallas muestran el lienzo escalado a sus propios píxeles; usted sigue diseñando en el tamaño del lienzo.',
  apply: 'Aplicar',
  onScreen: '{{width}} × {{height}} en una pantalla de {{realWidth}} × {{realHeight}}',
  zoom: 'Nivel de zoom {{percent}}',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  zoomInHint: 'Acercar (Ctrl+= o Ctrl+rueda)',
  zoomOutHint: 'Alejar (Ctrl+- o Ctrl+rueda)',
  fit: 'Ajustar a la ventana',
  fitHint: 'Mostrar todo el lienzo (Ctrl+0)',
  grid: 'Cuadrícula',
  gridSize: 'Tamaño de la cuadrícula',
  snap: 'Imán',
  snapHint:
    'Al arrastrar, los bordes y los centros se ajustan al lienzo, a otros elementos y a la cuadrícula; mantenga Alt pulsada para colocar libremente.',
};
