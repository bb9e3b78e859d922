/** The program editor's canvas tools: its size and the screen's, zoom, grid and snapping. */
export const canvasTools = {
  size: 'Leinwandgröße',
  sizeMore: 'Leinwand- und Bildschirmgröße…',
  sizeTitle: 'Leinwand- und Bildschirmgröße',
  otherSize: 'Andere Größe…',
  canvasPixels: 'Leinwand in Pixeln: Positionen und Größen werden darin gemessen',
  width: 'Leinwandbreite',
  height: 'Leinwandhöhe',
  otherScreen: 'Der Bildschirm hat andere Pixel (zum Beispiel eine LED-Wand)',
  realWidth: 'Bildschirmbreite',
  realHeight: 'Bildschirmhöhe',
  screenHint:
    'Bildschirme zeigen die Leinwand auf ihre eigenen Pixel skaliert; gestaltet wird weiter in der Leinwandgröße.',
  apply: 'Übernehmen',
  onScreen: '{{width}} × {{height}} auf einem Bildschirm mit {{realWidth}} × {{realHeight}}',
  zoom: 'Vergrößerung {{percent}}',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  zoomInHint: 'Vergrößern (Strg+= oder Strg+Mausrad)',
  zoomOutHint: 'Verkleinern (Strg+- oder Strg+Mausrad)',
  fit: 'Einpassen',
  fitHint: 'Die ganze Leinwand zeigen (Strg+0)',
  grid: 'Raster',
  gridSize: 'Rastergröße',
  snap: 'Einrasten',
  snapHint:
    'Kanten und Mitten rasten beim Ziehen an der Leinwand, an anderen Elementen und am Raster ein; mit gedrückter Alt-Taste frei platzieren.',
};
