import type { ServerModule } from '../../platform/module.js';
import { migrations } from './migration.js';
import { providers } from './providers.js';
import { dataSourceRoutes } from './routes.js';
import { dataSourceService, type DataSourceService } from './service.js';
import { DATA_SOURCE_SETTINGS } from './settings.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Weather and exchange rates from the providers of the system settings, kept by the server. */
    dataSources: DataSourceService;
  }
}

/** Data sources of the weather and exchange-rate widgets (docs/api.md, "Data sources"). */
export const dataSourceModule: ServerModule = {
  name: 'dataSource',
  tables,
  migrations,
  settings: DATA_SOURCE_SETTINGS,
  services: (p, s) => ({
    dataSources: dataSourceService(p.db.kysely, { settings: s.settings, providers, log: p.log }),
  }),
  routes: (s) => dataSourceRoutes(s.dataSources),
};
