/** The program editor's rich text editor of a text element: its toolbar and hints. */
export const richText = {
  toolbar: 'Textformate',
  bold: 'Fett (Strg+B)',
  italic: 'Kursiv (Strg+I)',
  underline: 'Unterstrichen (Strg+U)',
  strike: 'Durchgestrichen',
  color: 'Textfarbe',
  highlight: 'Hervorhebung',
  size: 'Größe',
  font: 'Schrift',
  ownFont: 'Schrift des Elements',
  fonts: {
    sansSerif: 'Serifenlos',
    serif: 'Serifen',
    monospace: 'Festbreite',
  },
  alignLeft: 'Absatz links ausrichten',
  alignCenter: 'Absatz zentrieren',
  alignRight: 'Absatz rechts ausrichten',
  clear: 'Formate entfernen',
  tooLong: 'Höchstens {{max}} Zeichen: der Rest wurde nicht eingefügt.',
  hint: 'Wörter markieren, um sie zu formatieren; was ohne Format bleibt, erhält das unten eingestellte Aussehen des Elements.',
};
