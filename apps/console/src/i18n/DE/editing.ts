/** The program editor's editing commands: undo/redo and the widget clipboard, with their shortcuts. */
export const editing = {
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  copy: 'Kopieren',
  paste: 'Einfügen',
  duplicate: 'Duplizieren',
  undoHint: 'Rückgängig (Strg+Z)',
  redoHint: 'Wiederholen (Strg+Y oder Strg+Umschalt+Z)',
  copyHint: 'Widget kopieren (Strg+C)',
  pasteHint: 'In diese Szene einfügen (Strg+V)',
  duplicateHint: 'Widget duplizieren (Strg+D)',
  copied: 'Widget kopiert: in jede Szene oder jedes Programm einfügbar (Strg+V)',
};
