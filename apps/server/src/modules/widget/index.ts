import type { ServerModule } from '../../platform/module.js';
import * as m0024 from './migration.js';
import { widgetRoutes } from './routes.js';
import { widgetService, type WidgetService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** The widget catalogue and the offices' lists of kinds. */
    widgets: WidgetService;
  }
}

/** Widget management: which widget kinds the program editor offers each office, and their default sizes. */
export const widgetModule: ServerModule = {
  name: 'widget',
  tables,
  migrations: [{ name: '0024_widget_catalogue', ...m0024 }],
  services: (p, s) => ({ widgets: widgetService(p.db.kysely, s.audit) }),
  routes: (s) => widgetRoutes(s.widgets),
};
