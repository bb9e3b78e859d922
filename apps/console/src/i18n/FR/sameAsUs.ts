/** Keys whose French text is legitimately the same as the English one (besides the proper names). */
export const sameAsUs: string[] = [
  // « Notifications » is the French word.
  'menu.messageNotification',
  'notice.title',
  // « Type » (of a notification) is the French word.
  'notice.kind',
  // « Version » is the French word; 4.0 is a version number.
  'shell.jumpToV4',
  'program.versions.total',
  // « Cyan » is the French name of the colour.
  'settings.colors.cyan',
  // « Module », « Institution(s) » and « Notification » are the French words.
  'log.filters.module',
  'log.columns.module',
  'log.columns.office',
  'log.modules.office',
  'log.modules.notification',
  'agents.office',
  'home.office',
  'init.organisation',
  'materialReview.columns.office',
  'office.types.office',
  'personal.office',
  'program.office',
  'publish.office',
  'publish.dialog.offices',
  'roleManage.office',
  'terminal.office',
  'volume.drawer.office',
  // « Agent », « Agents » and « Actions » are the French words.
  'agents.name',
  'agents.agentsTab',
  'customers.parent',
  'log.modules.agent',
  'office.types.agent',
  'agents.actions',
  'customers.actions',
  'domains.actions',
  // « Port » is the French word.
  'sysSetting.smtpPort',
  // « Code », « Actions », « Type » and « Page » (in role and menu management) are the French words.
  'roleManage.code',
  'roleManage.actions',
  'menuManage.type',
  'menuManage.types.page',
  'menuManage.actions',
  // Program production: the same French words and units.
  'program.versionColumn',
  'program.actions',
  'program.presets.portrait-fhd',
  'program.presets.portrait-uhd',
  'program.presets.portrait-hd',
  'program.scenes.seconds',
  'program.props.position',
  'program.props.pxPerSecond',
  'program.aligns.center',
  // “Terminal” is the word here too.
  'log.modules.terminal',
  // « Actions » is the French word.
  'terminal.actions',
  // Publishing: “terminal”, “actions”, “version”, “publications” are French too.
  'publish.terminal',
  'publish.actions',
  'publish.version',
  'publish.versionAndCanvas',
  'publish.total',
  // « Actions » and « Note » are the French words (material review).
  'materialReview.columns.actions',
  'materialReview.columns.note',
  // « Quota » and « Actions » are the French words.
  'volume.drawer.quota',
  'volume.drawer.actions',
  'volume.quotaForm.mode',
  // Widgets: « Minutes », « Rectangle » and « Ellipse » are the French words.
  'widgets.countdown.unitNames.minutes',
  'widgets.countdown.labelDefaults.minutes',
  'widgets.shape.shapes.rectangle',
  'widgets.shape.shapes.ellipse',
  // “Widget” is the word in this language too, as is “Institution” (and “Actions”, the institution count).
  'log.modules.widget',
  'widgetManage.catalogue.name',
  'widgetManage.offices.institution',
  'widgetManage.offices.actions',
  'widgetManage.offices.total',
  // Play plans: « Institution », « Version », « Actions », « minutes » and « Dates » are the French words.
  'playPlan.office',
  'playPlan.version',
  'playPlan.actions',
  'playPlan.everyMinutes',
  'playPlan.entry.minutes',
  'playPlan.entry.dates',
  // Messages: « Message », « Messages » and « Actions » are the French words.
  'log.modules.message',
  'messages.tabs.messages',
  'terminal.content.messages',
  'messages.actions',
  // « Message », « Institution », « Actions » and « Version » are the French words (publication review).
  'publishReview.columns.subject.message',
  'publishReview.columns.office',
  'publishReview.columns.actions',
  'publishReview.version',
  // « minutes » (the unit next to a length) is the French word.
  'terminal.content.minutes',
  // « Message » is the French word (the full-window publishing pages).
  'fullWindow.kinds.message',
  'fullWindow.kindsPlural.message',
  // « Latitude » and « Longitude » are the French words (the weather widget).
  'widgets.weather.latitude',
  'widgets.weather.longitude',
];
