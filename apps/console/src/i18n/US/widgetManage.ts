/** Widget management (widget/list): the platform's widgets and those of each institution. */
export const widgetManage = {
  intro:
    'Choose which widgets the program editor offers and the size a new one gets. Programs that already hold a widget keep it and can still be edited, whatever is set here.',
  catalogue: {
    title: 'Widgets of the platform',
    help: 'A widget switched off is offered in no institution’s editor. The default size is in canvas pixels; a widget larger than its canvas is scaled down to fit.',
    icon: 'Icon',
    name: 'Widget',
    enabled: 'Offered',
    enabledOf: 'Offer {{name}}',
    size: 'Default size (width × height)',
    widthOf: 'Default width of {{name}}',
    heightOf: 'Default height of {{name}}',
    save: 'Save',
    saveOf: 'Save the default size of {{name}}',
    saved: '{{name}} saved',
  },
  offices: {
    title: 'Widgets of each institution',
    help: 'An institution offers what the institutions above it allow. Given a list of its own, it offers only the widgets of that list, and so do the institutions below it unless they narrow it further.',
    search: 'Search institutions',
    institution: 'Institution',
    source: 'Widgets from',
    inherited: 'Institutions above',
    own: 'Its own list',
    widgets: 'Offered in its editor',
    none: 'None',
    actions: 'Actions',
    set: 'Set',
    setOf: 'Set the widgets of {{name}}',
    total: '{{count}} institutions',
    noneMatching: 'No institution found',
  },
  office: {
    title: 'Widgets of {{name}}',
    help: 'Widgets not allowed above cannot be chosen; a widget switched off for the platform is offered again once it is switched on.',
    inherit: 'As the institutions above allow',
    own: 'Only the widgets chosen here',
    notAbove: 'Not allowed above',
    switchedOff: 'Switched off',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Widgets of {{name}} saved',
  },
  rules: {
    notAllowedAbove: 'An institution above no longer allows some of these widgets: reopen the list and choose again.',
  },
};

declare global {
  interface ConsoleTexts {
    widgetManage: typeof widgetManage;
  }
}
