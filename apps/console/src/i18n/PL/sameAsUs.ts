/** Keys whose Polish text is legitimately identical to the English one. */
export const sameAsUs: string[] = [
  'init.administrator',
  'menu.sysManage',
  'notice.kinds.system',
  'user.roleNames.admin',
  'user.roleNames.operator',
  'log.modules.system',
  'log.modules.program',
  // „E-mail” and „Port” are the Polish words.
  'account.ways.email',
  'register.email',
  'personal.email',
  'sysSetting.smtpPort',
  // „Administrator” and „Operator” (built-in roles) are the Polish words.
  'roleManage.builtInNames.admin',
  'roleManage.builtInNames.operator',
  // Program production: „element” and the units s and px/s are Polish too.
  'program.problemWidget',
  'program.scenes.seconds',
  'program.props.pxPerSecond',
  // “Terminal” is the word here too.
  'log.modules.terminal',
  // “Online” and “Offline” are used as Polish words.
  'terminal.counts.online',
  'terminal.counts.offline',
  'terminal.states.online',
  'terminal.states.offline',
  // Publishing: „program”, „terminal”, „online”, „offline” are Polish too.
  'publish.terminal',
  'publish.states.online',
  'publish.states.offline',
  'library.useKinds.program',
  // „Agent” (an institution that resells the platform) is the Polish word too.
  'office.types.agent',
  'log.modules.agent',
  // „Program” is the Polish word (publication review).
  'publishReview.columns.subject.program',
  'publishReview.details.program',
  // „Program” is the Polish word (the full-window publishing pages).
  'fullWindow.kinds.program',
  // „Format” is the Polish word (a program's data source).
  'widgets.feeds.format',
];
