import {
  type AddWebPage,
  type ConvertProgress,
  type MaterialFileQuery,
  type MaterialItem,
  type WebUrlProblem,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { BlobStore } from '../../platform/storage/blobs.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { officeRepo } from '../office/repo.js';
import { folderRepo } from './folder-repo.js';
import { MATERIAL_TRANSCODE_JOB, mediaRepo } from './media-repo.js';
import { MATERIAL_PROCESS_JOB, type ProcessPayload } from './process-job.js';
import { materialRepo } from './repo.js';
import type { MaterialReviewService } from './review.js';
import type { TranscodePayload, TranscodeProgress } from './transcode-job.js';

/** What getFile serves for a variant of the media kinds (the service streams it). */
export interface ChosenFile {
  md5: string;
  type: string;
  fileName: string;
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || name;
const urlRefused = (reason: WebUrlProblem, message: string) =>
  new AppError('VALIDATION', { message, fields: [{ field: 'url', message: reason }] });

/** A web address as stored: http or https only, without credentials or fragment noise. */
export function webAddress(raw: string): string {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    throw urlRefused('badUrl', 'This is not a web address (e.g. https://example.com/page)');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    throw urlRefused('notHttp', 'Only http and https addresses can be web-page materials');
  }
  if (!u.hostname) throw urlRefused('badUrl', 'This web address names no host');
  return u.href;
}

/**
 * The media side of the library: which file each getFile variant serves (renditions, strips, PDF
 * pages; an SVG only sanitised), conversions (progress, cancel, start again; their end told to the
 * console), and web pages as materials.
 */
export function mediaService(
  db: Kysely<Database>,
  deps: {
    blobs: BlobStore;
    jobs: JobQueue;
    bus: Bus;
    audit: AuditLog;
    /** The review state a new material starts in (the `audit` setting), and the reviewers told of one waiting (review.ts). */
    review: Pick<MaterialReviewService, 'initialState' | 'awaiting'>;
  },
) {
  const { blobs, jobs, bus, audit } = deps;

  // A conversion's progress goes to the console as material.progress.
  bus.subscribe('job.progress', (e) => {
    if (e.kind !== MATERIAL_TRANSCODE_JOB) return;
    const p = e.progress as Partial<TranscodeProgress> | null;
    if (!p?.materialId || !p.officeId || typeof p.percent !== 'number') return;
    bus.publish('material.progress', { officeId: p.officeId, id: p.materialId, percent: p.percent });
  });

  // A conversion ended: the process that takes its row says so (once, also with several processes).
  bus.subscribe('job.finished', async (e) => {
    if (e.kind !== MATERIAL_TRANSCODE_JOB) return;
    const job = await jobs.get(e.id);
    if (!job || !(await jobs.take(e.id))) return;
    const { id } = job.payload as TranscodePayload;
    if (e.state !== 'done') {
      const problem = e.state === 'cancelled' ? 'conversionCancelled' : 'conversionFailed';
      await mediaRepo(db).conversionEnded(id, e.id, problem, now());
    }
    const m = await mediaRepo(db).row(id);
    if (m) bus.publish('material.changed', { officeId: m.office_id, id: m.id, status: m.status });
  });

  const find = async (p: Principal, id: string) => {
    const m = await materialRepo(db).find(id, p.range);
    if (!m) throw new AppError('NOT_FOUND');
    return m;
  };

  return {
    /**
     * The file of a media variant (play, strip, page) or of an SVG's `file` (its sanitised
     * rendition: the original is never served), or undefined to let the library choose
     * (file, thumb, poster of the other kinds). Throws NOT_FOUND for a variant not made (yet).
     */
    async chosen(m: MaterialItem, q: MaterialFileQuery): Promise<ChosenFile | undefined> {
      const row = await mediaRepo(db).row(m.id);
      if (!row) throw new AppError('NOT_FOUND');
      const svg = m.mime === 'image/svg+xml';
      if (q.variant === 'play' || (svg && q.variant === 'file')) {
        if (row.play_md5) {
          const name = svg ? m.name : `${baseName(m.name)}.${row.play_mime === 'audio/mp4' ? 'm4a' : 'mp4'}`;
          return { md5: row.play_md5, type: row.play_mime ?? 'application/octet-stream', fileName: name };
        }
        if (svg) {
          throw new AppError('NOT_FOUND', {
            message:
              m.status === 'failed'
                ? 'This picture could not be made safe to show: it is never served'
                : 'This picture is still being made safe to show',
          });
        }
        return { md5: m.md5, type: m.mime, fileName: m.name };
      }
      if (q.variant === 'strip') {
        if (!row.strip_md5) throw new AppError('NOT_FOUND', { message: 'This material has no preview strip (yet)' });
        return { md5: row.strip_md5, type: 'image/webp', fileName: `${baseName(m.name)}.strip.webp` };
      }
      if (q.variant === 'page') {
        const page = await mediaRepo(db).page(m.id, q.page);
        if (!page) throw new AppError('NOT_FOUND', { message: `This material has no page ${q.page + 1}` });
        return { md5: page.md5, type: 'image/webp', fileName: `${baseName(m.name)}.page-${q.page + 1}.webp` };
      }
      return undefined;
    },

    /** Where a material's conversion stands (convertProgress). */
    async progress(p: Principal, id: string): Promise<ConvertProgress> {
      const m = await find(p, id);
      const row = (await mediaRepo(db).row(id))!;
      const isMedia = m.kind === 'video' || m.kind === 'audio';
      // Ready with its rendition: done, also in the moment between the conversion's last write
      // and its job row being marked done (the runner does that after the job's transaction).
      if (isMedia && row.play_md5 && m.status === 'ready') return { id, state: 'done', percent: 100 };
      const job = row.job_id ? await jobs.get(row.job_id) : undefined;
      if (job && job.kind === MATERIAL_TRANSCODE_JOB && (job.state === 'queued' || job.state === 'running')) {
        const percent = (job.progress as Partial<TranscodeProgress> | null)?.percent;
        return { id, state: job.state, percent: typeof percent === 'number' ? percent : 0 };
      }
      if (isMedia && row.play_md5) return { id, state: 'done', percent: 100 };
      if (m.problem === 'conversionCancelled') return { id, state: 'cancelled', percent: null };
      if (m.problem === 'conversionFailed') return { id, state: 'failed', percent: null };
      // Queued by processing but not yet claimed: its job row says queued above. A video or sound
      // still being probed may turn out to need one, which shows once it is queued.
      if (isMedia && m.status === 'processing') return { id, state: 'probing', percent: null };
      return { id, state: 'none', percent: null };
    },

    /** Cancels a material's conversion that waits or runs; the material then says so. */
    async cancel(p: Principal, id: string, meta: RequestMeta): Promise<MaterialItem> {
      const m = await find(p, id);
      const row = (await mediaRepo(db).row(id))!;
      const job = row.job_id ? await jobs.get(row.job_id) : undefined;
      if (!job || job.kind !== MATERIAL_TRANSCODE_JOB || !['queued', 'running'].includes(job.state)) {
        throw new AppError('CONFLICT', { message: 'This material has no conversion waiting or running' });
      }
      await inTransaction(db, async (trx) => {
        await mediaRepo(trx).conversionEnded(id, job.id, 'conversionCancelled', now());
        await audit.record(trx, auditBy(p, meta, 'material', 'convertCancel', m.name));
        bus.publish('material.changed', { officeId: m.officeId, id, status: 'failed' }, trx);
      });
      // The runner holding it stops its worker (and with it ffmpeg); job.finished then finds the material told.
      await jobs.cancel(job.id);
      return find(p, id);
    },

    /** Queues the conversion of a material again whose conversion was cancelled or failed. */
    async convert(p: Principal, id: string, meta: RequestMeta): Promise<MaterialItem> {
      const m = await find(p, id);
      await inTransaction(db, async (trx) => {
        const at = now();
        if (!(await mediaRepo(trx).reopen(id, at))) {
          throw new AppError('CONFLICT', {
            message: 'This material has no cancelled or failed conversion to start again',
          });
        }
        const jobId = await mediaRepo(trx).queueTranscode(id, p.userId, at);
        bus.publish('job.queued', { id: jobId, kind: MATERIAL_TRANSCODE_JOB }, trx);
        await audit.record(trx, auditBy(p, meta, 'material', 'convert', m.name));
        bus.publish('material.changed', { officeId: m.officeId, id, status: 'processing' }, trx);
      });
      return find(p, id);
    },

    /** A web page as a material of an office of the range (in a folder of it); the same address twice is one material. */
    async addWebPage(
      p: Principal,
      input: AddWebPage,
      meta: RequestMeta,
    ): Promise<{ deduplicated: boolean; material: MaterialItem }> {
      const url = webAddress(input.url);
      let officeId = p.range.officeId;
      let folderId: string | null = null;
      if (input.folderId) {
        const f = await folderRepo(db).find(input.folderId, p.range);
        if (!f) throw new AppError('NOT_FOUND', { message: 'No such folder in your range' });
        if (input.officeId && input.officeId !== f.officeId) {
          throw new AppError('VALIDATION', {
            message: 'The folder is not in that office',
            fields: [{ field: 'folderId', message: 'folderOfAnotherOffice' }],
          });
        }
        officeId = f.officeId;
        folderId = f.id;
      } else if (input.officeId && input.officeId !== p.range.officeId) {
        const o = await officeRepo(db).find(input.officeId, p.range);
        if (!o) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
        officeId = o.id;
      }
      // The address is the material's file: a few bytes, stored like any other, named by their MD5.
      const stored = await blobs.put(Buffer.from(`${url}\r\n`, 'utf8'));
      const reviewState = await deps.review.initialState();
      return inTransaction(db, async (trx) => {
        const repo = materialRepo(trx);
        const had = await repo.inOfficeByMd5(officeId, stored.md5);
        if (had) return { deduplicated: true, material: had };
        const id = newId();
        const at = now();
        await repo.insert({
          id,
          officeId,
          folderId,
          name: input.name,
          kind: 'web',
          mime: 'text/uri-list',
          size: stored.size,
          md5: stored.md5,
          createdBy: p.userId,
          at,
          reviewState,
        });
        if (reviewState === 'pending') {
          await deps.review.awaiting(trx, { officeId, name: input.name, createdBy: p.userId, createdByName: p.name });
        }
        await mediaRepo(trx).setSourceUrl(id, url);
        await jobs.enqueue(trx, {
          kind: MATERIAL_PROCESS_JOB,
          payload: { id } satisfies ProcessPayload,
          ownerId: p.userId,
        });
        await audit.record(trx, auditBy(p, meta, 'material', 'webPage', input.name, { url: { after: url } }));
        bus.publish('material.changed', { officeId, id, status: 'processing' }, trx);
        return { deduplicated: false, material: (await repo.get(id))! };
      });
    },
  };
}
export type MediaService = ReturnType<typeof mediaService>;
