import { menuAdminNode, type MenuAdminNode } from '@apm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, request } from '../../api/request';
import { USER_KEY, routesKey } from '../../session/keys';
import { useSession } from '../../session/SessionContext';

/** The permissions of the page and its buttons (menu catalogue: menuManage). */
export const MENU_VIEW = 'sys:menu:view';
export const MENU_EDIT = 'sys:menu:edit';
export const MENU_DELETE = 'sys:menu:delete';

/** What POST /a/sys/menu/save takes (see the contract's menuSave). */
export interface MenuValues {
  id?: string;
  type?: 'button' | 'link';
  parentId?: string;
  name: string;
  icon: string;
  sort: number;
  invisible: boolean;
  permission?: string;
  link?: string;
}

export const menuKeys = {
  tree: (userId: string) => ['session', 'menus', userId, 'tree'] as const,
};

export const fetchMenuTree = (signal?: AbortSignal): Promise<MenuAdminNode[]> =>
  call('/a/sys/menu/tree', { signal }, (v) => menuAdminNode.array().parse(v));

export const saveMenu = (v: MenuValues): Promise<{ id: string }> =>
  call(
    '/a/sys/menu/save',
    { method: 'POST', params: { ...v, invisible: v.invisible ? '1' : '0' } },
    (x) => x as { id: string },
  );

export const resetMenu = (id: string) => request('/a/sys/menu/reset', { method: 'POST', params: { id } });
export const deleteMenu = (id: string) => request('/a/sys/menu/delete', { method: 'POST', params: { id } });

export function useMenuTree() {
  const { user } = useSession();
  return useQuery({ queryKey: menuKeys.tree(user.id), queryFn: ({ signal }) => fetchMenuTree(signal), staleTime: 0 });
}

/** After a change: the tree, and the user's own menu and permissions (a new button may be theirs). */
function useRefresh() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: menuKeys.tree(user.id) }),
      queryClient.invalidateQueries({ queryKey: routesKey(user.id) }),
      queryClient.invalidateQueries({ queryKey: USER_KEY }),
    ]);
}

/** Saves an entry; field errors are shown on the form, so they get no toast. */
export function useSaveMenu() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveMenu, onSuccess: refresh, meta: { quiet: true } });
}

export function useResetMenu() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: resetMenu, onSuccess: refresh });
}

export function useDeleteMenu() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteMenu, onSuccess: refresh });
}
