import { accessApi, userApi } from '@apm/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { USER_KEY, routesKey } from './keys';
import { readRoutes, readUser, saveRoutes, saveUser } from './storage';

/**
 * The signed-in user. A remembered copy (local storage) paints at once and is always asked
 * for again; a gone session answers 'logout', which the request layer turns into /logout.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: USER_KEY,
    queryFn: async ({ signal }) => {
      const user = (await call(userApi.getUserInfo, undefined, { signal })).jsonObject;
      saveUser(user);
      return user;
    },
    initialData: readUser,
    initialDataUpdatedAt: 0,
    meta: { quiet: true },
  });
}

/** The route tree of a user, remembered per user like the user itself. */
export function useRoutesTree(userId: string | undefined) {
  return useQuery({
    queryKey: routesKey(userId ?? ''),
    queryFn: async ({ signal }) => {
      const routes = (await call(accessApi.routes, undefined, { signal })).jsonObject;
      if (userId) saveRoutes(userId, routes);
      return routes;
    },
    initialData: () => (userId ? readRoutes(userId) : undefined),
    initialDataUpdatedAt: 0,
    enabled: userId !== undefined,
    meta: { quiet: true },
  });
}
