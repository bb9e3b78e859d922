/** Review of publications: plan review, program review and message review (the contentCheck pages). */
export const publishReview = {
  intro: {
    plan: 'While publications are reviewed (system settings), a play plan sent to terminals waits here for a reviewer of its institution. Approved, it goes to its terminals at once; rejected, nothing is sent and the publisher reads your note.',
    program:
      'While publications are reviewed (system settings), a program sent to terminals waits here for a reviewer of its institution. Approved, it goes to its terminals at once; rejected, nothing is sent and the publisher reads your note.',
    message:
      'While publications are reviewed (system settings), a message sent to terminals waits here for a reviewer of its institution; emergency messages never wait. Approved, it goes to its terminals at once; rejected, nothing is sent and the publisher reads your note.',
  },
  states: {
    pending: 'Waiting',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  search: {
    plan: 'Search by plan name',
    program: 'Search by program name',
    message: 'Search by message name',
  },
  columns: {
    subject: {
      plan: 'Play plan',
      program: 'Program',
      message: 'Message',
    },
    office: 'Institution',
    publisher: 'Published by',
    terminals: 'Terminals',
    submitNote: 'Publisher’s note',
    decision: 'Decision',
    actions: 'Actions',
  },
  version: 'Version {{version}}',
  noNote: 'None',
  decidedBy: 'By {{name}}, {{time}}',
  unknownUser: 'Deleted user',
  view: 'Contents',
  approve: 'Approve',
  reject: 'Reject',
  approveTitle: 'Approve “{{name}}”?',
  approveHint: 'Once approved it goes at once to its {{count}} terminals.',
  approveNote: 'Note for the publisher (optional)',
  rejectTitle: 'Reject “{{name}}”',
  rejectHint: 'Nothing is sent; the publisher reads your note.',
  rejectNote: 'Reason, which the publisher reads',
  noteRequired: 'Say why, so the publisher can fix it',
  noteTooLong: 'At most {{max}} characters',
  approved: '“{{name}}” approved: sent to {{count}} terminals',
  rejected: '“{{name}}” rejected; the publisher is told',
  conflict: 'Another reviewer decided it, or it was stopped, meanwhile: the list now shows it as it is.',
  total: '{{count}} publications',
  emptyPending: 'Nothing waits for review.',
  emptyDecided: 'No publication was decided this way yet.',
  noneMatching: 'No publication with this name.',
  playedNow: 'Played now',
  details: {
    program: 'Program',
    canvas: 'Canvas',
    programGone: 'Program no longer available',
    entries: 'Entries ({{count}}), in the order they play',
    play: 'Each turn',
    days: 'Days',
    times: 'Daily times',
    priority: 'Priority',
    forLength: 'for {{length}}',
    plays: '{{count}} plays',
    everyDay: 'Every day',
    allDay: 'The whole day',
    nextDay: '(ends the next day)',
    fromDate: 'from {{date}}',
    untilDate: 'until {{date}}',
    start: 'Starts',
    end: 'Ends',
    noEnd: 'No end: shown until stopped',
    kind: 'Kind',
    emergency: 'Emergency',
    playedNowHint: 'It plays alone on its terminals for a while, then they play what they held before.',
    nothing: 'Nothing to show for this publication.',
  },
};

declare global {
  interface ConsoleTexts {
    publishReview: typeof publishReview;
  }
}
