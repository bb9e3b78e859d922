/** Keys whose German text is legitimately the same as the English one (besides the proper names). */
export const sameAsUs: string[] = [
  // „Administrator“ is the German word.
  'init.administrator',
  'user.roleNames.admin',
  // „Status“ (of a notification) is the German word.
  'notice.state',
  // „Version“ is the German word; 4.0 is a version number.
  'shell.jumpToV4',
  // „Links“ (web links) is the German word.
  'shell.footerLinks',
  // „Cyan“ is the German name of the colour.
  'settings.colors.cyan',
  // „Institution“ and „System“ are the German words.
  'agents.office',
  'home.office',
  'init.organisation',
  'log.columns.office',
  'log.modules.office',
  'log.modules.system',
  'materialReview.columns.office',
  'office.types.office',
  'personal.office',
  'program.office',
  'publish.office',
  'roleManage.office',
  'terminal.office',
  'volume.drawer.office',
  // „Agent“ (an institution that resells the platform) is the German word.
  'agents.name',
  'customers.parent',
  'log.modules.agent',
  'office.types.agent',
  // „Port“ is the German word.
  'sysSetting.smtpPort',
  // „Name“, „Code“ and „Administrator“ (of roles) are the German words.
  'roleManage.name',
  'roleManage.code',
  'roleManage.builtInNames.admin',
  // Program production: “Name”, “Version”, “Text”, “Video”, “still” and the units are German too.
  'program.name',
  'program.versionColumn',
  'program.kinds.video',
  'program.kinds.text',
  'program.scenes.seconds',
  'program.props.name',
  'program.props.text',
  'program.props.pxPerSecond',
  'program.scrolls.none',
  // “Terminal” is the word here too.
  'log.modules.terminal',
  // “Terminals”, “Online”, “Offline”, “Name” and “Player” are the German words.
  'terminal.counts.total',
  'terminal.counts.online',
  'terminal.counts.offline',
  'terminal.name',
  'terminal.states.online',
  'terminal.states.offline',
  'terminal.version',
  'terminal.groups.name',
  'terminal.groups.terminals',
  // The office's refusal lists its „Terminals“ too.
  'office.holdings.terminals',
  // Materials: „Video“ is the German word.
  'material.kinds.video',
  // Publishing: “Terminal(s)”, “Version”, “online”, “offline” are German too.
  'publish.terminal',
  'publish.version',
  'publish.versionAndCanvas',
  'publish.deliveries',
  'publish.states.online',
  'publish.states.offline',
  // « Videos » is the German plural.
  'volume.kinds.video',
  // Widgets: „Digital“, „Countdown“ and „Ellipse“ are the German words.
  'widgets.clock.styles.digital',
  'widgets.countdown.name',
  'widgets.shape.shapes.ellipse',
  // “Widget” is the word in this language too, as is “Institution”.
  'log.modules.widget',
  'widgetManage.catalogue.name',
  'widgetManage.offices.institution',
  // Play plans: „Name“, „Institution“ and „Version“ are the German words.
  'playPlan.name',
  'playPlan.office',
  'playPlan.version',
  // Messages: „Terminals“ is the German word.
  'messages.deliveries.figures',
  // „Institution“ and „Version“ are the German words (publication review).
  'publishReview.columns.office',
  'publishReview.version',
  // „Name“ is the German word (the full-window pages' picker).
  'fullWindow.name',
  // „Name“ and „Format“ are the German words (a program's data source).
  'widgets.feeds.name',
  'widgets.feeds.format',
];
