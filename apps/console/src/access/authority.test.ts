import type { OperationEntry } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { hasAuthority, hasPermission, hasRole, passes } from './authority';

const permissions: OperationEntry[] = [
  { id: 'sys:user', operation: ['view', 'edit'] },
  { id: 'content:program', operation: ['view'] },
  { id: 'form', operation: [] },
];
const roles: OperationEntry[] = [
  { id: 'operator', operation: ['terminal:monitor:view', 'res:material:upload'] },
  { id: 'auditor', operation: ['review'] },
];

describe('hasPermission', () => {
  it('opens the wildcard to everyone, even without any permission or role', () => {
    expect(hasPermission('*', [], [])).toBe(true);
  });

  it('holds module:resource:action when the entry of module:resource lists the action', () => {
    expect(hasPermission('sys:user:view', permissions, [])).toBe(true);
    expect(hasPermission('sys:user:edit', permissions, [])).toBe(true);
    expect(hasPermission('content:program:view', permissions, [])).toBe(true);
  });

  it('does not hold an action the entry lacks, nor an entry the user lacks', () => {
    expect(hasPermission('sys:user:delete', permissions, [])).toBe(false);
    expect(hasPermission('content:program:edit', permissions, [])).toBe(false);
    expect(hasPermission('sys:role:view', permissions, [])).toBe(false);
  });

  it('does not mistake a prefix or suffix of an id for the id', () => {
    expect(hasPermission('sys:use:view', permissions, [])).toBe(false);
    expect(hasPermission('sys:users:view', permissions, [])).toBe(false);
    expect(hasPermission('user:view', permissions, [])).toBe(false);
  });

  it('matches a permission by entry id (spec 5: by id or string)', () => {
    expect(hasPermission('form', permissions, [])).toBe(true);
    expect(hasPermission('sys:user', permissions, [])).toBe(true);
  });

  it("holds a permission that any role's operation list contains in full", () => {
    expect(hasPermission('terminal:monitor:view', [], roles)).toBe(true);
    expect(hasPermission('res:material:upload', permissions, roles)).toBe(true);
    expect(hasPermission('terminal:monitor:edit', [], roles)).toBe(false);
  });

  it("holds a permission whose operation a role's list contains (spec 6)", () => {
    expect(hasPermission('check:program:review', [], roles)).toBe(true);
    expect(hasPermission('check:program:view', [], roles)).toBe(false);
  });

  it('holds nothing without permissions and roles', () => {
    expect(hasPermission('sys:user:view', [], [])).toBe(false);
  });
});

describe('hasRole', () => {
  it('matches one role or any of a list, by role id', () => {
    expect(hasRole('operator', roles)).toBe(true);
    expect(hasRole(['manager', 'auditor'], roles)).toBe(true);
    expect(hasRole(['manager', 'admin'], roles)).toBe(false);
    expect(hasRole([], roles)).toBe(false);
    expect(hasRole('operator', [])).toBe(false);
  });
});

describe('passes', () => {
  it('lets an entry without authority through', () => {
    expect(passes(undefined, [], [])).toBe(true);
  });

  it('checks a string authority as a permission', () => {
    expect(passes('sys:user:view', permissions, roles)).toBe(true);
    expect(passes('sys:user:delete', permissions, roles)).toBe(false);
    expect(passes('*', [], [])).toBe(true);
  });

  it('passes the object form on the permission or on the role', () => {
    expect(passes({ permission: 'sys:user:view', role: 'manager' }, permissions, roles)).toBe(true);
    expect(passes({ permission: 'sys:role:view', role: 'auditor' }, permissions, roles)).toBe(true);
    expect(passes({ permission: 'sys:role:view', role: ['manager', 'operator'] }, permissions, roles)).toBe(true);
    expect(passes({ permission: 'sys:role:view', role: 'manager' }, permissions, roles)).toBe(false);
  });

  it('checks an object with only a role or only a permission on that alone', () => {
    expect(passes({ role: 'operator' }, [], roles)).toBe(true);
    expect(passes({ role: 'manager' }, permissions, roles)).toBe(false);
    expect(passes({ permission: 'sys:user:edit' }, permissions, [])).toBe(true);
    expect(passes({ permission: '*' }, [], [])).toBe(true);
  });

  it('refuses an object that names neither permission nor role', () => {
    expect(passes({}, permissions, roles)).toBe(false);
  });
});

describe('hasAuthority', () => {
  it('needs the route and every parent to pass', () => {
    expect(hasAuthority({ authority: 'sys:user:view', pAuthorities: ['*'] }, permissions, roles)).toBe(true);
    expect(hasAuthority({ authority: 'sys:user:view', pAuthorities: ['*', 'sys:menu:view'] }, permissions, roles)).toBe(
      false,
    );
    expect(hasAuthority({ authority: 'sys:user:delete', pAuthorities: ['*'] }, permissions, roles)).toBe(false);
  });

  it('accepts mixed authority forms along the chain', () => {
    const route = { authority: 'terminal:monitor:view', pAuthorities: [{ role: 'operator' }, 'sys:user:view'] };
    expect(hasAuthority(route, permissions, roles)).toBe(true);
    expect(hasAuthority(route, permissions, [])).toBe(false);
  });

  it('opens a route without any authority', () => {
    expect(hasAuthority({}, [], [])).toBe(true);
    expect(hasAuthority({ pAuthorities: [] }, [], [])).toBe(true);
  });
});
