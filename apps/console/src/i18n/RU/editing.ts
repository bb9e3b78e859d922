/** The program editor's editing commands: undo/redo and the widget clipboard, with their shortcuts. */
export const editing = {
  undo: 'Отменить',
  redo: 'Повторить',
  copy: 'Копировать',
  paste: 'Вставить',
  duplicate: 'Дублировать',
  undoHint: 'Отменить (Ctrl+Z)',
  redoHint: 'Повторить (Ctrl+Y или Ctrl+Shift+Z)',
  copyHint: 'Копировать виджет (Ctrl+C)',
  pasteHint: 'Вставить в эту сцену (Ctrl+V)',
  duplicateHint: 'Дублировать виджет (Ctrl+D)',
  copied: 'Виджет скопирован: вставьте его в любую сцену или программу (Ctrl+V)',
};
