/** The program editor's rich text editor of a text element: its toolbar and hints. */
export const richText = {
  toolbar: 'Stili del testo',
  bold: 'Grassetto (Ctrl+B)',
  italic: 'Corsivo (Ctrl+I)',
  underline: 'Sottolineato (Ctrl+U)',
  strike: 'Barrato',
  color: 'Colore del testo',
  highlight: 'Evidenziazione',
  size: 'Dimensione',
  font: 'Carattere',
  ownFont: "Carattere dell'elemento",
  fonts: {
    sansSerif: 'Senza grazie',
    serif: 'Con grazie',
    monospace: 'A spaziatura fissa',
  },
  alignLeft: 'Allinea il paragrafo a sinistra',
  alignCenter: 'Centra il paragrafo',
  alignRight: 'Allinea il paragrafo a destra',
  clear: 'Rimuovi gli stili',
  tooLong: 'Al massimo {{max}} caratteri: il resto non è stato aggiunto.',
  hint: "Seleziona delle parole per dar loro uno stile; ciò che resta senza stile prende l'aspetto dell'elemento impostato sotto.",
};
