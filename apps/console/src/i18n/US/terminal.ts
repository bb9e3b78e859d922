/** Terminal monitoring: the terminals, their pairing and commands. */
export const terminal = {
  counts: { total: 'Terminals', online: 'Online', offline: 'Offline', pending: 'Waiting for authorisation' },
  search: 'Search by name or hardware id',
  authoriseScreen: 'Authorise a screen',
  total: '{{count}} terminals',
  empty: 'No terminals yet: open the player on a screen and authorise the code it shows',
  noneMatching: 'No terminals match these filters',
  name: 'Name',
  office: 'Institution',
  noOffice: 'Not assigned yet',
  state: 'State',
  states: { all: 'All states', online: 'Online', offline: 'Offline', pending: 'Waiting for authorisation' },
  pairingCode: 'Pairing code',
  playing: 'Playing',
  nothing: 'Nothing',
  version: 'Player',
  lastSeen: 'Last seen',
  actions: 'Actions',
  authorise: 'Authorise',
  authoriseTitle: 'Authorise a screen',
  authoriseHelp:
    'Open the player on the screen: it shows a pairing code. Type that code, choose the institution the screen belongs to and give it a name.',
  codeRule: 'The code has 6 letters and digits',
  codeNotFound: 'No screen is waiting with this code: check the code on the screen',
  officeNotFound: 'This institution is not in your data range',
  nameRule: 'Give the screen a name of at most 64 characters',
  authorised: '{{name}} is authorised: it connects in a few seconds',
  cancel: 'Cancel',
  save: 'Save',
  renameOf: 'Rename {{name}}',
  renameTitle: 'Rename {{name}}',
  renamed: 'Renamed to {{name}}',
  pairAgain: 'Pair again',
  pairAgainOf: 'Pair {{name}} again',
  pairAgainTitle: 'Pair {{name}} again?',
  pairAgainConfirm:
    'The screen loses its key and shows a new pairing code; it plays nothing new until it is authorised again.',
  pairedAgain: '{{name}} waits for authorisation',
  delete: 'Delete',
  deleteOf: 'Delete {{name}}',
  deleteTitle: 'Delete {{name}}?',
  deleteConfirm: 'The screen is removed from the list and loses its key; to use it again, pair it anew.',
  deleted: '{{name}} deleted',
  commandOf: 'Send a command to {{name}}',
  offlineNoCommand: 'The terminal is offline: commands reach it only while it is online',
  commands: { refresh: 'Fetch the content again', reload: 'Restart the player', clear: 'Clear stored content' },
  sending: 'Sending: {{command}}…',
  acknowledged: '{{name}} carried out the command',
  commandFailed: {
    offline: '{{name}} is offline: the command was not sent',
    timeout: '{{name}} did not answer in time',
    other: '{{name}} could not carry out the command ({{error}})',
  },
};

declare global {
  interface ConsoleTexts {
    terminal: typeof terminal;
  }
}
