/**
 * Built-in roles. The administrator holds every permission; the others hold the
 * permissions whose prefix they list. docs/roles.md is the readable table of this.
 */
export interface BuiltInRole {
  code: string;
  name: string;
  /** Permission prefixes granted, e.g. 'content:' or 'sys:log:view'; '*' grants all. */
  grants: string[];
}

export const BUILT_IN_ROLES: readonly BuiltInRole[] = [
  { code: 'admin', name: 'Administrator', grants: ['*'] },
  {
    code: 'agentAdmin',
    name: 'Agent administrator',
    grants: [
      'res:',
      'content:',
      'check:',
      'terminal:',
      'sys:office:',
      'sys:user:',
      'sys:role:',
      'sys:customer:',
      'sys:domain:',
      'sys:personal:',
      'sys:log:',
      'sys:messageNotification:',
      // The full-window publishing pages; what they send needs its own publish permission too.
      'sys:publishSet:view',
      'sys:terminalSelection:view',
    ],
  },
  {
    code: 'customerAdmin',
    name: 'Customer administrator',
    grants: [
      'res:',
      'content:',
      'check:',
      'terminal:',
      'sys:office:',
      'sys:user:',
      'sys:role:',
      'sys:personal:',
      'sys:log:',
      'sys:messageNotification:',
      // The full-window publishing pages; what they send needs its own publish permission too.
      'sys:publishSet:view',
      'sys:terminalSelection:view',
    ],
  },
  {
    code: 'operator',
    name: 'Operator',
    // Every content permission but sending emergency messages (content:message:emergency).
    grants: [
      'res:',
      'content:program:',
      'content:playPlan:',
      'content:publishProgram:',
      'content:message:view',
      'content:message:edit',
      'content:message:delete',
      'content:message:publish',
      'terminal:',
      'sys:messageNotification:view',
      'sys:messageNotification:delete',
      'sys:publishSet:view',
      'sys:terminalSelection:view',
    ],
  },
  {
    code: 'reviewer',
    name: 'Reviewer',
    grants: ['check:', 'res:material:view', 'sys:messageNotification:view', 'sys:messageNotification:delete'],
  },
  // The role the demo route requires (spec 6). It opens the demo page and may edit there, not
  // delete, so the page shows a held and a missing permission side by side.
  {
    code: 'manager',
    name: 'Manager',
    grants: ['auth:demo:form', 'auth:demo:edit', 'sys:messageNotification:view', 'sys:messageNotification:delete'],
  },
];

/** Whether a role granting `grants` holds `permission`. */
export function grantCovers(grants: readonly string[], permission: string): boolean {
  return grants.some((g) => g === '*' || g === permission || (g.endsWith(':') && permission.startsWith(g)));
}
