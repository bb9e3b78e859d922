import type { RouteEntry } from '@apm/contract';
import { useMemo } from 'react';
import { visibleMenu } from '../../access/routes';
import { useSession } from '../../session/SessionContext';

/** The menu the signed-in user sees: the /routes tree without invisible or forbidden entries (spec 5). */
export function useVisibleMenu(): RouteEntry[] {
  const { user, routes } = useSession();
  return useMemo(() => visibleMenu(routes, user.permissions, user.roles), [routes, user]);
}
