/** The program editor's rich text editor of a text element: its toolbar and hints. */
export const richText = {
  toolbar: '文字样式',
  bold: '粗体 (Ctrl+B)',
  italic: '斜体 (Ctrl+I)',
  underline: '下划线 (Ctrl+U)',
  strike: '删除线',
  color: '文字颜色',
  highlight: '背景高亮',
  size: '字号',
  font: '字体',
  ownFont: '元素的字体',
  fonts: {
    sansSerif: '无衬线',
    serif: '衬线',
    monospace: '等宽',
  },
  alignLeft: '段落左对齐',
  alignCenter: '段落居中',
  alignRight: '段落右对齐',
  clear: '清除样式',
  tooLong: '最多 {{max}} 个字符：其余部分未添加。',
  hint: '选中文字即可设置样式；未设置样式的文字使用下方设置的元素外观。',
};
