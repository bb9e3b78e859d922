import type { ServerModule } from '../../platform/module.js';
import { liveHub, type LiveHub } from './hub.js';
import { liveRoutes } from './routes.js';

declare module '../../platform/module.js' {
  interface Services {
    /** The console's live events: what changed in each signed-in caller's range, as server-sent events. */
    live: LiveHub;
  }
}

/** The console's live event stream (GET /a/api/events). */
export const liveModule: ServerModule = {
  name: 'live',
  services: (p) => ({ live: liveHub(p.db.kysely, p.bus, p.log) }),
  routes: (s) => liveRoutes(s.live),
  preClose: (s) => s.live.close(),
};
