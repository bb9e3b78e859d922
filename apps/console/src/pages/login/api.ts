import { loginFailure, systemApi, type UserInfo } from '@apm/contract';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/ApiError';
import { call } from '../../api/client';
import { callKey } from '../../api/hooks';
import { login } from '../../session/api';

/** Whether landing encryption is on, and the key: asked once (again after the server refused an encryption). */
export const publishKeyQuery = queryOptions({
  queryKey: callKey(undefined, systemApi.getPublishKey),
  queryFn: ({ signal }) => call(systemApi.getPublishKey, undefined, { signal }),
  staleTime: Infinity,
  meta: { quiet: true },
});

export interface LoginValues {
  username: string;
  password: string;
  validateCode?: string;
  /** The second step's code, when sign-in asks for one. */
  verificationCode?: string;
}

/**
 * User name and password as the server wants them: with landing encryption on, each encrypted
 * with the server's key. The encryption code loads only when needed.
 */
export async function credentials(
  queryClient: QueryClient,
  values: Pick<LoginValues, 'username' | 'password'>,
): Promise<{ username: string; password: string }> {
  const key = (await queryClient.fetchQuery(publishKeyQuery)).jsonObject;
  const username = values.username.trim();
  if (!key.landingEncryption) return { username, password: values.password };
  const { encryptField } = await import('../../api/encrypt');
  return {
    username: encryptField(username, key.publicKeyJson),
    password: encryptField(values.password, key.publicKeyJson),
  };
}

/** Signs in (encrypting the credentials when the server asks for it). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: LoginValues): Promise<UserInfo> =>
      login({
        ...(await credentials(queryClient, values)),
        validateCode: values.validateCode?.trim() ?? '',
        verificationCode: values.verificationCode?.trim() ?? '',
      }),
    meta: { quiet: true },
  });
}

/** Whether a failed sign-in says the next attempt must answer the captcha. */
export function needsCaptcha(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  const parsed = loginFailure.safeParse(err.jsonObject);
  return parsed.success && parsed.data.needCaptcha;
}
