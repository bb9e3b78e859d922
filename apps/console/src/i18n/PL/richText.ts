/** The program editor's rich text editor of a text element: its toolbar and hints. */
export const richText = {
  toolbar: 'Style tekstu',
  bold: 'Pogrubienie (Ctrl+B)',
  italic: 'Kursywa (Ctrl+I)',
  underline: 'Podkreślenie (Ctrl+U)',
  strike: 'Przekreślenie',
  color: 'Kolor tekstu',
  highlight: 'Wyróżnienie',
  size: 'Rozmiar',
  font: 'Czcionka',
  ownFont: 'Czcionka elementu',
  fonts: {
    sansSerif: 'Bezszeryfowa',
    serif: 'Szeryfowa',
    monospace: 'O stałej szerokości',
  },
  alignLeft: 'Wyrównaj akapit do lewej',
  alignCenter: 'Wyśrodkuj akapit',
  alignRight: 'Wyrównaj akapit do prawej',
  clear: 'Usuń style',
  tooLong: 'Najwyżej {{max}} znaków: reszta nie została dodana.',
  hint: 'Zaznacz słowa, aby nadać im styl; to, co zostanie bez stylu, ma wygląd elementu ustawiony poniżej.',
};
