/** Material review (resManage/checklist), the review tag of the library, and the publish dialog's refusal. */
export const materialReview = {
  intro:
    'While “Review materials and publications” is on in the system settings, new materials wait here for a reviewer of their institution. Programs holding a material that is not approved cannot be published.',
  states: {
    pending: 'Waiting',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  search: 'Search by name',
  columns: {
    material: 'Material',
    kind: 'Kind',
    office: 'Institution',
    uploader: 'Uploaded by',
    uploaded: 'Uploaded',
    decision: 'Decision',
    note: 'Note',
    actions: 'Actions',
  },
  decidedBy: 'By {{name}}, {{time}}',
  unknownUser: 'Deleted user',
  preview: 'Preview {{name}}',
  approve: 'Approve',
  reject: 'Reject',
  approveSelected: 'Approve selected ({{count}})',
  rejectSelected: 'Reject selected ({{count}})',
  clearSelection: 'Clear selection',
  approveTitle: 'Approve {{count}} materials?',
  approveOne: 'Approve “{{name}}”?',
  approveNote: 'Note for the uploader (optional)',
  rejectTitle: 'Reject {{count}} materials',
  rejectOne: 'Reject “{{name}}”',
  rejectNote: 'Reason, which the uploader reads',
  rejectNoteRequired: 'Say why, so the uploader can fix it',
  rejectNoteTooLong: 'At most {{max}} characters',
  approved: '{{count}} materials approved',
  rejected: '{{count}} materials rejected',
  nothingChanged: 'Nothing changed: another reviewer decided them already',
  total: '{{count}} materials',
  emptyPending: 'Nothing waits for review.',
  emptyDecided: 'No material was decided this way yet.',
  noneMatching: 'No material with this name.',
  processing: 'Still being processed',
  tag: {
    pending: 'Waiting for review',
    rejected: 'Rejected',
    rejectedNote: 'Rejected: {{note}}',
  },
  settings: {
    title: 'Review',
    audit: 'Review materials and publications',
    auditHelp:
      'On: each new material, and each publication of a program, play plan or message, waits for a reviewer of its institution. Programs holding a material that is not approved cannot be published, and a publication reaches no terminal until it is approved (emergency messages never wait). Off: they are approved at once; those already waiting stay on the review pages until a reviewer decides them.',
  },
  publishRefused: 'This program cannot be published yet: these materials are not approved.',
  publishRefusedState: {
    pending: 'waiting for review',
    rejected: 'rejected',
    approved: 'approved',
  },
};

declare global {
  interface ConsoleTexts {
    materialReview: typeof materialReview;
  }
}
