/**
 * Pruning widget events, in a job's worker thread: events that happened more than
 * WIDGET_EVENT_RETENTION_MS ago (by their `at`) are deleted, a chunk per statement, so the one
 * writer of SQLite is never held for long.
 */
import { now } from '../../platform/clock.js';
import type { JobHandler } from '../../platform/jobs/index.js';
import { statisticsRepo } from './repo.js';

export const WIDGET_EVENT_PRUNE_JOB = 'statistics.widgetEventPrune';
/** How long widget events are kept (docs/terminal-protocol.md, "Widget events"): 400 days, a year and its month of comparison. */
export const WIDGET_EVENT_RETENTION_MS = 400 * 24 * 3_600_000;
/** How often the prune runs. */
export const WIDGET_EVENT_PRUNE_EVERY_MS = 24 * 3_600_000;
/** Events deleted per statement. */
const CHUNK = 5000;

export interface WidgetEventPrunePayload {
  retentionMs: number;
  /** The daily prune (which queues the next when it ends), not one asked for once. */
  scheduled: boolean;
}

export interface WidgetEventPruneResult {
  removed: number;
}

export const pruneWidgetEvents: JobHandler<WidgetEventPrunePayload> = async (ctx) => {
  const repo = statisticsRepo(ctx.db());
  const before = now() - ctx.payload.retentionMs;
  let removed = 0;
  for (;;) {
    const n = await repo.pruneBefore(before, CHUNK);
    removed += n;
    if (n < CHUNK) break;
  }
  return { removed } satisfies WidgetEventPruneResult;
};
