/** The program editor's editing commands: undo/redo and the widget clipboard, with their shortcuts. */
export const editing = {
  undo: '撤销',
  redo: '重做',
  copy: '复制',
  paste: '粘贴',
  duplicate: '创建副本',
  undoHint: '撤销 (Ctrl+Z)',
  redoHint: '重做 (Ctrl+Y 或 Ctrl+Shift+Z)',
  copyHint: '复制组件 (Ctrl+C)',
  pasteHint: '粘贴到此场景 (Ctrl+V)',
  duplicateHint: '创建组件副本 (Ctrl+D)',
  copied: '组件已复制：可粘贴到任意场景或节目 (Ctrl+V)',
};
