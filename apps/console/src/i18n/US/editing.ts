/** The program editor's editing commands: undo/redo and the widget clipboard, with their shortcuts. */
export const editing = {
  undo: 'Undo',
  redo: 'Redo',
  copy: 'Copy',
  paste: 'Paste',
  duplicate: 'Duplicate',
  undoHint: 'Undo (Ctrl+Z)',
  redoHint: 'Redo (Ctrl+Y or Ctrl+Shift+Z)',
  copyHint: 'Copy the widget (Ctrl+C)',
  pasteHint: 'Paste into this scene (Ctrl+V)',
  duplicateHint: 'Duplicate the widget (Ctrl+D)',
  copied: 'Widget copied: paste it into any scene or program (Ctrl+V)',
};

declare global {
  interface ConsoleTexts {
    editing: typeof editing;
  }
}
