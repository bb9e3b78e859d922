import { userApi, type InputOf, type Permission } from '@apm/contract';
import { call } from '../../api/client';
import { useCall, useChange, useList } from '../../api/hooks';

/** The permissions of the page and its buttons (menu catalogue: userManage). */
export const USER_VIEW: Permission = 'sys:user:view';
export const USER_EDIT: Permission = 'sys:user:edit';
export const USER_DELETE: Permission = 'sys:user:delete';
export const USER_RESET_PASSWORD: Permission = 'sys:user:resetPwd';

export type UserQuery = InputOf<typeof userApi.usereList>;

/** Whether an e-mail or phone belongs to another user than `id`. */
export const checkContact = async (v: { id?: string; email?: string; phone?: string }) =>
  (await call(userApi.checkPhoneOrEmail, v)).jsonObject;

/** A page of the users of the caller's range. */
export const useUserPage = (q: UserQuery) =>
  useList(userApi.usereList, { ...q, name: q.name || undefined, loginName: q.loginName || undefined });

/**
 * The roles the caller may grant, to a user of `officeId` (custom roles are offered only in their
 * office's subtree), or anywhere in the range.
 */
export function useAssignableRoles(officeId?: string) {
  const answer = useCall(userApi.allRoleList, { officeId }, { staleTime: 60_000 });
  return { ...answer, data: answer.data?.jsonObject };
}

/** A user's current roles, asked afresh each time the edit drawer opens. */
export function useRolesOf(userId: string | undefined) {
  const answer = useCall(
    userApi.roleListByUserId,
    { userId: userId ?? '' },
    { enabled: userId !== undefined, staleTime: 0 },
  );
  return { ...answer, data: answer.data?.jsonObject };
}

// The office figures (tag office) count users: a change of users makes them stale.

/** Saves a user. `quiet`: the drawer or dialog shows the failures itself (on the fields where they belong). */
export function useSaveUser(quiet = true) {
  return useChange(userApi.save, { quiet, refresh: ['office'] });
}

export function useDeleteUsers() {
  return useChange(userApi.delete, { refresh: ['office'] });
}
