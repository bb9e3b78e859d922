import { now } from '../clock.js';
import type { Db } from '../db/connect.js';
import type { Executor } from '../db/transaction.js';
import type { EnqueueSpec, JobKind, JobQueue } from '../jobs/index.js';
import { blobStore, type BlobStore } from './blobs.js';
import { BLOB_COLLECTION_JOB, type CollectionPayload } from './collection.js';
import { blobTable } from './table.js';

/** How collection runs: the settings of its job kind. */
export interface CollectionSettings {
  /**
   * Content put (or kept) more recently than this is never collected. A module puts content,
   * then commits the row naming it: until that commit no reference names it, so the grace
   * period must outlast any such gap by far (an hour against milliseconds).
   */
  graceMs: number;
  /** The longest time between two collections, besides those asked for. */
  everyMs: number;
  /** Rows deleted per statement (and files per batch). */
  batch: number;
}

export const COLLECTION: CollectionSettings = { graceMs: 3_600_000, everyMs: 6 * 3_600_000, batch: 1000 };

/**
 * The two singleton keys of collection jobs: one run asked for by a module that may have freed a
 * blob, one waiting for its time. A single key would let the run waiting for its time (hours
 * ahead) turn away every request to run now; two runs at once are safe, only wasteful.
 */
export const SOON = 'blobs.collect.soon';
export const PERIODIC = 'blobs.collect.periodic';

/** A request for a collection: `key` SOON (now, the table only) or PERIODIC (at `runAt`, files adopted too). */
export function collectionRequest(
  key: typeof SOON | typeof PERIODIC,
  settings: CollectionSettings = COLLECTION,
  runAt?: number,
): EnqueueSpec {
  const payload: CollectionPayload = { graceMs: settings.graceMs, batch: settings.batch, adopt: key === PERIODIC };
  return { kind: BLOB_COLLECTION_JOB, payload, singletonKey: key, ...(runAt !== undefined ? { runAt } : {}) };
}

/** The blob store modules get (a put records its content in sys_blob first), with its collection job kind. */
export interface TrackedBlobs extends BlobStore {
  /** The job kind that collects; its handler is in the worker threads (src/worker.ts). */
  collectionKind: JobKind;
  /** Queues the periodic collection for `everyMs` from now, unless one is waiting already (start-up). */
  scheduleCollection(): Promise<void>;
}

/**
 * The blob store of `root` with the table of blobs of `db`. `jobs` is read when a collection is
 * queued (the queue is built after the job kinds, this one among them).
 */
export function trackedBlobs(
  db: Db,
  root: string,
  jobs: () => JobQueue,
  settings: CollectionSettings = COLLECTION,
): TrackedBlobs {
  const table = blobTable(db.kysely);
  const queue = async (ex: Executor, spec: EnqueueSpec) => void (await jobs().enqueue(ex, spec));
  const store = blobStore(root, {
    touched: ({ md5, size }) => table.touch(md5, size, now()),
    collectSoon: (ex) => queue(ex, collectionRequest(SOON, settings)),
  });
  const collectionKind: JobKind = {
    kind: BLOB_COLLECTION_JOB,
    concurrency: 1,
    maxAttempts: 3,
    backoffMs: 60_000,
    timeoutMs: 30 * 60_000,
    keepMs: 3_600_000,
    // An ended periodic run, once swept, queues the next: so one is always waiting, running or
    // just ended, and a server that runs for weeks still collects every `everyMs`.
    release: async (row) => {
      if (row.singleton_key !== PERIODIC) return;
      const next = Math.max(now(), (row.finished_at ?? now()) + settings.everyMs);
      await queue(db.kysely, collectionRequest(PERIODIC, settings, next));
    },
  };
  return Object.assign(store, {
    collectionKind,
    scheduleCollection: () => queue(db.kysely, collectionRequest(PERIODIC, settings, now() + settings.everyMs)),
  });
}
