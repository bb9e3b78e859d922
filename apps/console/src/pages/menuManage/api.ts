import { accessApi, type InputOf, type MenuIcon, type Permission } from '@apm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCall, useChange } from '../../api/hooks';
import { USER_KEY, routesKey } from '../../session/keys';
import { useSession } from '../../session/SessionContext';

/** The permissions of the page and its buttons (menu catalogue: menuManage). */
export const MENU_VIEW: Permission = 'sys:menu:view';
export const MENU_EDIT: Permission = 'sys:menu:edit';
export const MENU_DELETE: Permission = 'sys:menu:delete';

/** An entry as the forms edit it (see the contract's menuSave). */
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

/** What the save call takes: the switch as '1' or '0'. */
export const menuInput = (v: MenuValues): InputOf<typeof accessApi.save> => ({
  ...v,
  // The form offers only MENU_ICONS and the server keeps only those: a stored icon is one of them.
  icon: v.icon as MenuIcon | '',
  invisible: v.invisible ? '1' : '0',
});

export function useMenuTree() {
  const answer = useCall(accessApi.tree, undefined, { staleTime: 0 });
  return { ...answer, data: answer.data?.jsonObject };
}

/** After a change the user's own menu and permissions are asked again (a new button may be theirs). */
function useSessionStale() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: routesKey(user.id) });
    void queryClient.invalidateQueries({ queryKey: USER_KEY });
  };
}

/** Saves an entry; field errors are shown on the form, so they get no toast. */
export const useSaveMenu = () => useChange(accessApi.save, { quiet: true, onSuccess: useSessionStale() });

export const useResetMenu = () => useChange(accessApi.reset, { onSuccess: useSessionStale() });

export const useDeleteMenu = () => useChange(accessApi.delete, { onSuccess: useSessionStale() });
