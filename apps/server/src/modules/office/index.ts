import type { ServerModule } from '../../platform/module.js';
import { agentRoutes } from './agent-routes.js';
import { agentService, type AgentService } from './agents.js';
import { officeRoutes } from './routes.js';
import { officeService, type OfficeService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** The office tree (institutions). */
    offices: OfficeService;
    /** Agents: offices opened as resellers. */
    agents: AgentService;
  }
}

/** Offices: the institution tree, and agents. */
export const officeModule: ServerModule = {
  name: 'office',
  tables,
  services: (p, s) => ({
    offices: officeService(p.db.kysely, s.audit, p.officeCounters),
    agents: agentService(p.db.kysely, s.passwords, s.audit),
  }),
  routes: (s) => [...officeRoutes(s.offices), ...agentRoutes(s.agents)],
};
