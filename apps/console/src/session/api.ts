import { sessionApi, systemApi, type LoginRequest, type UserInfo } from '@apm/contract';
import { call } from '../api/client';
import { useCall } from '../api/hooks';

/** Signs in: sets the session cookie and answers the user. */
export const login = async (req: LoginRequest): Promise<UserInfo> => (await call(sessionApi.login, req)).jsonObject;

/** Ends the session. */
export const logout = async (): Promise<void> => {
  await call(sessionApi.logout);
};

/** Signs in with a one-time single-sign-on token. */
export const tokenVerifyLogin = async (token: string): Promise<UserInfo> =>
  (await call(sessionApi.tokenVerifyLogin, { token })).jsonObject;

/** Whether the browser holds a live session; asked afresh each time (failures are the caller's to show). */
export function useIsLogin() {
  const answer = useCall(sessionApi.checkIslogin, undefined, { staleTime: 0, quiet: true });
  return { ...answer, data: answer.data?.jsonObject.isLogin };
}

/**
 * Whether the system is initialised (the isSysInit answer, see isInitialisedAnswer), asked afresh
 * each time: the sign-in page and the first start send the user to each other on it. Its failures
 * are shown by the page.
 */
export function useSysInitState() {
  const answer = useCall(systemApi.isSysInit, undefined, { staleTime: 0, quiet: true });
  return { ...answer, data: answer.data?.jsonObject };
}
