/** The program editor's rich text editor of a text element: its toolbar and hints. */
export const richText = {
  toolbar: '文字樣式',
  bold: '粗體 (Ctrl+B)',
  italic: '斜體 (Ctrl+I)',
  underline: '底線 (Ctrl+U)',
  strike: '刪除線',
  color: '文字顏色',
  highlight: '背景標示',
  size: '字號',
  font: '字型',
  ownFont: '元素的字型',
  fonts: {
    sansSerif: '無襯線',
    serif: '襯線',
    monospace: '等寬',
  },
  alignLeft: '段落靠左對齊',
  alignCenter: '段落置中',
  alignRight: '段落靠右對齊',
  clear: '清除樣式',
  tooLong: '最多 {{max}} 個字元：其餘部分未加入。',
  hint: '選取文字即可設定樣式；未設定樣式的文字使用下方設定的元素外觀。',
};
