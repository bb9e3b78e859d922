/** The permission demo page (auth/demo, spec 2 and 6). */
export const authDemo = {
  intro:
    'This page shows how the console guards buttons and actions, with your own permissions. It opens only for users who hold the permission auth:demo:form and have the role Manager; everyone else does not see it in the menu.',
  accessTitle: 'Your access to this page',
  operationsHeld: 'Operations on {{entry}}',
  held: 'held',
  notHeld: 'not held',
  roles: 'Your roles',
  none: 'None',
  requires: 'The page requires',
  requirement: 'The permission auth:demo:form and the role Manager',
  buttonsTitle: 'Guarded buttons',
  buttonsHelp: 'A button whose permission you lack is disabled; pointing at it says that you have no permission.',
  operations: { form: 'Open form', edit: 'Edit', delete: 'Delete' },
  ran: '“{{action}}” ran: you hold its permission',
  actionsTitle: 'Guarded actions',
  actionsHelp:
    'Actions started elsewhere than a guarded button (a row click, a keyboard shortcut) check the permission when they run: without it an error says that you may not perform the operation.',
  runAction: 'Run “{{action}}”',
  mayDelete: 'You hold auth:demo:delete: both actions run.',
  mayNotDelete: 'You lack auth:demo:delete: running “Delete” shows the error.',
};

declare global {
  interface ConsoleTexts {
    authDemo: typeof authDemo;
  }
}
