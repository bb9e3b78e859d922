/** Role management (sysManage/roleManage). */
export const roleManage = {
  search: 'Search by name or code',
  add: 'New role',
  name: 'Name',
  code: 'Code',
  codeHelp: 'A letter, then letters, digits, “_” or “-”; unique, whatever the case.',
  office: 'Institution',
  officeHelp: 'The role is offered to the users of this institution and the institutions under it.',
  chooseOffice: 'Choose an institution',
  everyOffice: 'Every institution',
  dataScope: 'Data range',
  scopes: {
    subtree: 'Institution and everything under it',
    office: 'Own institution only',
  },
  scopeHelp: {
    subtree: 'Holders see the rows of their institution and of every institution under it.',
    office: 'Holders see the rows of their own institution only, not of the institutions under it.',
  },
  remarks: 'Remarks',
  grants: 'Menus and buttons',
  grantsHelp:
    'Checking a page checks its buttons; checking a button checks its page. You can grant only what you hold yourself.',
  notBuilt: 'Not available yet',
  customEntry: 'Added',
  nothingToGrant: 'You hold no permissions you could grant.',
  users: 'Users',
  updated: 'Changed',
  actions: 'Actions',
  builtIn: 'Built-in',
  builtInNames: {
    admin: 'Administrator',
    agentAdmin: 'Agent administrator',
    customerAdmin: 'Customer administrator',
    operator: 'Operator',
    reviewer: 'Reviewer',
    manager: 'Manager',
  },
  builtInFixed:
    'A built-in role: what it grants is set by the product and restored at every start. Copy it to make a role of your own.',
  builtInAll:
    'The administrator role grants every permission, also of pages added later. Copy it to make a role of your own.',
  notYours:
    'This role belongs to an institution above yours or grants permissions you do not hold: you can look, not change.',
  view: 'View',
  edit: 'Edit',
  copy: 'Copy',
  copyName: 'Copy of {{name}}',
  delete: 'Delete',
  createTitle: 'New role',
  editTitle: 'Edit role',
  viewTitle: 'Role',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  created: 'Role created',
  saved: 'Role saved',
  deleteTitle: 'Delete the role “{{name}}”?',
  deleteConfirm: 'The role is removed for good. Users no longer hold it.',
  deleted: 'Role “{{name}}” deleted',
  heldBy: 'Users still holding this role: {{count}}. Take it from them first.',
  empty: 'No roles yet',
  noneMatching: 'No role matches the search',
  total: 'Roles: {{count}}',
  rules: {
    nameRequired: 'Enter a name',
    codeRequired: 'Enter a code',
    officeRequired: 'Choose the institution the role belongs to',
  },
  errors: {
    codeTaken: 'This code is taken by another role',
    roleCodeFormat: 'Start with a letter; use letters, digits, “_” and “-” only (2 to 40 characters)',
    unknownMenu: 'The menu has changed meanwhile: reopen the role and try again',
    notHeld: 'You can grant only permissions you hold yourself',
    heldOutside: 'Users holding the role outside that institution: {{count}}. Choose an institution above them.',
  },
};

declare global {
  interface ConsoleTexts {
    roleManage: typeof roleManage;
  }
}
