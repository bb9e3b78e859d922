/** Keys whose Spanish text is legitimately identical to the English one. */
export const sameAsUs: string[] = [
  'home.roles',
  'menu.roleManage',
  'menu.widgetManagement',
  'user.roles',
  // «Roles» is the Spanish word.
  'agents.roles',
  // “Roles” and “Error” are the Spanish words.
  'personal.roles',
  'sysSetting.mailError',
  // Program production: the units s and px/s.
  'program.scenes.seconds',
  'program.props.pxPerSecond',
  // “Terminal” is the word here too.
  'log.modules.terminal',
  // Publishing: “terminal” is Spanish too.
  'publish.terminal',
  // «Material» is the Spanish word (material review, system log).
  'materialReview.columns.material',
  'log.modules.material',
  // Widgets: “Digital” is the Spanish word.
  'widgets.clock.styles.digital',
  // “Widget” is the word in this language too.
  'log.modules.widget',
  'widgetManage.catalogue.name',
];
