import {
  contactTaken,
  ErrorCodes,
  roleItem,
  userListPage,
  type ContactTaken,
  type RoleItem,
  type UserListQuery,
} from '@apm/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/ApiError';
import { call, request, type Params } from '../../api/request';
import { useSession } from '../../session/SessionContext';
import { officeKeys } from '../officeManage/api';

/** The permissions of the page and its buttons (menu catalogue: userManage). */
export const USER_VIEW = 'sys:user:view';
export const USER_EDIT = 'sys:user:edit';
export const USER_DELETE = 'sys:user:delete';
export const USER_RESET_PASSWORD = 'sys:user:resetPwd';

export type UserQuery = Pick<UserListQuery, 'pageNo' | 'pageSize' | 'officeId' | 'name' | 'loginName' | 'status'>;

/** Query keys: under the session (signing out forgets them), per user. */
export const userKeys = {
  all: (userId: string) => ['session', 'users', userId] as const,
  pages: (userId: string) => ['session', 'users', userId, 'page'] as const,
  page: (userId: string, q: UserQuery) => ['session', 'users', userId, 'page', q] as const,
  assignable: (userId: string, officeId: string) => ['session', 'users', userId, 'assignableRoles', officeId] as const,
  rolesOf: (userId: string, of: string) => ['session', 'users', userId, 'rolesOf', of] as const,
};

/** GET /a/api/user/usereList: a page of the users of the caller's range. */
export async function fetchUsers(q: UserQuery, signal?: AbortSignal) {
  const envelope = await request('/a/api/user/usereList', {
    params: { ...q, name: q.name || undefined, loginName: q.loginName || undefined },
    signal,
  });
  const parsed = userListPage.safeParse(envelope.data);
  if (parsed.success) return parsed.data;
  console.error('Unexpected answer from /a/api/user/usereList', parsed.error);
  throw new ApiError(ErrorCodes.INTERNAL.code, ErrorCodes.INTERNAL.text, 200);
}

const roles = (v: unknown): RoleItem[] => roleItem.array().parse(v);

/**
 * GET /a/api/user/allRoleList: the roles the caller may grant, to a user of `officeId` (custom roles
 * are offered only in their office's subtree), or anywhere in the range.
 */
export const fetchAssignableRoles = (officeId?: string, signal?: AbortSignal) =>
  call('/a/api/user/allRoleList', { params: { officeId }, signal }, roles);

/** GET /a/api/user/roleListByUserId: the roles a user has now. */
export const fetchRolesOf = (userId: string, signal?: AbortSignal) =>
  call('/a/api/user/roleListByUserId', { params: { userId }, signal }, roles);

/** POST /a/api/user/save: creates (no id) or edits a user; answers the id. */
export const saveUser = (params: Params): Promise<{ id: string }> =>
  call('/a/api/user/save', { method: 'POST', params }, (v) => v as { id: string });

/** POST /a/api/user/delete: deletes users of the range (never the caller). */
export const deleteUsers = (ids: readonly string[]): Promise<void> =>
  request('/a/api/user/delete', { method: 'POST', params: { ids: ids.join(',') } }).then(() => undefined);

/** POST /a/api/user/checkPhoneOrEmail: whether an e-mail or phone belongs to another user than `id`. */
export const checkContact = (v: { id?: string; email?: string; phone?: string }): Promise<ContactTaken> =>
  call('/a/api/user/checkPhoneOrEmail', { method: 'POST', params: v }, (x) => contactTaken.parse(x));

/** A page of users; the previous page stays on screen while the next loads. */
export function useUserPage(q: UserQuery) {
  const { user } = useSession();
  return useQuery({
    queryKey: userKeys.page(user.id, q),
    queryFn: ({ signal }) => fetchUsers(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAssignableRoles(officeId?: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: userKeys.assignable(user.id, officeId ?? ''),
    queryFn: ({ signal }) => fetchAssignableRoles(officeId, signal),
    staleTime: 60_000,
  });
}

/** A user's current roles, asked afresh each time the edit drawer opens. */
export function useRolesOf(userId: string | undefined) {
  const { user } = useSession();
  return useQuery({
    queryKey: userKeys.rolesOf(user.id, userId ?? ''),
    queryFn: ({ signal }) => fetchRolesOf(userId!, signal),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

/**
 * After a change: the user lists, a user's roles, and the office figures (they count users). Not
 * awaited, so the drawer or dialog closes at once while the lists are asked again.
 */
function useRefreshUsers() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: userKeys.all(user.id) });
    void queryClient.invalidateQueries({ queryKey: officeKeys.figures(user.id) });
  };
}

/** Saves a user. `quiet`: the drawer or dialog shows the failures itself (on the fields where they belong). */
export function useSaveUser(quiet = true) {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: saveUser, onSuccess: refresh, meta: { quiet } });
}

export function useDeleteUsers() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: deleteUsers, onSuccess: refresh });
}
