/** The program editor's editing commands: undo/redo and the widget clipboard, with their shortcuts. */
export const editing = {
  undo: '復原',
  redo: '重做',
  copy: '複製',
  paste: '貼上',
  duplicate: '建立副本',
  undoHint: '復原 (Ctrl+Z)',
  redoHint: '重做 (Ctrl+Y 或 Ctrl+Shift+Z)',
  copyHint: '複製組件 (Ctrl+C)',
  pasteHint: '貼上到此場景 (Ctrl+V)',
  duplicateHint: '建立組件副本 (Ctrl+D)',
  copied: '組件已複製：可貼上到任何場景或節目 (Ctrl+V)',
};
