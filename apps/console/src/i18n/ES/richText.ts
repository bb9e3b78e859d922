/** The program editor's rich text editor of a text element: its toolbar and hints. */
export const richText = {
  toolbar: 'Estilos del texto',
  bold: 'Negrita (Ctrl+B)',
  italic: 'Cursiva (Ctrl+I)',
  underline: 'Subrayado (Ctrl+U)',
  strike: 'Tachado',
  color: 'Color del texto',
  highlight: 'Resaltado',
  size: 'Tamaño',
  font: 'Fuente',
  ownFont: 'Fuente del elemento',
  fonts: {
    sansSerif: 'Sin serifa',
    serif: 'Con serifa',
    monospace: 'Monoespaciada',
  },
  alignLeft: 'Alinear el párrafo a la izquierda',
  alignCenter: 'Centrar el párrafo',
  alignRight: 'Alinear el párrafo a la derecha',
  clear: 'Quitar estilos',
  tooLong: 'Como máximo {{max}} caracteres: el resto no se ha añadido.',
  hint: 'Seleccione palabras para darles estilo; lo que quede sin estilo toma el aspecto del elemento definido abajo.',
};
