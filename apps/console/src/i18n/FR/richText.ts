/** The program editor's rich text editor of a text element: its toolbar and hints. */
export const richText = {
  toolbar: 'Styles du texte',
  bold: 'Gras (Ctrl+B)',
  italic: 'Italique (Ctrl+I)',
  underline: 'Souligné (Ctrl+U)',
  strike: 'Barré',
  color: 'Couleur du texte',
  highlight: 'Surlignage',
  size: 'Taille',
  font: 'Police',
  ownFont: "Police de l'élément",
  fonts: {
    sansSerif: 'Sans empattement',
    serif: 'Avec empattement',
    monospace: 'Chasse fixe',
  },
  alignLeft: 'Aligner le paragraphe à gauche',
  alignCenter: 'Centrer le paragraphe',
  alignRight: 'Aligner le paragraphe à droite',
  clear: 'Retirer les styles',
  tooLong: "Au plus {{max}} caractères : le reste n'a pas été ajouté.",
  hint: "Sélectionnez des mots pour leur donner un style ; ce qui reste sans style prend l'apparence de l'élément réglée plus bas.",
};
