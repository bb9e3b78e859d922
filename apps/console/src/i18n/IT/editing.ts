/** The program editor's editing commands: undo/redo and the widget clipboard, with their shortcuts. */
export const editing = {
  undo: 'Annulla',
  redo: 'Ripeti',
  copy: 'Copia',
  paste: 'Incolla',
  duplicate: 'Duplica',
  undoHint: 'Annulla (Ctrl+Z)',
  redoHint: 'Ripeti (Ctrl+Y o Ctrl+Maiusc+Z)',
  copyHint: 'Copia il widget (Ctrl+C)',
  pasteHint: 'Incolla in questa scena (Ctrl+V)',
  duplicateHint: 'Duplica il widget (Ctrl+D)',
  copied: 'Widget copiato: incollalo in qualsiasi scena o programma (Ctrl+V)',
};
