import { brandApi, type Brand } from '@apm/contract';
import { call } from '../api/client';

/** The brand of the host the console is opened on (public). */
export const fetchBrand = async (signal?: AbortSignal): Promise<Brand> =>
  (await call(brandApi.brand, undefined, { signal })).jsonObject;
