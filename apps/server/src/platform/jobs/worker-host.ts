/**
 * The inside of a job's worker thread: picks the handler of the job's kind, gives it its context
 * and reports back to the runner. The worker entries (src/worker.ts and test ones) call serveJob
 * with the handlers they know.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { openDb, type Db } from '../db/connect.js';
import { plainLog } from '../log.js';
import { blobStore } from '../storage/blobs.js';
import type { JobHandler, WorkerInput, WorkerMessage } from './kinds.js';

const post = (m: WorkerMessage) => parentPort!.postMessage(m);

/** Runs the job the runner handed this thread with the handler of its kind. */
export async function serveJob(handlers: Record<string, JobHandler>): Promise<void> {
  const input = workerData as WorkerInput;
  let db: Db | undefined;
  try {
    const handler = handlers[input.kind];
    if (!handler) throw new Error(`no handler for jobs of kind ${input.kind}`);
    const result = await handler({
      id: input.id,
      attempt: input.attempt,
      payload: input.payload,
      progress: (progress) => post({ type: 'progress', progress }),
      db: () => (db ??= openDb(input.store)).kysely,
      blobs: blobStore(path.join(input.store.dataDir, 'files')),
      log: plainLog(input.logLevel),
    });
    post({ type: 'done', result: result ?? null });
  } catch (err) {
    post({ type: 'failed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  } finally {
    await db?.close();
  }
}
