import { brand, type Brand } from '@apm/contract';
import { call } from '../api/request';

/** GET /f/common/brand (public): the brand of the host the console is opened on. */
export const fetchBrand = (signal?: AbortSignal): Promise<Brand> =>
  call('/f/common/brand', { signal }, (v) => brand.parse(v));
