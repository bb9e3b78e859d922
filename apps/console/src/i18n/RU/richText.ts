/** The program editor's rich text editor of a text element: its toolbar and hints. */
export const richText = {
  toolbar: 'Стили текста',
  bold: 'Жирный (Ctrl+B)',
  italic: 'Курсив (Ctrl+I)',
  underline: 'Подчёркнутый (Ctrl+U)',
  strike: 'Зачёркнутый',
  color: 'Цвет текста',
  highlight: 'Выделение цветом',
  size: 'Размер',
  font: 'Шрифт',
  ownFont: 'Шрифт элемента',
  fonts: {
    sansSerif: 'Без засечек',
    serif: 'С засечками',
    monospace: 'Моноширинный',
  },
  alignLeft: 'Выровнять абзац по левому краю',
  alignCenter: 'Выровнять абзац по центру',
  alignRight: 'Выровнять абзац по правому краю',
  clear: 'Убрать стили',
  tooLong: 'Не более {{max}} символов: остальное не добавлено.',
  hint: 'Выделите слова, чтобы задать им стиль; текст без стиля выглядит так, как задано для элемента ниже.',
};
