import os from 'node:os';
import type { Readable } from 'node:stream';
import {
  DEFAULT_LOG_EXPORT_LABELS,
  LOG_EXPORT_MAX_ROWS,
  LOG_EXPORT_PER_USER,
  type LogExportJob,
  type LogExportRequest,
  type LogFilter,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import type { Job, JobKind, JobQueue } from '../../platform/jobs/index.js';
import type { BlobStore } from '../../platform/storage/blobs.js';
import { auditBy, type AuditLog } from './audit.js';
import { exportFileName, localText } from './export-sheet.js';
import { LOG_EXPORT_JOB, type LogExportPayload, type LogExportProgress, type LogExportResult } from './export-job.js';

export interface LogExportOptions {
  /** Rows per file at most. */
  maxRows?: number;
  /** Exports one user may have waiting or running. */
  perUser?: number;
  /** Rows read from the database per query. */
  pageSize?: number;
}

/** How exports run as jobs: a few at once per server process; an unfetched file is kept an hour. */
export function logExportKind(blobs: BlobStore): JobKind {
  return {
    kind: LOG_EXPORT_JOB,
    concurrency: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    maxAttempts: 2,
    backoffMs: 2000,
    keepMs: 3_600_000,
    release: async (row) => {
      const result = row.result ? (JSON.parse(row.result) as LogExportResult | null) : null;
      if (result?.md5) await blobs.delete(result.md5);
    },
  };
}

/** A file handed over: its bytes, size and name, and what to call once they have gone out (or not). */
export interface ExportFile {
  stream: Readable;
  size: number;
  fileName: string;
  sent(): Promise<void>;
}

/** What the audit row of an export says: the filters it was asked with, times in the caller's zone. */
function filterChanges(f: LogFilter, timeZone: string) {
  const changes: Record<string, { after: string }> = {};
  if (f.module) changes.module = { after: f.module };
  if (f.action) changes.action = { after: f.action };
  if (f.userName) changes.userName = { after: f.userName };
  if (f.from !== undefined) changes.from = { after: `${localText(f.from, timeZone)} (${timeZone})` };
  if (f.to !== undefined) changes.to = { after: `${localText(f.to, timeZone)} (${timeZone})` };
  return changes;
}

/**
 * Log exports as jobs of the job table: `start` queues one and answers at once; a worker thread
 * of whichever server process claims it writes the file into the blob store; `progress` reports;
 * `file` hands the finished file over once, after which it is deleted (an unfetched one after an
 * hour). Any server process sharing the database and the files can answer each call.
 */
export function logExportService(
  db: Kysely<Database>,
  jobs: JobQueue,
  blobs: BlobStore,
  audit: AuditLog,
  options: LogExportOptions = {},
) {
  const maxRows = options.maxRows ?? LOG_EXPORT_MAX_ROWS;
  const perUser = options.perUser ?? LOG_EXPORT_PER_USER;
  const pageSize = options.pageSize ?? 1000;

  const view = (j: Job): LogExportJob => {
    const payload = j.payload as LogExportPayload;
    const figures = (j.state === 'done' ? j.result : j.progress) as LogExportProgress | null;
    const rows = figures?.rows ?? 0;
    const total = figures?.total ?? 0;
    return {
      id: j.id,
      state: j.state,
      rows,
      total,
      percent: j.state === 'done' ? 100 : total > 0 ? Math.min(99, Math.floor((rows * 100) / total)) : 0,
      capped: figures?.capped ?? false,
      maxRows: payload.maxRows,
      fileName: payload.fileName,
    };
  };

  const ownJob = async (p: Principal, id: string): Promise<Job> => {
    const j = await jobs.get(id);
    if (!j || j.kind !== LOG_EXPORT_JOB || j.ownerId !== p.userId) throw new AppError('NOT_FOUND');
    return j;
  };

  return {
    /** Queues an export of the caller's range with the page's filters; audited. */
    async start(p: Principal, meta: RequestMeta, timeZone: string, req: LogExportRequest): Promise<LogExportJob> {
      const active = await jobs.countActive(LOG_EXPORT_JOB, p.userId);
      if (active >= perUser) {
        throw new AppError('TOO_MANY_ATTEMPTS', {
          message: `At most ${perUser} exports at once; wait for one to finish`,
          jsonObject: { running: active, limit: perUser },
        });
      }
      const asked = now();
      const { labels, ...filter } = req;
      // The file holds the rows up to this moment (not the export's own audit row, nor later ones).
      const until = filter.to === undefined ? asked : Math.min(filter.to, asked);
      const fileName = exportFileName(asked, timeZone);
      const payload: LogExportPayload = {
        range: p.range,
        filter: { ...filter, to: until },
        timeZone,
        labels: labels ?? DEFAULT_LOG_EXPORT_LABELS,
        fileName,
        maxRows,
        pageSize,
      };
      await audit.record(db, auditBy(p, meta, 'log', 'export', fileName, filterChanges(filter, timeZone)));
      const id = (await jobs.enqueue(db, { kind: LOG_EXPORT_JOB, payload, ownerId: p.userId }))!;
      return view((await jobs.get(id))!);
    },

    /** Cancels the caller's export if it has not ended: its worker stops and no file is kept. */
    async cancel(p: Principal, id: string): Promise<LogExportJob> {
      const j = await ownJob(p, id);
      if (j.state === 'queued' || j.state === 'running') await jobs.cancel(j.id);
      return view((await jobs.get(j.id)) ?? j);
    },

    /** How far the caller's export is (why one failed goes to the server log when it fails). */
    progress: async (p: Principal, id: string): Promise<LogExportJob> => view(await ownJob(p, id)),

    /**
     * The caller's finished file, handed over once: the first call takes the job (two calls at
     * once, even on two server processes, cannot both get it); the file goes once it has been sent.
     */
    async file(p: Principal, id: string): Promise<ExportFile> {
      const j = await ownJob(p, id);
      const result = j.result as LogExportResult | null;
      if (j.state !== 'done' || !result) throw new AppError('CONFLICT', { message: 'The export is not finished' });
      if (!(await jobs.take(j.id))) throw new AppError('NOT_FOUND');
      const stream = await blobs.open(result.md5);
      if (!stream) throw new AppError('NOT_FOUND', { message: 'The export file is no longer there' });
      return {
        stream,
        size: result.size,
        fileName: (j.payload as LogExportPayload).fileName,
        sent: async () => void (await blobs.delete(result.md5)),
      };
    },
  };
}
export type LogExportService = ReturnType<typeof logExportService>;
