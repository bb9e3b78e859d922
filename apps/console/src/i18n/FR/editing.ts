/** The program editor's editing commands: undo/redo and the widget clipboard, with their shortcuts. */
export const editing = {
  undo: 'Annuler',
  redo: 'Rétablir',
  copy: 'Copier',
  paste: 'Coller',
  duplicate: 'Dupliquer',
  undoHint: 'Annuler (Ctrl+Z)',
  redoHint: 'Rétablir (Ctrl+Y ou Ctrl+Maj+Z)',
  copyHint: 'Copier le widget (Ctrl+C)',
  pasteHint: 'Coller dans cette scène (Ctrl+V)',
  duplicateHint: 'Dupliquer le widget (Ctrl+D)',
  copied: "Widget copié : collez-le dans n'importe quelle scène ou programme (Ctrl+V)",
};
