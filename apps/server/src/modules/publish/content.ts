import {
  DELIVERY_STATES,
  PLAY_NOW_PRIORITY,
  type ContentReport,
  type DeliveryState,
  type ManifestData,
  type ManifestFileContent,
  type ManifestMessage,
  type ManifestPlan,
  type ManifestProgram,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import {
  EMPTY_CONTENT,
  manifestVersion,
  type ManifestContent,
  type ManifestTerminal,
  type TerminalContent,
} from '../terminal/content.js';
import { batched } from '../../platform/db/batched.js';
import { deliveryKey, publishRepo, type DeliveryMove, type DeliveryRow, type PublicationKind } from './repo.js';
import type { PublishedMessage, PublishedPlan } from './service.js';

/** A publication as manifests carry it: it never changes once made, so it is read once and kept. */
interface Publication {
  kind: PublicationKind;
  programs: Omit<ManifestProgram, 'publishId'>[];
  /** A plan publication's plan, without its publication's id and time. */
  plan: Omit<ManifestPlan, 'publishId' | 'queuedAt'> | null;
  /** A message publication's message, without its publication's id and time. */
  message: Omit<ManifestMessage, 'publishId' | 'queuedAt'> | null;
  /** A play-now's window (its program plays alone at PLAY_NOW_PRIORITY meanwhile). */
  playNow: { from: number; to: number } | null;
  files: ManifestFileContent[];
}

/** Publications kept in memory (a fleet plays few of them at once). */
const CACHED = 256;

/** The states a terminal's reports move a delivery from: all but replaced (its manifest no longer holds it). */
const REPORTABLE: readonly DeliveryState[] = DELIVERY_STATES.filter((s) => s !== 'replaced');
/** The states a delivery goes through, in their order (failed and replaced stand aside). */
const FORWARD: readonly DeliveryState[] = ['queued', 'sent', 'downloading', 'ready', 'playing'];

/**
 * The states a report may move a delivery to `to` from: never back (a late downloading after
 * ready, a ready after playing), on from failed (the terminal tried again); failed from any.
 */
const movableFrom = (to: DeliveryState): readonly DeliveryState[] =>
  to === 'failed' ? REPORTABLE : [...FORWARD.slice(0, FORWARD.indexOf(to) + 1), 'failed'];

/**
 * What terminals play and how their reports move deliveries (the terminal module's content
 * interface, docs/terminal-protocol.md sections 5 and 7). A terminal plays the publication most
 * recently queued to it; its `manifest-ack` of the manifest holding it makes the delivery sent,
 * its `delivery` reports make it downloading, ready, playing or failed, and a `status` naming it
 * makes it playing; no report moves it back. Reports about a replaced delivery (a later
 * publication was sent to the terminal) move nothing. Each move is published as `delivery.changed`.
 */
export function publishedContent(
  db: Kysely<Database>,
  bus: Bus,
  /** The weather and rates the programs' documents draw (the dataSource module's manifestDataOf). */
  dataOf?: (documents: readonly unknown[]) => Promise<ManifestData | undefined>,
): TerminalContent {
  const repo = publishRepo(db);
  // Reports and manifest requests of many terminals at once are read and written in batches.
  const currentOf = batched((ids: string[]) => repo.currentOf(ids));
  const deliveryOf = batched((keys: string[]) => repo.deliveries(keys));
  const markSent = batched(async (keys: string[]) => {
    const byPublication = new Map<string, string[]>();
    for (const k of keys) {
      const [publishId, terminalId] = JSON.parse(k) as [string, string];
      byPublication.set(publishId, [...(byPublication.get(publishId) ?? []), terminalId]);
    }
    const moved = new Map<string, true>();
    const at = now();
    for (const [publishId, terminalIds] of byPublication) {
      for (const t of await repo.markSent(publishId, terminalIds, at)) moved.set(deliveryKey(publishId, t), true);
    }
    return moved;
  });
  // Promises, so that a thousand terminals asking at once for a new publication read it once.
  const cache = new Map<string, Promise<Publication | undefined>>();

  function publication(id: string): Promise<Publication | undefined> {
    const hit = cache.get(id);
    if (hit) {
      // Most recently used last: the first key is the one to drop.
      cache.delete(id);
      cache.set(id, hit);
      return hit;
    }
    const read = repo.content(id).then((row): Publication | undefined => {
      if (!row) return undefined;
      const plan = row.plan === null ? null : (JSON.parse(row.plan) as PublishedPlan);
      const message = row.message === null ? null : (JSON.parse(row.message) as PublishedMessage);
      return {
        kind: row.kind,
        programs: row.documents.map((d) => ({
          id: d.programId,
          name: d.programName,
          document: JSON.parse(d.document) as unknown,
        })),
        plan: plan && {
          planId: row.subjectId,
          name: row.subjectName,
          kind: plan.kind,
          every:
            plan.everyItems !== null
              ? { items: plan.everyItems }
              : plan.everyMinutes !== null
                ? { minutes: plan.everyMinutes }
                : null,
          entries: plan.entries,
        },
        message: message && { messageId: row.subjectId, name: row.subjectName, ...message },
        playNow: row.playNow === null ? null : (JSON.parse(row.playNow) as { from: number; to: number }),
        files: JSON.parse(row.files) as ManifestFileContent[],
      };
    });
    cache.set(id, read);
    // A publication not found (deleted) or not read is not kept: it is asked again next time.
    void read.then(
      (p) => p ?? cache.delete(id),
      () => cache.delete(id),
    );
    if (cache.size > CACHED) cache.delete(cache.keys().next().value!);
    return read;
  }

  /**
   * A terminal's manifest content from the publications it holds (the latest of each slot):
   * program publications as schedule entries, plan publications as plans and message publications
   * as messages (oldest sent first, as docs/scheduling.md orders them), their programs, and every
   * file once.
   */
  async function contentOf(current: readonly DeliveryRow[] | undefined): Promise<ManifestContent> {
    if (!current?.length) return EMPTY_CONTENT;
    const held = [...current].sort((a, b) => a.queuedAt - b.queuedAt || (a.publishId < b.publishId ? -1 : 1));
    const content: ManifestContent = { programs: [], schedule: [], plans: [], messages: [], files: [] };
    const files = new Map<string, ManifestFileContent>();
    for (const d of held) {
      const p = await publication(d.publishId);
      if (!p) continue;
      for (const program of p.programs) content.programs.push({ ...program, publishId: d.publishId });
      for (const f of p.files) files.set(f.md5, f);
      if (p.plan) {
        content.plans.push({ ...p.plan, publishId: d.publishId, queuedAt: d.queuedAt });
      } else if (p.message) {
        content.messages.push({ ...p.message, publishId: d.publishId, queuedAt: d.queuedAt });
      } else if (p.programs[0]) {
        content.schedule.push({
          publishId: d.publishId,
          programId: p.programs[0].id,
          priority: p.playNow ? PLAY_NOW_PRIORITY : 0,
          from: p.playNow?.from ?? null,
          to: p.playNow?.to ?? null,
          queuedAt: d.queuedAt,
        });
      }
    }
    content.files = [...files.values()];
    const data = await dataOf?.(content.programs.map((p) => p.document));
    if (data) content.data = data;
    return content;
  }

  /** Tells the consoles of a delivery's range that it moved (after the write, which commits on its own). */
  const moved = (d: DeliveryRow, to: DeliveryMove) =>
    bus.publish('delivery.changed', {
      officeId: d.officeId,
      publishId: d.publishId,
      terminalId: d.terminalId,
      state: to.state,
      percent: to.percent,
    });

  /**
   * Moves a delivery, unless it is there already, replaced, or further on (also when it moved so
   * since it was read): reports never move a delivery back (docs/terminal-protocol.md, section 7).
   */
  async function move(d: DeliveryRow, to: DeliveryMove): Promise<void> {
    const from = movableFrom(to.state);
    if (!from.includes(d.state)) return;
    if (d.state === to.state && d.percent === to.percent && d.reason === to.reason) return;
    if (await repo.move(d.publishId, d.terminalId, to, now(), from)) moved(d, to);
  }

  return {
    async manifestOf(t: ManifestTerminal) {
      return contentOf(await currentOf(t.id));
    },

    async report(t: ManifestTerminal, m: ContentReport) {
      switch (m.type) {
        case 'manifest-ack': {
          // Sent: the terminal has read the manifest holding the publications (those it holds now).
          const current = await currentOf(t.id);
          const queued = current?.filter((d) => d.state === 'queued') ?? [];
          if (queued.length === 0) return;
          if (manifestVersion(t, await contentOf(current)) !== m.version) return;
          for (const d of queued) {
            if (await markSent(deliveryKey(d.publishId, t.id)))
              moved(d, { state: 'sent', percent: null, reason: null });
          }
          return;
        }
        case 'delivery': {
          const d = await deliveryOf(deliveryKey(m.publishId, t.id));
          if (!d) return;
          if (m.state === 'downloading') {
            const percent = Math.min(100, Math.max(0, Math.round(m.percent ?? 0)));
            await move(d, { state: 'downloading', percent, reason: null });
          } else if (m.state === 'failed') {
            await move(d, { state: 'failed', percent: d.percent, reason: (m.reason ?? 'unknown').slice(0, 200) });
          } else {
            await move(d, { state: m.state, percent: 100, reason: null });
          }
          return;
        }
        case 'status': {
          const publishId = m.playing?.publishId;
          if (!publishId) return;
          const d = await deliveryOf(deliveryKey(publishId, t.id));
          if (d && d.state !== 'playing') await move(d, { state: 'playing', percent: 100, reason: null });
          return;
        }
      }
    },
  };
}
