import type { JobHandler } from '../../platform/jobs/index.js';
import type { ServerModule } from '../../platform/module.js';
import { migrations } from './migration.js';
import { pruneWidgetEvents, WIDGET_EVENT_PRUNE_JOB } from './prune-job.js';
import { statisticsService, type StatisticsService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Widget events reported by terminals (uses and clicks), for the statistics calls. */
    statistics: StatisticsService;
  }
}

/**
 * Statistics: the widget events terminals report (docs/terminal-protocol.md, "Widget events"),
 * stored through the terminal module's `terminalEvents` and pruned daily past 400 days.
 */
export const statisticsModule: ServerModule = {
  name: 'statistics',
  tables,
  migrations,
  jobs: [
    {
      kind: WIDGET_EVENT_PRUNE_JOB,
      options: () => ({ concurrency: 1, maxAttempts: 2, backoffMs: 60_000, keepMs: 3_600_000 }),
      handler: pruneWidgetEvents as JobHandler,
    },
  ],
  services: (p) => {
    const statistics = statisticsService({ db: p.db.kysely, jobs: p.jobs, bus: p.bus, log: p.log });
    return { statistics, terminalEvents: statistics.events };
  },
  seed: async (trx, s) => {
    await s.statistics.schedulePrune(trx);
  },
};
