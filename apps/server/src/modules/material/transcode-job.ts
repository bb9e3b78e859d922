/**
 * The conversion of a video or sound a browser cannot play into H.264/AAC MP4 with its index first
 * (`-movflags +faststart`), in a job's worker thread. ffmpeg writes into a file of its own named by
 * the job (DATA_DIR/transcode/<job>.mp4); only a file ffmpeg finished well, and that ffprobe reads
 * back, is put into the blob store, so a server killed half-way leaves no half-written blob: the
 * attempt after the restart (the job's lease runs out, another runner claims it) throws the half
 * file away and starts again. The original stays the material's file; the rendition is play_md5.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { workerData } from 'node:worker_threads';
import type { MaterialItem } from '@apm/contract';
import type { Kysely } from 'kysely';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import type { JobHandler } from '../../platform/jobs/index.js';
import { mediaRepo } from './media-repo.js';
import { probeMedia, transcode, videoToolsAvailable } from './media-tools.js';
import { localFile, putTracked } from './process-job.js';

export { MATERIAL_TRANSCODE_JOB } from './media-repo.js';

export interface TranscodePayload {
  id: string;
}

/** What a conversion job reports as it goes (job.progress; the service passes it on as material.progress). */
export interface TranscodeProgress {
  materialId: string;
  officeId: string;
  percent: number;
}

/** What a conversion job answers. */
export interface TranscodeResult {
  status: MaterialItem['status'] | 'gone';
}

/** The longest one conversion may run (a feature film on a slow machine). */
export const TRANSCODE_TIMEOUT_MS = 6 * 3_600_000;

/** Where half-done conversions lie: beside the blob store (the same disk), never inside it. */
function workDir(): string {
  const dataDir = (workerData as { store?: { dataDir?: string } } | null)?.store?.dataDir;
  return path.join(dataDir ?? os.tmpdir(), 'transcode');
}

/** Removes the half-done conversions of jobs that no longer run (cancelled: their worker was stopped mid-way). */
async function dropLeftovers(db: Kysely<Database>, dir: string) {
  const files = (await fs.promises.readdir(dir)).filter((n) => /^[\w-]+\.mp4$/.test(n));
  if (files.length === 0) return;
  const ids = files.map((n) => n.slice(0, -4));
  const running = await db
    .selectFrom('sys_job')
    .select('id')
    .where('id', 'in', ids)
    .where('state', 'in', ['queued', 'running'])
    .execute();
  const alive = new Set(running.map((r) => r.id));
  for (const id of ids) if (!alive.has(id)) await fs.promises.rm(path.join(dir, `${id}.mp4`), { force: true });
}

export const transcodeMaterial: JobHandler<TranscodePayload> = async (ctx) => {
  const repo = mediaRepo(ctx.db());
  const m = await repo.row(ctx.payload.id);
  // Deleted, cancelled, or converted by another job meanwhile.
  if (!m || m.status !== 'processing' || m.job_id !== ctx.id) {
    return { status: (m?.status as MaterialItem['status'] | undefined) ?? 'gone' } satisfies TranscodeResult;
  }
  if (!(await videoToolsAvailable())) {
    await repo.conversionEnded(m.id, ctx.id, 'videoToolsMissing', now());
    return { status: 'failed' } satisfies TranscodeResult;
  }
  const local = await localFile(ctx.blobs, m.md5);
  if (!local) throw new Error(`the file of material ${m.id} (${m.md5}) is missing from the blob store`);
  const dir = workDir();
  const out = path.join(dir, `${ctx.id}.mp4`);
  try {
    await fs.promises.mkdir(dir, { recursive: true });
    // What an attempt killed half-way left (this job's, and those of jobs cancelled or ended since).
    await fs.promises.rm(out, { force: true });
    await dropLeftovers(ctx.db(), dir);
    const report = (percent: number) =>
      ctx.progress({ materialId: m.id, officeId: m.office_id, percent } satisfies TranscodeProgress);
    report(0);
    const durationMs = m.duration_ms ?? (await probeMedia(local.file))?.durationMs ?? null;
    const soundOnly = m.kind === 'audio';
    const r = await transcode(local.file, out, {
      soundOnly,
      durationMs,
      onPercent: report,
      timeoutMs: TRANSCODE_TIMEOUT_MS,
    });
    if (!r.ok) throw new Error(`ffmpeg could not convert material ${m.id}: ${r.stderr.trim() || 'no reason given'}`);
    const check = await probeMedia(out);
    if (!check || (soundOnly ? !check.audio : !check.video)) {
      throw new Error(`the conversion of material ${m.id} is not a readable MP4`);
    }
    const stored = await putTracked(ctx, fs.createReadStream(out));
    const play = { md5: stored.md5, mime: soundOnly ? 'audio/mp4' : 'video/mp4', size: stored.size };
    report(100);
    const done = await repo.transcoded(m.id, ctx.id, play, now());
    return { status: done ? 'ready' : 'gone' } satisfies TranscodeResult;
  } finally {
    await fs.promises.rm(out, { force: true });
    await local.done();
  }
};
