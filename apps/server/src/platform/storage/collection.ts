/**
 * Collection of unused blobs: deletes the content no reference names any more (a replaced avatar,
 * the pictures of a deleted customer) once it has not been put for a grace period. It runs as a
 * job of the job table (platform/jobs), in a worker thread, a batch at a time.
 *
 * Against a put of the same content at the same moment (the put records its row before it places
 * its file, see blobs.ts): a batch deletes its rows in one statement that checks the put time on
 * each row, sets the files aside, then reads those rows once more; the files whose row a put has
 * written again meanwhile go back in place, the others are deleted. Whichever comes first, the put
 * ends with its file present.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { JobHandler } from '../jobs/index.js';
import { blobFiles, type BlobFiles } from './blobs.js';
import { dialectOf, type BlobReference } from './references.js';
import { blobTable } from './table.js';

export const BLOB_COLLECTION_JOB = 'blobs.collect';

/** What a collection is asked with (the job's payload, from the kind's settings). */
export interface CollectionPayload {
  /** Content put (or kept) more recently than this stays, referenced or not. */
  graceMs: number;
  /** Rows deleted per statement. */
  batch: number;
  /** Also record stored files the table lacks (from before it, or put by a store that does not track). */
  adopt: boolean;
}

/** What a collection did (the job's result). */
export interface CollectionResult {
  freed: number;
  /** Files put back because their content was put again while they were being deleted. */
  putBack: number;
  batches: number;
  adopted: number;
  /** Leftovers of stopped collections and puts cleared up. */
  leftovers: number;
}

/** Points where a test holds a batch to put content in between. */
export interface CollectionPauses {
  /** The batch's rows are deleted; its files are still in place. */
  rowsDeleted?(md5s: string[]): Promise<void>;
  /** The batch's files are set aside; their rows are about to be read again. */
  filesAside?(md5s: string[]): Promise<void>;
}

/** A file set aside longer than this belongs to a collection that stopped (no batch takes this long). */
const ASIDE_STALE_MS = 3_600_000;
/** A put's temporary file not written to for this long belongs to a put that stopped. */
const PUT_STALE_MS = 86_400_000;

/** Deletes the blobs that no reference names and that were last put before the grace period. */
export async function collectBlobs(
  db: Kysely<Database>,
  files: BlobFiles,
  references: BlobReference[],
  o: CollectionPayload,
  pauses: CollectionPauses = {},
  progress: (r: CollectionResult) => void = () => {},
): Promise<CollectionResult> {
  const table = blobTable(db);
  const started = Date.now();
  const result: CollectionResult = { freed: 0, putBack: 0, batches: 0, adopted: 0, leftovers: 0 };

  // Files a stopped collection set aside: back in place when their content has a row, else gone.
  const strays = await files.asideBefore(started - ASIDE_STALE_MS);
  if (strays.length) {
    const rowed = new Set(await table.present(strays.map((s) => s.md5)));
    for (const s of strays) await (rowed.has(s.md5) ? files.putBack(s.aside, s.md5) : files.discard(s.aside));
    result.leftovers += strays.length;
  }

  if (o.adopt) {
    result.leftovers += await files.dropStalePuts(started - PUT_STALE_MS);
    result.adopted = await adoptUntracked(db, files, o.batch, started);
  }

  const at = { now: started, dialect: dialectOf(db) };
  const before = started - o.graceMs;
  for (;;) {
    const md5s = await table.deleteUnreferenced(
      before,
      references.map((r) => r.md5s(db, at)),
      o.batch,
    );
    if (md5s.length === 0) break;
    result.batches++;
    await pauses.rowsDeleted?.(md5s);
    const aside = await Promise.all(md5s.map(async (md5) => ({ md5, file: await files.setAside(md5, Date.now()) })));
    await pauses.filesAside?.(md5s);
    const putAgain = new Set(await table.present(md5s));
    await Promise.all(
      aside.map(async ({ md5, file }) => {
        if (!file) return;
        if (putAgain.has(md5)) {
          await files.putBack(file, md5);
          result.putBack++;
        } else {
          await files.discard(file);
          result.freed++;
        }
      }),
    );
    progress(result);
    if (md5s.length < o.batch) break;
  }
  return result;
}

/** Records stored files without a row, `batch` at a time: two statements per batch. */
async function adoptUntracked(db: Kysely<Database>, files: BlobFiles, batch: number, at: number): Promise<number> {
  const table = blobTable(db);
  let adopted = 0;
  const pending: string[] = [];
  const flush = async (all: boolean) => {
    while (pending.length >= (all ? 1 : batch)) {
      const md5s = pending.splice(0, batch);
      const known = new Set(await table.present(md5s));
      const sized = await Promise.all(
        md5s.filter((m) => !known.has(m)).map(async (md5) => ({ md5, size: await files.sizeOf(md5) })),
      );
      const found = sized.filter((b): b is { md5: string; size: number } => b.size !== undefined);
      await table.adopt(found, at);
      adopted += found.length;
    }
  };
  for await (const md5s of files.stored()) {
    pending.push(...md5s);
    await flush(false);
  }
  await flush(true);
  return adopted;
}

/** The collection's job handler, for the worker threads (src/worker.ts), with every reference. */
export const collectionHandler =
  (references: BlobReference[]): JobHandler<CollectionPayload> =>
  async (ctx) =>
    collectBlobs(ctx.db(), blobFiles(ctx.blobs), references, ctx.payload, {}, (r) => ctx.progress(r));
