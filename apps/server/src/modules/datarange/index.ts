import type { ServerModule } from '../../platform/module.js';
import { dataRangeRoutes } from './routes.js';
import { dataRangeService, type DataRangeService } from './service.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Users' chosen default data range (updateDefDataRange). */
    dataRanges: DataRangeService;
  }
}

/** The data range a user works in: their office's subtree, or an office in it they chose. */
export const dataRangeModule: ServerModule = {
  name: 'datarange',
  services: (p, s) => ({ dataRanges: dataRangeService(p.db.kysely, s.audit) }),
  routes: (s) => dataRangeRoutes(s.dataRanges),
};
