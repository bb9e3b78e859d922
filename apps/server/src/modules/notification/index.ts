import type { ServerModule } from '../../platform/module.js';
import { notificationRoutes } from './routes.js';
import { notificationService, type NotificationService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Other modules notify users through `notifications.notify`. */
    notifications: NotificationService;
  }
}

/** Notices to users: the bell and the notifications page. */
export const notificationModule: ServerModule = {
  name: 'notification',
  tables,
  services: (p, s) => ({ notifications: notificationService(p.db.kysely, s.audit) }),
  routes: (s) => notificationRoutes(s.notifications),
};
