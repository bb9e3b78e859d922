/**
 * Removal of abandoned uploads, in a job's worker thread: an upload that received no chunk for a
 * day goes, with its chunks on disk; so do chunk folders whose upload is gone (a server stopped
 * between finishing an upload and deleting its chunks).
 */
import { now } from '../../platform/clock.js';
import type { JobHandler } from '../../platform/jobs/index.js';
import { chunkFiles } from './chunks.js';
import { uploadRepo } from './upload-repo.js';

export const UPLOAD_SWEEP_JOB = 'material.uploadSweep';
/** An upload with no chunk for this long is abandoned. */
export const UPLOAD_IDLE_MS = 24 * 3_600_000;
/** How often the sweep runs. */
export const UPLOAD_SWEEP_EVERY_MS = 3_600_000;

export interface SweepPayload {
  /** The folder of upload chunks (DATA_DIR/uploads). */
  dir: string;
  idleMs: number;
  /** The hourly sweep (which queues the next when it ends), not one asked for once. */
  scheduled: boolean;
}

export interface SweepResult {
  removed: number;
  leftovers: number;
}

export const sweepUploads: JobHandler<SweepPayload> = async (ctx) => {
  const repo = uploadRepo(ctx.db());
  const files = chunkFiles(ctx.payload.dir);
  const before = now() - ctx.payload.idleMs;
  let removed = 0;
  for (;;) {
    const ids = await repo.idle(before, 100);
    for (const id of ids) {
      await repo.delete(id);
      await files.drop(id);
    }
    removed += ids.length;
    if (ids.length < 100) break;
  }
  const folders = await files.folders();
  const live = await repo.exist(folders);
  const strays = folders.filter((f) => !live.has(f));
  for (const id of strays) await files.drop(id);
  return { removed, leftovers: strays.length } satisfies SweepResult;
};
