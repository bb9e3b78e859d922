import type { ServerModule } from '../../platform/module.js';
import { domainRepo } from '../customer/domain-repo.js';
import { brandRoutes } from './routes.js';
import { brandService, type BrandService } from './service.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Brands by host name; `registrationFor(host)` says where self-registration on a host goes. */
    brands: BrandService;
  }
}

/** Brands: the built-in brand, the brands file, and customers' brands by their host names. */
export const brandModule: ServerModule = {
  name: 'brand',
  services: (p) => ({
    brands: brandService({
      brandsFile: p.config.brandsFile,
      customerOfHost: (host) => domainRepo(p.db.kysely).ownerOfHost(host),
    }),
  }),
  routes: (s) => brandRoutes(s.brands),
};
