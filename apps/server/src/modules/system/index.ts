import type { ServerModule } from '../../platform/module.js';
import { systemRoutes } from './routes.js';
import { systemService, type SystemService } from './service.js';

declare module '../../platform/module.js' {
  interface Services {
    /** First start (the platform office and its administrator) and the login key. */
    system: SystemService;
  }
}

/** The system's first start and the RSA login key. */
export const systemModule: ServerModule = {
  name: 'system',
  services: (p, s) => ({ system: systemService(p.db.kysely, s.passwords, s.audit) }),
  routes: (s) => systemRoutes(s.system),
  seed: (trx, s) => s.system.ensureKey(trx),
};
