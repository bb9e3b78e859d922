import { loginFailure, type UserInfo } from '@apm/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/ApiError';
import { login } from '../../api/session';
import { fetchPublishKey } from '../../api/system';

export const publishKeyQuery = queryOptions({
  queryKey: ['system', 'publishKey'],
  queryFn: ({ signal }) => fetchPublishKey(signal),
  staleTime: Infinity,
  meta: { quiet: true },
});

export interface LoginValues {
  username: string;
  password: string;
  validateCode?: string;
}

/**
 * Signs in: with landing encryption on, username and password are each encrypted with the
 * server's key first. The encryption code loads only when needed.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: LoginValues): Promise<UserInfo> => {
      const key = await queryClient.fetchQuery(publishKeyQuery);
      let username = values.username.trim();
      let password = values.password;
      if (key.landingEncryption) {
        const { encryptField } = await import('../../api/encrypt');
        username = encryptField(username, key.publicKeyJson);
        password = encryptField(password, key.publicKeyJson);
      }
      return login({ username, password, validateCode: values.validateCode?.trim() ?? '', verificationCode: '' });
    },
    meta: { quiet: true },
  });
}

/** Whether a failed sign-in says the next attempt must answer the captcha. */
export function needsCaptcha(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  const parsed = loginFailure.safeParse(err.jsonObject);
  return parsed.success && parsed.data.needCaptcha;
}
