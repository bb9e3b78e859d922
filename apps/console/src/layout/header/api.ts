import { call } from '../../api/request';

/** GET /userVerification/getUserTokenCode: a one-time token that signs the current user in to the "4.0" product. */
export const fetchSsoToken = (): Promise<string> =>
  call('/userVerification/getUserTokenCode', {}, (v) => {
    const token = (v as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || token === '') throw new Error('no token');
    return token;
  });
