/** The program editor's canvas tools: its size and the screen's, zoom, grid and snapping. */
export const canvasTools = {
  size: 'Размер холста',
  sizeMore: 'Размер холста и экрана…',
  sizeTitle: 'Размер холста и экрана',
  otherSize: 'Другой размер…',
  canvasPixels: 'Холст в пикселях: в них измеряются положения и размеры',
  width: 'Ширина холста',
  height: 'Высота холста',
  otherScreen: 'У экрана другие пиксели (например, светодиодная стена)',
  realWidth: 'Ширина экрана',
  realHeight: 'Высота экрана',
  screenHint:
    'Экраны показывают холст, масштабированный под свои пиксели; макет по-прежнему строится в размере холста.',
  apply: 'Применить',
  onScreen: '{{width}} × {{height}} на экране {{realWidth}} × {{realHeight}}',
  zoom: 'Масштаб {{percent}}',
  zoomIn: 'Увеличить',
  zoomOut: 'Уменьшить',
  zoomInHint: 'Увеличить (Ctrl+= или Ctrl+колесо)',
  zoomOutHint: 'Уменьшить (Ctrl+- или Ctrl+колесо)',
  fit: 'Вписать',
  fitHint: 'Показать весь холст (Ctrl+0)',
  grid: 'Сетка',
  gridSize: 'Шаг сетки',
  snap: 'Привязка',
  snapHint:
    'При перетаскивании края и центры притягиваются к холсту, другим элементам и сетке; удерживайте Alt, чтобы размещать свободно.',
};
