import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Log } from '../log.js';
import type { BlobStore } from '../storage/blobs.js';
import type { JobRow } from './repo.js';

/** How the server runs one kind of job. Defaults: 1 at a time per process, 3 attempts, back-off 5 s. */
export interface JobKind {
  kind: string;
  /** Jobs of this kind one server process runs at once (a function: asked anew each time it looks for work). */
  concurrency?: number | (() => number);
  maxAttempts?: number;
  /** Wait before the second attempt; doubled for each further one (plus up to a quarter more, at random). */
  backoffMs?: number;
  /** An attempt running longer is stopped and counts as failed. */
  timeoutMs?: number;
  /** How long an ended job stays readable (its progress, result, file) before it is swept. */
  keepMs?: number;
  /** Frees what an ended job left behind (a file in the blob store, say) when it is swept or removed. */
  release?: (job: JobRow) => Promise<void>;
}

/** What a job's handler gets, in its worker thread. */
export interface JobContext<P = unknown> {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  payload: P;
  /** Reports how far the job is; the runner stores the latest and publishes it (job.progress). */
  progress(progress: unknown): void;
  /** The database, opened for this thread on first use. */
  db(): Kysely<Database>;
  blobs: BlobStore;
  log: Log;
}

/** A job's work: runs in a worker thread; what it resolves with is stored as the job's result. */
export type JobHandler<P = unknown> = (ctx: JobContext<P>) => Promise<unknown>;

/** What the runner gives a worker thread. */
export interface WorkerInput {
  id: string;
  kind: string;
  attempt: number;
  payload: unknown;
  store: { databaseUrl?: string; dataDir: string };
  logLevel: string;
  /** The worker entry to load (source runs only: a TypeScript file loaded through tsx). */
  entry?: string;
}

/** What a worker thread reports. */
export type WorkerMessage =
  | { type: 'progress'; progress: unknown }
  | { type: 'done'; result: unknown }
  | { type: 'failed'; message: string };
