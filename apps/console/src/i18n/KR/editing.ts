/** The program editor's editing commands: undo/redo and the widget clipboard, with their shortcuts. */
export const editing = {
  undo: '실행 취소',
  redo: '다시 실행',
  copy: '복사',
  paste: '붙여넣기',
  duplicate: '복제',
  undoHint: '실행 취소 (Ctrl+Z)',
  redoHint: '다시 실행 (Ctrl+Y 또는 Ctrl+Shift+Z)',
  copyHint: '위젯 복사 (Ctrl+C)',
  pasteHint: '이 장면에 붙여넣기 (Ctrl+V)',
  duplicateHint: '위젯 복제 (Ctrl+D)',
  copied: '위젯이 복사되었습니다: 어느 장면이나 프로그램에든 붙여넣을 수 있습니다 (Ctrl+V)',
};
