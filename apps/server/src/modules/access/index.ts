import type { ServerModule } from '../../platform/module.js';
import { menuManagement, type MenuManagement } from './menus.js';
import { accessRoutes } from './routes.js';
import { accessService, type AccessService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Who holds which permission; the route tree of the console. */
    access: AccessService;
    /** Menu management: administrators' changes to the catalogue, custom buttons and links. */
    menus: MenuManagement;
  }
}

/** Access: the menu and permission catalogue, grants, the console's route tree, menu management. */
export const accessModule: ServerModule = {
  name: 'access',
  tables,
  services: (p, s) => ({ access: accessService(p.db.kysely, p.bus), menus: menuManagement(p.db.kysely, s.audit) }),
  routes: (s) => accessRoutes(s.access, s.menus),
  seed: (trx, s) => s.access.seed(trx),
};
