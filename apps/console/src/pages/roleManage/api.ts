import { roleApi, type DataScope, type OfficeNode, type Permission, type RoleDetail } from '@apm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { callKey, useCall, useChange, useList } from '../../api/hooks';
import { USER_KEY, routesKey } from '../../session/keys';
import { useSession } from '../../session/SessionContext';

/** The permissions of the page and its buttons (menu catalogue: roleManage). */
export const ROLE_VIEW: Permission = 'sys:role:view';
export const ROLE_EDIT: Permission = 'sys:role:edit';
export const ROLE_DELETE: Permission = 'sys:role:delete';

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

export const fetchRoleDetail = async (id: string): Promise<RoleDetail> =>
  (await call(roleApi.detail, { id })).jsonObject;

/** One level of the offices a role may belong to. */
export const fetchRoleOffices = async (parentId: string | undefined, signal?: AbortSignal): Promise<OfficeNode[]> =>
  (await call(roleApi.officeTree, { id: parentId }, { signal })).jsonObject;

/** The key under which the office choice keeps its levels (refreshed with the roles). */
export const roleOfficesKey = (userId: string) => callKey(userId, roleApi.officeTree);

export const useRolePage = (q: RoleQuery) => useList(roleApi.list, q);

export function useRoleDetail(id: string | undefined) {
  const answer = useCall(roleApi.detail, { id: id ?? '' }, { enabled: id !== undefined, staleTime: 0 });
  return { ...answer, data: answer.data?.jsonObject };
}

export function useGrantTree() {
  const answer = useCall(roleApi.menuTree);
  return { ...answer, data: answer.data?.jsonObject };
}

/** The signed-in user may hold the role changed: their permissions and menu are asked again. */
function useSessionStale() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: USER_KEY });
    void queryClient.invalidateQueries({ queryKey: routesKey(user.id) });
  };
}

/** Saves a role (menu ids comma-joined); field errors are shown on the form, so they get no toast. */
export const useSaveRole = () => useChange(roleApi.save, { quiet: true, onSuccess: useSessionStale() });

/** Deletes a role; a refusal (held by users) is explained by the page. */
export const useDeleteRole = () => useChange(roleApi.delete, { quiet: true, onSuccess: useSessionStale() });
