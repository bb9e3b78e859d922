import type { ServerModule } from '../../platform/module.js';
import * as m0027 from './migration.js';
import { messageRoutes } from './routes.js';
import { messageService, type MessageService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Messages of offices: texts shown over programs, and emergency messages. */
    messages: MessageService;
  }
}

/** Messages: texts shown over the programs of terminals, or over everything in an emergency. */
export const messageModule: ServerModule = {
  name: 'message',
  tables,
  migrations: [{ name: '0027_messages', ...m0027 }],
  services: (p, s) => ({ messages: messageService(p.db.kysely, s.audit, s.access) }),
  routes: (s) => messageRoutes(s.messages),
};
