import { sharedLevels, type SharedLevels } from '../../platform/auth/shared-level.js';
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
    /** The Redis level under the caches of sessions, grants and user info (none without REDIS_URL). */
    sharedCache: SharedLevels;
  }
}

/** Access: the menu and permission catalogue, grants, the console's route tree, menu management. */
export const accessModule: ServerModule = {
  name: 'access',
  tables,
  services: (p, s) => {
    // One connection for the caches of this module, of sessions and of users.
    const sharedCache = sharedLevels(p.config.redisUrl, p.log);
    return {
      sharedCache,
      access: accessService(p.db.kysely, p.bus, sharedCache),
      menus: menuManagement(p.db.kysely, s.audit),
    };
  },
  routes: (s) => accessRoutes(s.access, s.menus),
  seed: (trx, s) => s.access.seed(trx),
  preClose: (s) => s.sharedCache.close(),
};
