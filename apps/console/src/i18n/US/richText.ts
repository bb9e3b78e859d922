/** The program editor's rich text editor of a text element: its toolbar and hints. */
export const richText = {
  toolbar: 'Text styles',
  bold: 'Bold (Ctrl+B)',
  italic: 'Italic (Ctrl+I)',
  underline: 'Underline (Ctrl+U)',
  strike: 'Strikethrough',
  color: 'Text colour',
  highlight: 'Highlight',
  size: 'Size',
  font: 'Font',
  ownFont: "Element's font",
  fonts: {
    sansSerif: 'Sans serif',
    serif: 'Serif',
    monospace: 'Monospace',
  },
  alignLeft: 'Align paragraph left',
  alignCenter: 'Centre paragraph',
  alignRight: 'Align paragraph right',
  clear: 'Remove styles',
  tooLong: 'At most {{max}} characters: the rest was not added.',
  hint: "Select words to style them; what you leave unstyled takes the element's look set below.",
};

declare global {
  interface ConsoleTexts {
    richText: typeof richText;
  }
}
