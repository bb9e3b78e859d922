/** The program editor's editing commands: undo/redo and the widget clipboard, with their shortcuts. */
export const editing = {
  undo: 'Cofnij',
  redo: 'Ponów',
  copy: 'Kopiuj',
  paste: 'Wklej',
  duplicate: 'Duplikuj',
  undoHint: 'Cofnij (Ctrl+Z)',
  redoHint: 'Ponów (Ctrl+Y lub Ctrl+Shift+Z)',
  copyHint: 'Kopiuj widżet (Ctrl+C)',
  pasteHint: 'Wklej do tej sceny (Ctrl+V)',
  duplicateHint: 'Duplikuj widżet (Ctrl+D)',
  copied: 'Widżet skopiowany: wklej go do dowolnej sceny lub programu (Ctrl+V)',
};
