import { sessionApi } from '@apm/contract';
import { call } from '../../api/client';

/** A one-time token that signs the current user in to the "4.0" product. */
export const fetchSsoToken = async (): Promise<string> => (await call(sessionApi.getUserTokenCode)).jsonObject.token;
