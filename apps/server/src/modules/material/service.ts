import type { Readable } from 'node:stream';
import type { MaterialFileQuery, MaterialItem, MaterialListQuery, MaterialsInUse, Page } from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { DataRange } from '../../platform/db/range.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { BlobStore, ByteRange } from '../../platform/storage/blobs.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { MATERIAL_PROCESS_JOB, type ProcessPayload } from './process-job.js';
import { mediaRepo } from './media-repo.js';
import { materialRepo } from './repo.js';
import type { ChosenFile } from './media-service.js';
import type { MaterialUses, UseFinder } from './uses.js';

/** A file of a material to serve: its MD5, size, type, a name for it, and its bytes (all, or a range). */
export interface MaterialFile {
  md5: string;
  size: number;
  type: string;
  fileName: string;
  open(range?: ByteRange): Promise<Readable | undefined>;
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || name;

/**
 * The material library of a data range: pages of it, its files (the material, its thumbnail, a
 * video's poster), deletion; and the end of processing jobs, told to the console.
 */
export function materialService(
  db: Kysely<Database>,
  deps: {
    blobs: BlobStore;
    jobs: JobQueue;
    bus: Bus;
    audit: AuditLog;
    uses: MaterialUses;
    /** The file of the media variants (play, strip, page; an SVG's sanitised file): media-service.ts. */
    mediaFile?: (m: MaterialItem, q: MaterialFileQuery) => Promise<ChosenFile | undefined>;
  },
) {
  const { blobs, jobs, bus, audit, uses } = deps;
  const repo = materialRepo(db);

  // A processing job ended: the process that takes it tells the console (one process, also with
  // several sharing Redis: only one can take the job). A job that failed for good, not because of
  // its file but of the server (its attempts all broke), leaves the material failed too.
  bus.subscribe('job.finished', async (e) => {
    if (e.kind !== MATERIAL_PROCESS_JOB) return;
    const job = await jobs.get(e.id);
    if (!job || !(await jobs.take(e.id))) return;
    const { id } = job.payload as ProcessPayload;
    if (e.state !== 'done') await mediaRepo(db).processed(id, { status: 'failed', problem: 'processingFailed' }, now());
    const m = await repo.get(id);
    if (!m) return;
    // A job's worker thread stores what it makes without telling the table of blobs: telling it
    // here lets a collection free a thumbnail as soon as its material is gone.
    for (const md5 of [m.thumbMd5, m.posterMd5]) if (md5) await blobs.keep(md5);
    bus.publish('material.changed', { officeId: m.officeId, id: m.id, status: m.status });
  });

  return {
    /** A page of the range's materials, newest first. */
    async list(p: Principal, q: MaterialListQuery): Promise<Page<MaterialItem>> {
      const { rows, count } = await repo.page(q, p.range);
      return { list: rows, count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    /** A material of the range; 404 for one outside it, like a missing one. */
    async get(p: Principal, id: string): Promise<MaterialItem> {
      const m = await repo.find(id, p.range);
      if (!m) throw new AppError('NOT_FOUND');
      return m;
    },

    /** The file of a material of the range (or its thumbnail or poster); 404 for anything not there. */
    async file(p: Principal, q: MaterialFileQuery): Promise<MaterialFile> {
      const m = await repo.find(q.id, p.range);
      if (!m) throw new AppError('NOT_FOUND');
      const chosen =
        (await deps.mediaFile?.(m, q)) ??
        (q.variant === 'thumb'
          ? m.thumbMd5 && { md5: m.thumbMd5, type: 'image/webp', fileName: `${baseName(m.name)}.thumb.webp` }
          : q.variant === 'poster'
            ? m.posterMd5 && { md5: m.posterMd5, type: 'image/jpeg', fileName: `${baseName(m.name)}.poster.jpg` }
            : { md5: m.md5, type: m.mime, fileName: m.name });
      if (!chosen) throw new AppError('NOT_FOUND', { message: `This material has no ${q.variant} (yet)` });
      const st = await blobs.stat(chosen.md5);
      if (!st) throw new AppError('NOT_FOUND', { message: 'The file is no longer stored' });
      return { ...chosen, size: st.size, open: (range) => blobs.open(chosen.md5, range) };
    },

    /**
     * Deletes materials of the range (others are ignored); their files go once nothing else names
     * them, and a conversion still waiting or running for one is cancelled (its ffmpeg stops).
     * Refused (409, nothing deleted) while a program or plan uses one: the answer lists the uses.
     */
    async remove(p: Principal, ids: readonly string[], meta: RequestMeta): Promise<number> {
      const gone = await inTransaction(db, async (trx) => {
        // Only the range's materials: another tenant's ids are ignored, never looked up.
        const mine = (await materialRepo(trx).findMany(ids, p.range)).map((m) => m.id);
        const used = await uses.of(trx, mine, p.range);
        if (used.length) {
          throw new AppError('CONFLICT', {
            message: `Still used by ${used.length} program(s) or plan(s): remove the materials from them first`,
            fields: [{ field: 'ids', message: 'materialInUse' }],
            jsonObject: { uses: used } satisfies MaterialsInUse,
          });
        }
        const deleted = await materialRepo(trx).delete(ids, p.range);
        if (deleted.length) await blobs.collectSoon(trx);
        for (const d of deleted) {
          await audit.record(trx, auditBy(p, meta, 'material', 'delete', d.name));
          bus.publish('material.changed', { officeId: d.officeId, id: d.id, status: 'deleted' }, trx);
        }
        return deleted;
      });
      // Once the rows are gone: a job that ends meanwhile finds no material to write to.
      for (const d of gone) if (d.jobId) await jobs.cancel(d.jobId);
      return gone.length;
    },

    /**
     * Those of `ids` that are materials of the range, with their file and kind, read in the caller's
     * transaction (what the program module's MaterialLookup asks: a document may name only these).
     */
    lookup: (ex: Executor, range: DataRange, ids: readonly string[]) => materialRepo(ex).files(ids, range),

    /** Registers where a module uses materials (programs, plans): shown by details, refusing deletion. */
    registerUses: (finder: UseFinder) => uses.register(finder),
  };
}
export type MaterialService = ReturnType<typeof materialService>;
