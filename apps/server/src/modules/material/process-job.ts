/**
 * Processing of a material's file, in a job's worker thread (never on the event loop): a picture
 * gets its size and a thumbnail (sharp); a video its duration, size and codec (ffprobe), a poster
 * frame (ffmpeg) and that frame's thumbnail. What it finds goes into the material's row; the
 * server process that sees the job end tells the console (material.changed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import type { MaterialItem } from '@apm/contract';
import sharp, { type Metadata } from 'sharp';
import { now } from '../../platform/clock.js';
import type { JobHandler } from '../../platform/jobs/index.js';
import type { BlobStore } from '../../platform/storage/blobs.js';
import { probeVideo, videoFrame, videoToolsAvailable } from './media-tools.js';
import { materialRepo, type Processed } from './repo.js';

export const MATERIAL_PROCESS_JOB = 'material.process';

/** The longest side of a thumbnail, in pixels. */
export const THUMB_SIZE = 320;

export interface ProcessPayload {
  id: string;
}

/** A local file holding a blob: the store's own file when it has one, else a temporary copy. */
async function localFile(blobs: BlobStore, md5: string): Promise<{ file: string; done(): Promise<void> } | undefined> {
  const stream = await blobs.open(md5);
  if (!stream) return undefined;
  // The local store opens its own file: read it where it lies rather than copy gigabytes of video.
  if (stream instanceof fs.ReadStream && typeof stream.path === 'string') {
    const file = stream.path;
    stream.destroy();
    return { file, done: async () => {} };
  }
  const file = path.join(os.tmpdir(), `apm-material-${randomBytes(8).toString('hex')}`);
  await pipeline(stream, fs.createWriteStream(file));
  return { file, done: () => fs.promises.rm(file, { force: true }) };
}

const thumbnailOf = (input: string | Buffer) =>
  sharp(input)
    .rotate()
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

async function processImage(file: string, blobs: BlobStore): Promise<Processed> {
  let meta: Metadata;
  let thumb: Buffer;
  try {
    meta = await sharp(file).metadata();
    thumb = await thumbnailOf(file);
  } catch {
    return { status: 'failed', problem: 'unreadable' };
  }
  // The size as shown: a photo taken upright is stored on its side with an EXIF orientation.
  const shown = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const { md5 } = await blobs.put(thumb);
  return { status: 'ready', problem: null, width: shown.width, height: shown.height, thumbMd5: md5 };
}

async function processVideo(file: string, blobs: BlobStore): Promise<Processed> {
  if (!(await videoToolsAvailable())) return { status: 'failed', problem: 'videoToolsMissing' };
  const facts = await probeVideo(file);
  if (!facts) return { status: 'failed', problem: 'unreadable' };
  // A frame a little into the video: the first is often black.
  const at = facts.durationMs ? Math.min(1, facts.durationMs / 1000 / 10) : 0;
  const frame = await videoFrame(file, at);
  if (!frame) return { status: 'failed', problem: 'unreadable' };
  const poster = await sharp(frame).jpeg({ quality: 85 }).toBuffer();
  const thumb = await thumbnailOf(frame);
  const posterMd5 = (await blobs.put(poster)).md5;
  const thumbMd5 = (await blobs.put(thumb)).md5;
  return { status: 'ready', problem: null, ...facts, posterMd5, thumbMd5 };
}

/** What a processing job answers: the material's state after it. */
export interface ProcessResult {
  status: MaterialItem['status'] | 'gone';
}

export const processMaterial: JobHandler<ProcessPayload> = async (ctx) => {
  const repo = materialRepo(ctx.db());
  const m = await repo.get(ctx.payload.id);
  // Deleted meanwhile, or processed by an attempt that stopped before it could say so.
  if (!m || m.status !== 'processing') return { status: m?.status ?? 'gone' } satisfies ProcessResult;
  const local = await localFile(ctx.blobs, m.md5);
  if (!local) {
    await repo.processed(m.id, { status: 'failed', problem: 'processingFailed' }, now());
    ctx.log.error({ material: m.id, md5: m.md5 }, "a material's file is missing from the blob store");
    return { status: 'failed' } satisfies ProcessResult;
  }
  try {
    const result =
      m.kind === 'image' ? await processImage(local.file, ctx.blobs) : await processVideo(local.file, ctx.blobs);
    await repo.processed(m.id, result, now());
    return { status: result.status } satisfies ProcessResult;
  } finally {
    await local.done();
  }
};
