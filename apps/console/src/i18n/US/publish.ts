/** Publishing programs to terminals: the publish dialog of program production and the records page (publishProgram/list). */
export const publish = {
  program: 'Program',
  terminal: 'Terminal',
  office: 'Institution',
  online: 'Connection',
  state: 'State',
  updated: 'Last change',
  actions: 'Actions',
  published: 'Published',
  version: 'Version',
  canvas: 'Canvas',
  files: 'Files',
  filesValue: '{{count}} files, {{size}}',
  versionAndCanvas: 'Version {{version}} · {{width}} × {{height}}',
  deliveries: 'Terminals',
  progressHint: '{{playing}}% playing it, {{arrived}}% have it',
  details: 'Terminals of this publication',
  drawerTitle: 'Publication of “{{name}}”',
  search: 'Search by program name',
  total: '{{count}} publications',
  terminals: '{{count}} terminals',
  empty: 'Nothing published yet: publish a program from program production.',
  noneMatching: 'No publication of a program with this name.',
  noDeliveries: 'No terminal in this state.',
  allStates: 'All {{count}}',
  outOfRange: 'No longer in your range',
  gone: 'This publication no longer exists.',
  resend: 'Send again to the terminals where it failed',
  nothingFailed: 'It failed on no terminal',
  resent: 'Sent again to {{count}} terminals',
  delete: 'Delete',
  deleteTitle: 'Delete the publication of “{{name}}”?',
  deleteConfirm:
    'Its {{count}} terminals go back to what was published to them before it (or to nothing). The program itself stays.',
  deleted: 'The publication was deleted',
  replacedHint: 'A later publication was sent to this terminal',
  states: {
    queued: 'Queued',
    sent: 'Sent',
    downloading: 'Downloading',
    ready: 'Ready',
    playing: 'Playing',
    failed: 'Failed',
    replaced: 'Replaced',
    online: 'Online',
    offline: 'Offline',
  },
  reasons: {
    md5Mismatch: 'A file arrived damaged',
    noSpace: 'Not enough storage on the terminal',
    badDocument: 'The terminal cannot read the program',
    downloadFailed: 'A file could not be downloaded',
    unknown: 'The terminal gave no reason',
  },
  check: {
    title: 'Before it goes out: {{count}} things to know',
    overlap:
      '{{terminal}}: takes turns with “{{name}}” from {{from}} to {{to}}, at the same priority. Give one of them a higher priority or other times if it should win.',
    canvas:
      '{{terminal}}: “{{name}}” is {{canvas}} and the screen {{screen}}: it is scaled to fit, with bands. Make a version of the program for this screen.',
    offline: '{{terminal}}: not heard from since {{since}}. It gets the plan when it comes back.',
    offlineNever: '{{terminal}}: has never connected. It gets the plan when it comes back.',
    more: '… and {{count}} more.',
    anyway: 'Publish anyway',
  },
  dialog: {
    title: 'Publish “{{name}}”',
    intro:
      'Version {{version}} ({{width}} × {{height}}) goes to the terminals you choose; each plays the program last published to it.',
    offices: 'Institutions',
    office: '{{name}} ({{online}} of {{total}} online)',
    search: 'Search terminals by name',
    clear: 'Clear the choice',
    total: '{{count}} terminals',
    empty: 'No authorised terminal here.',
    chosen: '{{count}} terminals chosen',
    cancel: 'Cancel',
    ok: 'Publish to {{count}} terminals',
    done: '“{{name}}” is on its way to {{count}} terminals.',
    doneForReview: '“{{name}}” was sent for review: it reaches the {{count}} terminals once a reviewer approves it.',
    follow: 'Follow it',
    invalidProgram:
      'The program names pictures or videos that are no longer in your library: open it, replace them and save it, then publish.',
  },
  review: {
    pending: 'Waiting for review',
    pendingHint: 'Nothing is sent to its terminals until a reviewer approves it.',
    rejected: 'Rejected in review',
    note: 'Reviewer’s note: {{note}}',
  },
};

declare global {
  interface ConsoleTexts {
    publish: typeof publish;
  }
}
