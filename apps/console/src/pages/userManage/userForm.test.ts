import type { RoleItem, UserListItem } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { changedUser, roleLabel, rowRoleLabels, toFormValues, toSaveParams, ungrantable } from './userForm';

const listed: UserListItem = {
  id: 'u1',
  loginName: 'quay.ops',
  name: 'Quay Operator',
  email: 'ops@harbour.example',
  phone: '',
  officeId: 'o1',
  officeName: 'Quay',
  status: 'active',
  roleIds: ['r-op', 'r-custom'],
  roleNames: ['Operator', 'Night shift'],
  loginDate: null,
  createdAt: 1,
};

const roles: RoleItem[] = [
  { id: 'r-op', code: 'operator', name: 'Operator', builtIn: true },
  { id: 'r-rev', code: 'reviewer', name: 'Content checkers', builtIn: true },
  { id: 'r-custom', code: 'night', name: 'Night shift', builtIn: false },
];
const translate = (key: string) =>
  ({ 'user.roleNames.operator': 'Bediener', 'user.roleNames.reviewer': 'Prüfer' })[key];

describe('toSaveParams', () => {
  it('sends a new user with the password, trimmed texts and comma-joined roles', () => {
    expect(
      toSaveParams({
        loginName: ' quay.ops ',
        name: ' Quay Operator ',
        officeId: 'o1',
        email: ' ops@harbour.example ',
        phone: '',
        status: 'active',
        roleIds: ['r-op', 'r-rev'],
        password: 'Harbour2026',
        confirmPassword: 'Harbour2026',
      }),
    ).toEqual({
      id: undefined,
      officeId: 'o1',
      loginName: 'quay.ops',
      name: 'Quay Operator',
      email: 'ops@harbour.example',
      phone: '',
      status: 'active',
      roleIds: 'r-op,r-rev',
      password: 'Harbour2026',
    });
  });

  it('never sends the password field of an edit, so the password stays', () => {
    const params = toSaveParams({ ...toFormValues(listed), password: 'typed by the browser' }, 'u1');
    expect(params.password).toBeUndefined();
    expect(params).toMatchObject({ id: 'u1', roleIds: 'r-op,r-custom', status: 'active' });
  });
});

describe('changedUser', () => {
  it('keeps every field and role of a user whose status changes', () => {
    expect(changedUser(listed, { status: 'disabled' })).toEqual({
      id: 'u1',
      officeId: 'o1',
      loginName: 'quay.ops',
      name: 'Quay Operator',
      email: 'ops@harbour.example',
      phone: '',
      status: 'disabled',
      roleIds: 'r-op,r-custom',
      password: undefined,
    });
  });

  it('sends the new password of a reset with the user as listed', () => {
    expect(changedUser(listed, { password: 'NewPass2026' })).toMatchObject({
      id: 'u1',
      status: 'active',
      roleIds: 'r-op,r-custom',
      password: 'NewPass2026',
    });
  });
});

describe('role labels', () => {
  it('translates built-in roles under their built-in name only', () => {
    expect(roleLabel(roles[0]!, translate)).toBe('Bediener');
    // An administrator renamed the reviewer role: the name they chose is shown.
    expect(roleLabel(roles[1]!, translate)).toBe('Content checkers');
    expect(roleLabel(roles[2]!, translate)).toBe('Night shift');
    expect(roleLabel({ code: 'admin', name: 'Administrator', builtIn: true }, () => undefined)).toBe('Administrator');
  });

  it('labels a listed user’s roles, falling back to the listed name for roles the caller does not know', () => {
    expect(rowRoleLabels(listed, roles, translate)).toEqual(['Bediener', 'Night shift']);
    expect(rowRoleLabels(listed, [], translate)).toEqual(['Operator', 'Night shift']);
  });
});

describe('ungrantable', () => {
  it('finds the roles of a user that the caller may not grant', () => {
    const admin = { id: 'r-admin', code: 'admin', name: 'Administrator', builtIn: true };
    expect(ungrantable([roles[0]!, admin], roles)).toEqual([admin]);
    expect(ungrantable([roles[0]!], roles)).toEqual([]);
  });
});
