import type { ServerModule } from '../../platform/module.js';
import { announcementRoutes } from './routes.js';
import { announcementService, type AnnouncementService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    announcements: AnnouncementService;
  }
}

/** Announcements: one per office, shown to everyone below it while its window is open. */
export const announcementModule: ServerModule = {
  name: 'announcement',
  tables,
  services: (p, s) => ({ announcements: announcementService(p.db.kysely, s.audit) }),
  routes: (s) => announcementRoutes(s.announcements),
};
