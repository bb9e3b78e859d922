import type { ServerModule } from '../../platform/module.js';
import { sessionRoutes } from './routes.js';
import { secondStepRoutes } from './second-step-routes.js';
import { sessionService, type SessionService } from './service.js';
import { signInSteps } from './sign-in-steps.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Sign-in (captcha, failures, second step), sessions, single sign-on. */
    sessions: SessionService;
  }
}

/** Sessions: sign-in and sign-out, the captcha, the second step, single sign-on. */
export const sessionModule: ServerModule = {
  name: 'session',
  tables,
  services: (p, s) => ({
    sessions: sessionService(
      p.db.kysely,
      s.system,
      s.audit,
      signInSteps({ settings: s.settings, verification: s.verification, passwords: s.passwords }),
      p.bus,
      s.sharedCache,
    ),
  }),
  routes: (s) => [...sessionRoutes(s.sessions, s.users), ...secondStepRoutes(s.sessions, s.settings, s.verification)],
};
