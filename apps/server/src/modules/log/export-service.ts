import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  DEFAULT_LOG_EXPORT_LABELS,
  LOG_EXPORT_MAX_ROWS,
  LOG_EXPORT_PER_USER,
  type LogExportJob,
  type LogExportRequest,
  type LogExportState,
  type LogFilter,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { exportFileName, localText } from './export-sheet.js';
import type { ExportWorkerData, ExportWorkerMessage } from './export-worker.js';
import { auditBy, logRepo } from './repo.js';

export interface LogExportOptions {
  /** Rows per file at most. */
  maxRows?: number;
  /** Exports one user may have waiting or running. */
  perUser?: number;
  /** Worker threads running at once, for all users; further exports wait their turn. */
  workers?: number;
  /** How long a finished file is kept when nobody fetches it (ms). */
  keepMs?: number;
  /** Rows read from the database per query. */
  pageSize?: number;
}

interface Job {
  id: string;
  userId: string;
  state: LogExportState;
  rows: number;
  total: number;
  capped: boolean;
  fileName: string;
  file: string;
  data: ExportWorkerData;
  finishedAt: number;
  worker?: Worker;
  /** Why it failed, for the server log (reported once). */
  error?: string;
}

/** A file that is ready: where it is, what to call it, and what to do once it has been sent. */
export interface ExportFile {
  path: string;
  fileName: string;
  sent(): void;
}

/**
 * Where the worker's code is. Bundled (tsup), this code sits in the bundle's folder and the
 * worker's entry under modules/log/ (entries keep their path below src/). From source (vitest,
 * tsx) the worker is TypeScript: a small module registers tsx's loader in the new thread, then
 * imports it (a loader passed as execArgv does not reach worker threads on Node 20).
 */
function workerEntry(): URL {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new URL('./modules/log/export-worker.js', here);
  const tsxPackage = pathToFileURL(createRequire(here).resolve('tsx/package.json'));
  const tsxApi = new URL('./dist/esm/api/index.mjs', tsxPackage).href;
  const worker = new URL('./export-worker.ts', here).href;
  const boot = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(worker)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
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
 * Log exports as small jobs: `start` queues one and answers at once; worker threads write the
 * files off the request path, a limited number at a time; `progress` reports; `file` hands the
 * finished file over once, after which it is deleted (unfetched files go after `keepMs`).
 * Jobs live in this process, with their files on its disk.
 */
export function logExportService(
  db: Kysely<Database>,
  store: { databaseUrl?: string; dataDir: string },
  options: LogExportOptions = {},
) {
  const maxRows = options.maxRows ?? LOG_EXPORT_MAX_ROWS;
  const perUser = options.perUser ?? LOG_EXPORT_PER_USER;
  const workers = options.workers ?? Math.max(1, Math.min(4, os.availableParallelism() - 1));
  const keepMs = options.keepMs ?? 3_600_000;
  const pageSize = options.pageSize ?? 1000;

  const jobs = new Map<string, Job>();
  const waiting: Job[] = [];
  let running = 0;
  let dir: string | undefined;
  let closed = false;

  const view = (j: Job): LogExportJob => ({
    id: j.id,
    state: j.state,
    rows: j.rows,
    total: j.total,
    percent: j.state === 'done' ? 100 : j.total > 0 ? Math.min(99, Math.floor((j.rows * 100) / j.total)) : 0,
    capped: j.capped,
    maxRows,
    fileName: j.fileName,
  });

  const remove = (j: Job) => {
    jobs.delete(j.id);
    void j.worker?.terminate();
    fs.rmSync(j.file, { force: true });
  };

  const finish = (j: Job, state: 'done' | 'failed', error?: string) => {
    if (j.state === 'done' || j.state === 'failed') return;
    j.state = state;
    j.error = error;
    j.finishedAt = now();
    j.worker = undefined;
    running--;
    if (state === 'failed') fs.rm(j.file, { force: true }, () => undefined);
    pump();
  };

  const run = (j: Job) => {
    running++;
    j.state = 'running';
    const worker = new Worker(workerEntry(), { workerData: j.data });
    j.worker = worker;
    worker.on('message', (m: ExportWorkerMessage) => {
      if (m.type === 'progress') Object.assign(j, { rows: m.rows, total: m.total, capped: m.capped });
      else if (m.type === 'done') {
        Object.assign(j, { rows: m.rows, total: m.rows, capped: m.capped });
        finish(j, 'done');
      } else finish(j, 'failed', m.message);
    });
    worker.on('error', (err) => finish(j, 'failed', err.stack ?? err.message));
    worker.on('exit', (code) => finish(j, 'failed', `the export worker exited with code ${code}`));
  };

  function pump() {
    while (!closed && running < workers && waiting.length > 0) run(waiting.shift()!);
  }

  const ownJob = (p: Principal, id: string): Job => {
    const j = jobs.get(id);
    if (!j || j.userId !== p.userId) throw new AppError('NOT_FOUND');
    return j;
  };

  // Files nobody fetched go after keepMs.
  const sweeper = setInterval(() => {
    const t = now();
    for (const j of jobs.values()) if (j.finishedAt && t - j.finishedAt > keepMs) remove(j);
  }, 60_000);
  sweeper.unref();

  return {
    /** Queues an export of the caller's range with the page's filters; audited. */
    async start(p: Principal, meta: RequestMeta, timeZone: string, req: LogExportRequest): Promise<LogExportJob> {
      const active = [...jobs.values()].filter(
        (j) => j.userId === p.userId && (j.state === 'queued' || j.state === 'running'),
      ).length;
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
      const id = newId(asked);
      const fileName = exportFileName(asked, timeZone);
      await logRepo(db).insert(auditBy(p, meta, 'log', 'export', fileName, filterChanges(filter, timeZone)));
      dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'apm-log-export-'));
      const file = path.join(dir, `${id}.xlsx`);
      const job: Job = {
        id,
        userId: p.userId,
        state: 'queued',
        rows: 0,
        total: 0,
        capped: false,
        fileName,
        file,
        finishedAt: 0,
        data: {
          db: store,
          range: p.range,
          filter: { ...filter, to: until },
          timeZone,
          labels: labels ?? DEFAULT_LOG_EXPORT_LABELS,
          file,
          maxRows,
          pageSize,
        },
      };
      jobs.set(id, job);
      waiting.push(job);
      pump();
      return view(job);
    },

    /** How far the caller's export is; why it failed, once, for the server log. */
    progress(p: Principal, id: string): { job: LogExportJob; error?: string } {
      const j = ownJob(p, id);
      const error = j.error;
      j.error = undefined;
      return { job: view(j), error };
    },

    /** The caller's finished file; it is deleted once sent. */
    file(p: Principal, id: string): ExportFile {
      const j = ownJob(p, id);
      if (j.state !== 'done') throw new AppError('CONFLICT', { message: 'The export is not finished' });
      return { path: j.file, fileName: j.fileName, sent: () => remove(j) };
    },

    /** Stops the workers and deletes every file (server shutdown). */
    async close(): Promise<void> {
      closed = true;
      clearInterval(sweeper);
      await Promise.all([...jobs.values()].map((j) => j.worker?.terminate()));
      jobs.clear();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type LogExportService = ReturnType<typeof logExportService>;
