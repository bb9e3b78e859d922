/** The program editor's canvas tools: its size and the screen's, zoom, grid and snapping. */
export const canvasTools = {
  size: 'Taille du canevas',
  sizeMore: 'Taille du canevas et de l’écran…',
  sizeTitle: 'Taille du canevas et de l’écran',
  otherSize: 'Autre taille…',
  canvasPixels: 'Canevas en pixels : positions et tailles se mesurent en ceux-ci',
  width: 'Largeur du canevas',
  height: 'Hauteur du canevas',
  otherScreen: 'L’écran a d’autres pixels (un mur LED, par exemple)',
  realWidth: 'Largeur de l’écran',
  realHeight: 'Hauteur de l’écran',
  screenHint:
    'Les écrans affichent le canevas mis à l’échelle de leurs propres pixels ; vous composez toujours dans la taille du canevas.',
  apply: 'Appliquer',
  onScreen: '{{width}} × {{height}} sur un écran de {{realWidth}} × {{realHeight}}',
  zoom: 'Niveau de zoom {{percent}}',
  zoomIn: 'Zoom avant',
  zoomOut: 'Zoom arrière',
  zoomInHint: 'Zoom avant (Ctrl+= ou Ctrl+molette)',
  zoomOutHint: 'Zoom arrière (Ctrl+- ou Ctrl+molette)',
  fit: 'Ajuster',
  fitHint: 'Afficher tout le canevas (Ctrl+0)',
  grid: 'Grille',
  gridSize: 'Taille de la grille',
  snap: 'Magnétisme',
  snapHint:
    'Pendant un glissement, bords et centres s’alignent sur le canevas, les autres éléments et la grille ; maintenez Alt pour placer librement.',
};
