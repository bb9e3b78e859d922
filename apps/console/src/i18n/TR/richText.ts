/** The program editor's rich text editor of a text element: its toolbar and hints. */
export const richText = {
  toolbar: 'Metin stilleri',
  bold: 'Kalın (Ctrl+B)',
  italic: 'İtalik (Ctrl+I)',
  underline: 'Altı çizili (Ctrl+U)',
  strike: 'Üstü çizili',
  color: 'Metin rengi',
  highlight: 'Vurgu rengi',
  size: 'Boyut',
  font: 'Yazı tipi',
  ownFont: 'Öğenin yazı tipi',
  fonts: {
    sansSerif: 'Tırnaksız',
    serif: 'Tırnaklı',
    monospace: 'Eş aralıklı',
  },
  alignLeft: 'Paragrafı sola hizala',
  alignCenter: 'Paragrafı ortala',
  alignRight: 'Paragrafı sağa hizala',
  clear: 'Stilleri kaldır',
  tooLong: 'En fazla {{max}} karakter: kalanı eklenmedi.',
  hint: 'Stil vermek için sözcükleri seçin; stilsiz kalan metin, öğenin aşağıda ayarlanan görünümünü alır.',
};
