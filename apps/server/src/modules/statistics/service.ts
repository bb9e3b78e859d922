import type { EventsMessage } from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import type { Executor } from '../../platform/db/transaction.js';
import type { EnqueueSpec, JobQueue } from '../../platform/jobs/index.js';
import type { Log } from '../../platform/log.js';
import type { ManifestTerminal, TerminalEvents } from '../terminal/index.js';
import {
  WIDGET_EVENT_PRUNE_EVERY_MS,
  WIDGET_EVENT_PRUNE_JOB,
  WIDGET_EVENT_RETENTION_MS,
  type WidgetEventPrunePayload,
  type WidgetEventPruneResult,
} from './prune-job.js';
import { statisticsRepo, type WidgetEventRow } from './repo.js';

/** How many events `eventsOfTerminal` answers at most. */
const EVENTS_READ_MAX = 10_000;

/**
 * Widget events (docs/terminal-protocol.md, "Widget events"): what terminals report of the widgets
 * they show and the buttons pressed, stored for the statistics calls; pruned daily past their
 * retention (one job waits at a time; the server process that takes the ended job queues the next,
 * and every start queues one in case a server stopped between the two).
 */
export function statisticsService(deps: { db: Kysely<Database>; jobs: JobQueue; bus: Bus; log: Log }) {
  const { db, jobs, bus, log } = deps;
  const repo = statisticsRepo(db);

  const nextPrune = (): EnqueueSpec => ({
    kind: WIDGET_EVENT_PRUNE_JOB,
    payload: { retentionMs: WIDGET_EVENT_RETENTION_MS, scheduled: true } satisfies WidgetEventPrunePayload,
    singletonKey: WIDGET_EVENT_PRUNE_JOB,
    runAt: now() + WIDGET_EVENT_PRUNE_EVERY_MS,
  });

  bus.subscribe('job.finished', async (e) => {
    if (e.kind !== WIDGET_EVENT_PRUNE_JOB) return;
    const job = await jobs.get(e.id);
    if (!job || !(await jobs.take(e.id))) return;
    const removed = (job.result as WidgetEventPruneResult | null)?.removed ?? 0;
    if (removed) log.info({ removed }, 'widget events past their retention deleted');
    if ((job.payload as WidgetEventPrunePayload | undefined)?.scheduled) await jobs.enqueue(db, nextPrune());
  });

  /**
   * A terminal's batch of widget events, stored under the terminal's office (never under another
   * tenant's, whatever the events name), each once by the terminal and the event's id. Publications
   * and programs are stored as the player named them, unchecked: the statistics read them within a
   * range of offices, where another tenant's terminal cannot add to them.
   */
  const take: TerminalEvents['take'] = async (t: ManifestTerminal, m: EventsMessage) => {
    const at = now();
    await repo.insertEvents(
      m.events.map((e) => ({
        terminal_id: t.id,
        id: e.id,
        office_id: t.officeId,
        publish_id: e.publishId,
        program_id: e.programId,
        scene_id: e.sceneId,
        widget_id: e.widgetId,
        widget_kind: e.kind,
        type: e.type,
        action: e.type === 'click' ? (e.action ?? null) : null,
        at: e.at,
        received_at: at,
      })),
    );
    if (m.dropped)
      log.warn({ terminalId: t.id, dropped: m.dropped }, 'a player dropped widget events: its store was full');
  };

  return {
    /** The terminal module's TerminalEvents. */
    events: { take } satisfies TerminalEvents,
    /** A terminal's stored widget events, oldest first (at most 10 000): what it reported, as stored. */
    eventsOfTerminal: (terminalId: string): Promise<WidgetEventRow[]> =>
      repo.eventsOfTerminal(terminalId, EVENTS_READ_MAX),
    /** Queues the next daily prune unless one waits already. */
    schedulePrune: async (ex: Executor) => void (await jobs.enqueue(ex, nextPrune())),
    /** A prune at once, of events older than `retentionMs` (tests, operators); answers its job id. */
    pruneNow: (retentionMs = WIDGET_EVENT_RETENTION_MS) =>
      jobs.enqueue(db, {
        kind: WIDGET_EVENT_PRUNE_JOB,
        payload: { retentionMs, scheduled: false } satisfies WidgetEventPrunePayload,
      }),
  };
}
export type StatisticsService = ReturnType<typeof statisticsService>;
