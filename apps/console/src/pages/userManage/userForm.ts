import { type InputOf, type RoleItem, type userApi, type UserListItem } from '@apm/contract';
import { roleName } from '../../access/roleName';

/** What POST /a/api/user/save takes. */
export type UserSaveInput = InputOf<typeof userApi.save>;

export type UserStatus = UserListItem['status'];

/** The drawer's values. The password fields exist only when creating. */
export interface UserFormValues {
  loginName: string;
  name: string;
  officeId: string;
  email: string;
  phone: string;
  status: UserStatus;
  roleIds: string[];
  password?: string;
  confirmPassword?: string;
}

/** The fields of the drawer the server may name in its field errors. */
export const USER_FORM_FIELDS = [
  'loginName',
  'name',
  'officeId',
  'email',
  'phone',
  'status',
  'roleIds',
  'password',
] as const;

/** The drawer's values for a user as listed. */
export function toFormValues(u: UserListItem): UserFormValues {
  return {
    loginName: u.loginName,
    name: u.name,
    officeId: u.officeId,
    email: u.email,
    phone: u.phone,
    status: u.status,
    roleIds: [...u.roleIds],
  };
}

/**
 * The form parameters of POST /a/api/user/save. An edit sends every field, because the server
 * replaces the user's fields and roles with what it gets (roles as comma-joined ids). A password
 * goes only with a new user or a reset; an edit without one keeps the current password.
 */
export function toSaveParams(v: UserFormValues, id?: string, password?: string): UserSaveInput {
  return {
    id,
    officeId: v.officeId,
    loginName: v.loginName.trim(),
    name: v.name.trim(),
    email: (v.email ?? '').trim(),
    phone: (v.phone ?? '').trim(),
    status: v.status,
    roleIds: v.roleIds.join(','),
    password: id ? password : v.password,
  };
}

/** A listed user with another status (enable/disable) or a new password (reset), all else as it is. */
export function changedUser(u: UserListItem, change: { status?: UserStatus; password?: string }): UserSaveInput {
  return toSaveParams({ ...toFormValues(u), status: change.status ?? u.status }, u.id, change.password);
}

/** Translates built-in roles that still carry their built-in name; a renamed or custom role keeps its name. */
export const roleLabel = (
  role: Pick<RoleItem, 'code' | 'name' | 'builtIn'>,
  translate: (key: string) => string | undefined,
): string => roleName(role, translate);

/** The role names of a listed user, translated where the role is one the caller knows as built in. */
export function rowRoleLabels(
  u: Pick<UserListItem, 'roleIds' | 'roleNames'>,
  known: readonly RoleItem[],
  translate: (key: string) => string | undefined,
): string[] {
  return u.roleIds.map((id, i) => {
    const role = known.find((r) => r.id === id);
    return role ? roleLabel(role, translate) : (u.roleNames[i] ?? id);
  });
}

/** Roles a user has that the caller may not grant: while there are any, the server refuses every save of that user. */
export function ungrantable<R extends { id: string }>(current: readonly R[], assignable: readonly RoleItem[]): R[] {
  return current.filter((r) => !assignable.some((a) => a.id === r.id));
}
