import type { ServerModule } from '../../platform/module.js';
import { roleRepo } from './repo.js';
import { roleRoutes } from './routes.js';
import { roleService, type RoleService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Role management (custom roles of offices, no escalation). */
    roles: RoleService;
  }
}

/** Roles: built-in and custom roles, their grants and holders. */
export const roleModule: ServerModule = {
  name: 'role',
  tables,
  officeCounts: async (db, offices) => ({ roles: await roleRepo(db).countIn(offices) }),
  services: (p, s) => ({ roles: roleService(p.db.kysely, s.access, s.audit) }),
  routes: (s) => roleRoutes(s.roles),
};
