import { loginState, routeEntry, userInfo, type LoginRequest, type RouteEntry, type UserInfo } from '@apm/contract';
import { call, request } from './request';

/** POST /a/login: sets the session cookie and answers the user. */
export const login = (req: LoginRequest): Promise<UserInfo> =>
  call('/a/login', { method: 'POST', params: { ...req } }, (v) => userInfo.parse(v));

/** POST /a/logout: ends the session. */
export const logout = async (): Promise<void> => {
  await request('/a/logout', { method: 'POST' });
};

/** POST /f/common/checkIslogin: whether the browser holds a live session. */
export const checkIsLogin = (signal?: AbortSignal): Promise<boolean> =>
  call('/f/common/checkIslogin', { method: 'POST', signal }, (v) => loginState.parse(v).isLogin);

/** GET /a/api/user/getUserInfo: the signed-in user with permissions and roles. */
export const fetchUserInfo = (signal?: AbortSignal): Promise<UserInfo> =>
  call('/a/api/user/getUserInfo', { signal }, (v) => userInfo.parse(v));

/** GET /routes: the tree of pages the user may open; the menu is built from it. */
export const fetchRoutes = (signal?: AbortSignal): Promise<RouteEntry[]> =>
  call('/routes', { signal }, (v) => routeEntry.array().parse(v));

/** GET /mini/tokenVerifyLogin: signs in with a one-time single-sign-on token. */
export const tokenVerifyLogin = (token: string): Promise<UserInfo> =>
  call('/mini/tokenVerifyLogin', { params: { token } }, (v) => userInfo.parse(v));
