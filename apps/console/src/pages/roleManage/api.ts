import {
  ErrorCodes,
  grantNode,
  officeNode,
  roleDetail,
  rolePage,
  type DataScope,
  type GrantNode,
  type OfficeNode,
  type RoleDetail,
  type RoleListItem,
  type Page,
} from '@apm/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/ApiError';
import { call, request } from '../../api/request';
import { USER_KEY, routesKey } from '../../session/keys';
import { useSession } from '../../session/SessionContext';

/** The permissions of the page and its buttons (menu catalogue: roleManage). */
export const ROLE_VIEW = 'sys:role:view';
export const ROLE_EDIT = 'sys:role:edit';
export const ROLE_DELETE = 'sys:role:delete';

export interface RoleQuery {
  pageNo: number;
  pageSize: number;
  keyword: string;
}

export interface RoleValues {
  id?: string;
  name: string;
  code: string;
  officeId: string;
  dataScope: DataScope;
  remarks: string;
  menuIds: string[];
}

/** Query keys, under the session (signing out forgets them) and per user. */
export const roleKeys = {
  all: (userId: string) => ['session', 'roles', userId] as const,
  page: (userId: string, q: RoleQuery) => ['session', 'roles', userId, 'page', q] as const,
  detail: (userId: string, id: string) => ['session', 'roles', userId, 'detail', id] as const,
  grantTree: (userId: string) => ['session', 'roles', userId, 'grantTree'] as const,
  offices: (userId: string) => ['session', 'roles', userId, 'offices'] as const,
};

/** GET /a/api/role/list: a page of the roles of the caller's range. */
export async function fetchRoles(q: RoleQuery, signal?: AbortSignal): Promise<Page<RoleListItem>> {
  const envelope = await request('/a/api/role/list', { params: { ...q }, signal });
  const parsed = rolePage.safeParse(envelope.data);
  if (parsed.success) return parsed.data;
  console.error('Unexpected answer from /a/api/role/list', parsed.error);
  throw new ApiError(ErrorCodes.INTERNAL.code, ErrorCodes.INTERNAL.text, 200);
}

export const fetchRoleDetail = (id: string, signal?: AbortSignal): Promise<RoleDetail> =>
  call('/a/api/role/detail', { params: { id }, signal }, (v) => roleDetail.parse(v));

export const fetchGrantTree = (signal?: AbortSignal): Promise<GrantNode[]> =>
  call('/a/api/role/menuTree', { signal }, (v) => grantNode.array().parse(v));

/** GET /a/api/role/officeTree: one level of the offices a role may belong to. */
export const fetchRoleOffices = (parentId: string | undefined, signal?: AbortSignal): Promise<OfficeNode[]> =>
  call('/a/api/role/officeTree', { params: { id: parentId }, signal }, (v) => officeNode.array().parse(v));

export const saveRole = (v: RoleValues): Promise<{ id: string }> =>
  call(
    '/a/api/role/save',
    { method: 'POST', params: { ...v, id: v.id, menuIds: v.menuIds.join(',') } },
    (x) => x as { id: string },
  );

export const deleteRole = (id: string) => request('/a/api/role/delete', { method: 'POST', params: { id } });

export function useRolePage(q: RoleQuery) {
  const { user } = useSession();
  return useQuery({
    queryKey: roleKeys.page(user.id, q),
    queryFn: ({ signal }) => fetchRoles(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRoleDetail(id: string | undefined) {
  const { user } = useSession();
  return useQuery({
    queryKey: roleKeys.detail(user.id, id ?? ''),
    queryFn: ({ signal }) => fetchRoleDetail(id!, signal),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

export function useGrantTree() {
  const { user } = useSession();
  return useQuery({ queryKey: roleKeys.grantTree(user.id), queryFn: ({ signal }) => fetchGrantTree(signal) });
}

/** After a change the lists and details are asked again. */
function useRefreshRoles() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roleKeys.all(user.id) }),
      // The signed-in user may hold the role changed: their permissions and menu are asked again.
      queryClient.invalidateQueries({ queryKey: USER_KEY }),
      queryClient.invalidateQueries({ queryKey: routesKey(user.id) }),
    ]);
}

/** Saves a role; field errors are shown on the form, so they get no toast. */
export function useSaveRole() {
  const refresh = useRefreshRoles();
  return useMutation({ mutationFn: saveRole, onSuccess: refresh, meta: { quiet: true } });
}

/** Deletes a role; a refusal (held by users) is explained by the page. */
export function useDeleteRole() {
  const refresh = useRefreshRoles();
  return useMutation({ mutationFn: deleteRole, onSuccess: refresh, meta: { quiet: true } });
}
