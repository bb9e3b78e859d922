import { routeEntry, userInfo, type RouteEntry, type UserInfo } from '@apm/contract';
import { call } from './request';

/** GET /a/api/user/getUserInfo: the signed-in user with permissions and roles. */
export const fetchUserInfo = (signal?: AbortSignal): Promise<UserInfo> =>
  call('/a/api/user/getUserInfo', { signal }, (v) => userInfo.parse(v));

/** GET /routes: the tree of pages the user may open; the menu is built from it. */
export const fetchRoutes = (signal?: AbortSignal): Promise<RouteEntry[]> =>
  call('/routes', { signal }, (v) => routeEntry.array().parse(v));
