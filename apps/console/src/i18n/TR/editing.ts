/** The program editor's editing commands: undo/redo and the widget clipboard, with their shortcuts. */
export const editing = {
  undo: 'Geri al',
  redo: 'Yinele',
  copy: 'Kopyala',
  paste: 'Yapıştır',
  duplicate: 'Çoğalt',
  undoHint: 'Geri al (Ctrl+Z)',
  redoHint: 'Yinele (Ctrl+Y veya Ctrl+Shift+Z)',
  copyHint: 'Bileşeni kopyala (Ctrl+C)',
  pasteHint: 'Bu sahneye yapıştır (Ctrl+V)',
  duplicateHint: 'Bileşeni çoğalt (Ctrl+D)',
  copied: 'Bileşen kopyalandı: herhangi bir sahneye veya programa yapıştırabilirsiniz (Ctrl+V)',
};
