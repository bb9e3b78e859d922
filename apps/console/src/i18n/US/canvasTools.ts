/** The program editor's canvas tools: its size and the screen's, zoom, grid and snapping. */
export const canvasTools = {
  size: 'Canvas size',
  sizeMore: 'Canvas and screen size…',
  sizeTitle: 'Canvas and screen size',
  otherSize: 'Another size…',
  canvasPixels: 'Canvas in pixels: positions and sizes are measured in these',
  width: 'Canvas width',
  height: 'Canvas height',
  otherScreen: 'The screen has other pixels (an LED wall, for example)',
  realWidth: 'Screen width',
  realHeight: 'Screen height',
  screenHint: 'Screens show the canvas scaled to their own pixels; the canvas size stays what you lay out in.',
  apply: 'Apply',
  onScreen: '{{width}} × {{height}} on a screen of {{realWidth}} × {{realHeight}}',
  zoom: 'Zoom {{percent}}',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomInHint: 'Zoom in (Ctrl+= or Ctrl+wheel)',
  zoomOutHint: 'Zoom out (Ctrl+- or Ctrl+wheel)',
  fit: 'Fit',
  fitHint: 'Show the whole canvas (Ctrl+0)',
  grid: 'Grid',
  gridSize: 'Grid size',
  snap: 'Snap',
  snapHint:
    'Edges and centres snap to the canvas, to other elements and to the grid while you drag; hold Alt to place freely.',
};

declare global {
  interface ConsoleTexts {
    canvasTools: typeof canvasTools;
  }
}
