/** The program editor's rich text editor of a text element: its toolbar and hints. */
export const richText = {
  toolbar: '텍스트 스타일',
  bold: '굵게 (Ctrl+B)',
  italic: '기울임 (Ctrl+I)',
  underline: '밑줄 (Ctrl+U)',
  strike: '취소선',
  color: '글자 색',
  highlight: '형광펜',
  size: '크기',
  font: '글꼴',
  ownFont: '요소의 글꼴',
  fonts: {
    sansSerif: '산세리프',
    serif: '세리프',
    monospace: '고정폭',
  },
  alignLeft: '문단 왼쪽 정렬',
  alignCenter: '문단 가운데 정렬',
  alignRight: '문단 오른쪽 정렬',
  clear: '스타일 지우기',
  tooLong: '최대 {{max}}자: 나머지는 추가되지 않았습니다.',
  hint: '단어를 선택해 스타일을 지정하세요. 스타일이 없는 부분은 아래에서 설정한 요소의 모양을 따릅니다.',
};
