/** Keys whose Turkish text is legitimately identical to the English one. */
export const sameAsUs: string[] = [
  // “Platform” is the Turkish word.
  'office.types.platform',
  // “Program” is the Turkish word.
  'log.modules.program',
  // Program production: “Video” is the Turkish word.
  'program.kinds.video',
  // “Terminal” is the word here too.
  'log.modules.terminal',
  // Materials: “Video” is the Turkish word.
  'material.kinds.video',
  // Publishing: “Program” and “Terminal” are the Turkish words.
  'publish.terminal',
  'library.useKinds.program',
  // “Widget” is the word in this language too.
  'log.modules.widget',
  'widgetManage.catalogue.name',
  // “Program” is the Turkish word (publication review).
  'publishReview.columns.subject.program',
  'publishReview.details.program',
  // “Program” is the Turkish word (the full-window publishing pages).
  'fullWindow.kinds.program',
];
