/**
 * The audit catalogue: every module and action the server writes into the audit log (sys_log).
 * The server's audit writer takes only these names, so a new kind of audit row starts here; the
 * console's log page must have a name for each (its test reads this list). Names stay once
 * written: old rows in the log still carry them.
 */
export const AUDIT_CATALOGUE = {
  system: ['initialise'],
  session: ['login', 'sso-login', 'logout', 'loginFailed', 'codeFailed'],
  user: [
    'create',
    'update',
    'delete',
    'register',
    'changePassword',
    'changeExpiredPassword',
    'resetPassword',
    'updateProfile',
    'updateAvatar',
    'dataRange',
  ],
  office: ['create', 'update', 'delete', 'move', 'quota'],
  agent: ['open', 'close'],
  customer: ['create', 'update', 'brand', 'uploadImage'],
  domain: ['create', 'delete'],
  menu: ['create', 'update', 'reset', 'delete'],
  setting: ['update'],
  announcement: ['create', 'update'],
  notification: ['read', 'unread', 'delete'],
  log: ['export'],
  role: ['create', 'update', 'delete'],
  material: [
    'upload',
    'delete',
    'approve',
    'reject',
    'rename',
    'move',
    'copy',
    'folderCreate',
    'folderRename',
    'folderDelete',
    'thumb',
    'webPage',
    'convert',
    'convertCancel',
  ],
  program: ['create', 'update', 'restore', 'copy', 'delete'],
  playPlan: ['create', 'update', 'copy', 'delete'],
  message: ['create', 'update', 'softDelete', 'restore', 'delete'],
  publish: ['publish', 'resend', 'stop', 'delete', 'approve', 'reject', 'note'],
  terminal: [
    'authorise',
    'rename',
    'pairAgain',
    'delete',
    'command',
    'groupCreate',
    'groupRename',
    'groupDelete',
    'group',
  ],
  // update: a kind of the catalogue; office: an office's own list set or removed.
  widget: ['update', 'office'],
} as const;

/** A module of the audit log. */
export type AuditModule = keyof typeof AUDIT_CATALOGUE;

/** An action of module `M`. */
export type AuditAction<M extends AuditModule> = (typeof AUDIT_CATALOGUE)[M][number];

/** `module.action`, e.g. `office.create`. */
export type AuditName = { [M in AuditModule]: `${M}.${AuditAction<M>}` }[AuditModule];

/** A module with one of its own actions (never another module's). */
export type AuditKind = { [M in AuditModule]: { module: M; action: AuditAction<M> } }[AuditModule];

/** Every `module.action` of the catalogue, in its order. */
export const AUDIT_NAMES: readonly AuditName[] = Object.entries(AUDIT_CATALOGUE).flatMap(([m, actions]) =>
  actions.map((a) => `${m}.${a}` as AuditName),
);
