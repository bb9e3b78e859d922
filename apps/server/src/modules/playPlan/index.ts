import type { ServerModule } from '../../platform/module.js';
import * as m0025 from './migration.js';
import { planRoutes } from './routes.js';
import { planService, type PlanService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Play plans of offices: programs in order, with when and how long each plays. */
    plans: PlanService;
  }
}

/** Play plans: ordered programs with play modes, windows and priorities (docs/scheduling.md). */
export const playPlanModule: ServerModule = {
  name: 'playPlan',
  tables,
  migrations: [{ name: '0025_play_plans', ...m0025 }],
  services: (p, s) => {
    const plans = planService(p.db.kysely, s.audit, s.programs);
    // A program a plan names is not deleted.
    s.programs.registerUses(async (ex, ids, range) =>
      (await plans.uses(ex, ids, range)).map((u) => ({ ...u, kind: 'plan' as const })),
    );
    return { plans };
  },
  routes: (s) => planRoutes(s.plans),
};
