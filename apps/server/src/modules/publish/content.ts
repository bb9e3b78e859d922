import type { ContentReport, ManifestFileContent, ManifestProgram } from '@apm/contract';
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
import { publishRepo, type DeliveryMove, type DeliveryRow } from './repo.js';

/** A publication as manifests carry it: it never changes once made, so it is read once and kept. */
interface Publication {
  program: Omit<ManifestProgram, 'publishId'>;
  files: ManifestFileContent[];
}

/** Publications kept in memory (a fleet plays few of them at once). */
const CACHED = 256;

/**
 * What terminals play and how their reports move deliveries (the terminal module's content
 * interface, docs/terminal-protocol.md sections 5 and 7). A terminal plays the publication most
 * recently queued to it; its `manifest-ack` of the manifest holding it makes the delivery sent,
 * its `delivery` reports make it downloading, ready, playing or failed, and a `status` naming it
 * makes it playing. Each move is published as `delivery.changed`.
 */
export function publishedContent(db: Kysely<Database>, bus: Bus): TerminalContent {
  const repo = publishRepo(db);
  const cache = new Map<string, Publication>();

  async function publication(id: string): Promise<Publication | undefined> {
    const hit = cache.get(id);
    if (hit) {
      // Most recently used last: the first key is the one to drop.
      cache.delete(id);
      cache.set(id, hit);
      return hit;
    }
    const row = await repo.content(id);
    if (!row) return undefined;
    const p: Publication = {
      program: { id: row.programId, name: row.programName, document: JSON.parse(row.document) as unknown },
      files: JSON.parse(row.files) as ManifestFileContent[],
    };
    cache.set(id, p);
    if (cache.size > CACHED) cache.delete(cache.keys().next().value!);
    return p;
  }

  async function contentOf(current: DeliveryRow | undefined): Promise<ManifestContent> {
    const p = current && (await publication(current.publishId));
    if (!current || !p) return EMPTY_CONTENT;
    return {
      programs: [{ ...p.program, publishId: current.publishId }],
      schedule: [
        {
          publishId: current.publishId,
          programId: p.program.id,
          priority: 0,
          from: null,
          to: null,
          queuedAt: current.queuedAt,
        },
      ],
      files: p.files,
    };
  }

  /** Moves a delivery and tells the consoles of its range (after the write, which commits on its own). */
  async function move(d: DeliveryRow, to: DeliveryMove, from?: DeliveryRow['state'][]): Promise<void> {
    if (d.state === to.state && d.percent === to.percent && d.reason === to.reason) return;
    if (!(await repo.move(d.publishId, d.terminalId, to, now(), from))) return;
    bus.publish('delivery.changed', {
      officeId: d.officeId,
      publishId: d.publishId,
      terminalId: d.terminalId,
      state: to.state,
      percent: to.percent,
    });
  }

  return {
    async manifestOf(t: ManifestTerminal) {
      return contentOf(await repo.currentOf(t.id));
    },

    async report(t: ManifestTerminal, m: ContentReport) {
      switch (m.type) {
        case 'manifest-ack': {
          // Sent: the terminal has read the manifest holding the publication (the one it plays now).
          const current = await repo.currentOf(t.id);
          if (current?.state !== 'queued') return;
          if (manifestVersion(t, await contentOf(current)) !== m.version) return;
          await move(current, { state: 'sent', percent: null, reason: null }, ['queued']);
          return;
        }
        case 'delivery': {
          const d = await repo.delivery(m.publishId, t.id);
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
          const d = await repo.delivery(publishId, t.id);
          if (d && d.state !== 'playing') await move(d, { state: 'playing', percent: 100, reason: null });
          return;
        }
      }
    },
  };
}
