/** The program editor's editing commands: undo/redo and the widget clipboard, with their shortcuts. */
export const editing = {
  undo: 'Deshacer',
  redo: 'Rehacer',
  copy: 'Copiar',
  paste: 'Pegar',
  duplicate: 'Duplicar',
  undoHint: 'Deshacer (Ctrl+Z)',
  redoHint: 'Rehacer (Ctrl+Y o Ctrl+Mayús+Z)',
  copyHint: 'Copiar el widget (Ctrl+C)',
  pasteHint: 'Pegar en esta escena (Ctrl+V)',
  duplicateHint: 'Duplicar el widget (Ctrl+D)',
  copied: 'Widget copiado: péguelo en cualquier escena o programa (Ctrl+V)',
};
