import { brandApi as api } from '@apm/contract';
import { route } from '../../platform/http/route.js';
import type { BrandService } from './service.js';

/** The brand of the host the console is opened on. */
export function brandRoutes(brands: BrandService) {
  return [route(api.brand, async (req) => ({ jsonObject: await brands.brandFor(req.headers.host) }))];
}
