/** The program editor's canvas tools: its size and the screen's, zoom, grid and snapping. */
export const canvasTools = {
  size: 'Dimensioni della tela',
  sizeMore: 'Dimensioni della tela e dello schermo…',
  sizeTitle: 'Dimensioni della tela e dello schermo',
  otherSize: 'Altre dimensioni…',
  canvasPixels: 'Tela in pixel: posizioni e dimensioni si misurano in questi',
  width: 'Larghezza della tela',
  height: 'Altezza della tela',
  otherScreen: 'Lo schermo ha altri pixel (per esempio una parete LED)',
  realWidth: 'Larghezza dello schermo',
  realHeight: 'Altezza dello schermo',
  screenHint:
    'Gli schermi mostrano la tela scalata sui propri pixel; si continua a comporre nelle dimensioni della tela.',
  apply: 'Applica',
  onScreen: '{{width}} × {{height}} su uno schermo di {{realWidth}} × {{realHeight}}',
  zoom: 'Livello di zoom {{percent}}',
  zoomIn: 'Ingrandisci',
  zoomOut: 'Riduci',
  zoomInHint: 'Ingrandisci (Ctrl+= o Ctrl+rotellina)',
  zoomOutHint: 'Riduci (Ctrl+- o Ctrl+rotellina)',
  fit: 'Adatta',
  fitHint: 'Mostra tutta la tela (Ctrl+0)',
  grid: 'Griglia',
  gridSize: 'Passo della griglia',
  snap: 'Aggancio',
  snapHint:
    'Trascinando, bordi e centri si agganciano alla tela, agli altri elementi e alla griglia; tieni premuto Alt per posizionare liberamente.',
};
