/**
 * Processing of a material's file, in a job's worker thread (never on the event loop). A picture
 * gets its size and a thumbnail (sharp); an SVG first its sanitised rendition; a video its
 * duration, size and codec (ffprobe), a poster frame, its thumbnail and a preview strip; a sound
 * its duration, codec and a picture (cover art or waveform); a PDF its pages rendered to pictures
 * (pdftoppm) and page 1 as thumbnail; a web page a screenshot (Chromium). A video or sound a browser
 * cannot play is then converted by a job of its own, queued here in the same transaction that
 * stores what was found (so a server that dies between the two loses neither). The server process
 * that sees the job end tells the console (material.changed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import type { MaterialItem, MaterialType } from '@apm/contract';
import sharp, { type Metadata } from 'sharp';
import { now } from '../../platform/clock.js';
import { inTransaction } from '../../platform/db/transaction.js';
import type { JobContext, JobHandler } from '../../platform/jobs/index.js';
import type { BlobStore } from '../../platform/storage/blobs.js';
import { blobTable } from '../../platform/storage/table.js';
import { mediaRepo, type MediaProcessed } from './media-repo.js';
import {
  browserPlays,
  playedLength,
  probeMedia,
  soundPicture,
  soundTypeOf,
  videoFrame,
  videoStrip,
  videoToolsAvailable,
} from './media-tools.js';
import { pdfToolsAvailable, renderPdf, screenshotOf } from './render-tools.js';
import { materialRepo } from './repo.js';
import { sanitizeSvg, SvgRefused } from './svg-sanitize.js';

export const MATERIAL_PROCESS_JOB = 'material.process';

/** The longest side of a thumbnail, in pixels. */
export const THUMB_SIZE = 320;
/** The largest SVG sanitised (an SVG this large is a drawing no screen needs). */
const MAX_SVG_BYTES = 32 * 1024 * 1024;
/** A video or sound that breaks off before this share of the length its header tells is cut short. */
const TRUNCATED_SHARE = 0.95;

export interface ProcessPayload {
  id: string;
}

/** A local file holding a blob: the store's own file when it has one, else a temporary copy. */
export async function localFile(
  blobs: BlobStore,
  md5: string,
): Promise<{ file: string; done(): Promise<void> } | undefined> {
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

/**
 * Puts content into the blob store and records it in the table of blobs, as the server's tracked
 * store does (a worker thread has the plain store): a collection then frees it as soon as nothing
 * names it, and a storage check finds every file it made.
 */
export async function putTracked(ctx: JobContext<unknown>, content: Buffer | fs.ReadStream) {
  const b = await ctx.blobs.put(content);
  await blobTable(ctx.db()).touch(b.md5, b.size, now());
  return b;
}

const thumbnailOf = (input: string | Buffer) =>
  sharp(input)
    .rotate()
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

type Ctx = JobContext<ProcessPayload>;
type Found = MediaProcessed & { transcode?: boolean };

async function processImage(ctx: Ctx, file: string): Promise<Found> {
  let meta: Metadata;
  let thumb: Buffer;
  try {
    meta = await sharp(file).metadata();
    thumb = await thumbnailOf(file);
  } catch (err) {
    // More pixels than sharp decodes (268 million): a picture no screen shows whole.
    const huge = err instanceof Error && /exceeds pixel limit/.test(err.message);
    return { status: 'failed', problem: huge ? 'tooManyPixels' : 'unreadable' };
  }
  // The size as shown: a photo taken upright is stored on its side with an EXIF orientation.
  const shown = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const { md5 } = await putTracked(ctx, thumb);
  return { status: 'ready', problem: null, width: shown.width, height: shown.height, thumbMd5: md5 };
}

/** An SVG: its sanitised rendition (what every variant serves), and a thumbnail drawn from that. */
async function processSvg(ctx: Ctx, file: string): Promise<Found> {
  const st = await fs.promises.stat(file);
  if (st.size > MAX_SVG_BYTES) return { status: 'failed', problem: 'unreadable' };
  let clean: Buffer;
  let meta: Metadata;
  let thumb: Buffer;
  try {
    clean = sanitizeSvg(await fs.promises.readFile(file));
    meta = await sharp(clean).metadata();
    thumb = await thumbnailOf(clean);
  } catch (err) {
    if (err instanceof SvgRefused) ctx.log.info({ material: ctx.payload.id, reason: err.message }, 'SVG refused');
    return { status: 'failed', problem: 'unreadable' };
  }
  const play = await putTracked(ctx, clean);
  const thumbMd5 = (await putTracked(ctx, thumb)).md5;
  return {
    status: 'ready',
    problem: null,
    width: meta.width ?? null,
    height: meta.height ?? null,
    thumbMd5,
    play: { md5: play.md5, mime: 'image/svg+xml', size: play.size },
  };
}

/** A video or a sound: probed, pictured, and marked for conversion when a browser cannot play it. */
async function processMedia(ctx: Ctx, m: MaterialItem, file: string): Promise<Found> {
  if (!(await videoToolsAvailable())) return { status: 'failed', problem: 'videoToolsMissing' };
  const facts = await probeMedia(file);
  if (!facts || (!facts.video && !facts.audio)) return { status: 'failed', problem: 'unreadable' };
  // A file cut short whose header still tells the whole length (an MP4 with its index first, an
  // MKV): it would be scheduled for its length and stop half-way.
  const played = await playedLength(file);
  if (played?.damaged && facts.durationMs && played.ms < facts.durationMs * TRUNCATED_SHARE) {
    return { status: 'failed', problem: 'truncated' };
  }
  let mime = m.mime as MaterialType;
  const kind = facts.video ? 'video' : 'audio';
  if (kind === 'audio') mime = soundTypeOf(mime);
  const found: Found = {
    status: 'ready',
    problem: null,
    kind,
    mime,
    durationMs: facts.durationMs,
    codec: facts.video?.codec ?? facts.audio?.codec ?? null,
    audioCodec: facts.video ? (facts.audio?.codec ?? null) : null,
    width: facts.video?.width ?? null,
    height: facts.video?.height ?? null,
    transcode: !browserPlays(mime, facts),
  };
  if (facts.video) {
    // A frame a little into the video: the first is often black.
    const at = facts.durationMs ? Math.min(1, facts.durationMs / 1000 / 10) : 0;
    const frame = await videoFrame(file, at);
    if (!frame) return { status: 'failed', problem: 'unreadable' };
    found.posterMd5 = (await putTracked(ctx, await sharp(frame).jpeg({ quality: 85 }).toBuffer())).md5;
    found.thumbMd5 = (await putTracked(ctx, await thumbnailOf(frame))).md5;
    const strip = await videoStrip(file, facts.durationMs);
    if (strip) found.stripMd5 = (await putTracked(ctx, await sharp(strip).webp({ quality: 70 }).toBuffer())).md5;
  } else {
    const picture = await soundPicture(file, facts.coverArt);
    if (picture) {
      found.posterMd5 = (await putTracked(ctx, await sharp(picture).jpeg({ quality: 85 }).toBuffer())).md5;
      found.thumbMd5 = (await putTracked(ctx, await thumbnailOf(picture))).md5;
    }
  }
  return found;
}

/** A PDF: every page (up to MAX_PDF_PAGES) rendered to a WebP picture, page 1 the thumbnail. */
async function processPdf(ctx: Ctx, file: string): Promise<Found> {
  if (!(await pdfToolsAvailable())) return { status: 'failed', problem: 'pdfToolsMissing' };
  const rendered = await renderPdf(file);
  if (rendered === 'passwordProtected') return { status: 'failed', problem: 'passwordProtected' };
  if (!rendered) return { status: 'failed', problem: 'unreadable' };
  try {
    const pages: { md5: string; width: number; height: number }[] = [];
    let thumbMd5: string | null = null;
    for (const [i, page] of rendered.pages.entries()) {
      const { data, info } = await sharp(page).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
      pages.push({ md5: (await putTracked(ctx, data)).md5, width: info.width, height: info.height });
      if (i === 0) thumbMd5 = (await putTracked(ctx, await thumbnailOf(page))).md5;
      ctx.progress({ materialId: ctx.payload.id, percent: Math.floor(((i + 1) / rendered.pages.length) * 100) });
    }
    await mediaRepo(ctx.db()).setPages(ctx.payload.id, pages);
    return {
      status: 'ready',
      problem: null,
      width: pages[0]!.width,
      height: pages[0]!.height,
      pageCount: pages.length,
      thumbMd5,
    };
  } finally {
    await rendered.done();
  }
}

/** A web page: a screenshot where one can be taken (else no thumbnail: the console shows a web icon). */
async function processWeb(ctx: Ctx, m: MaterialItem): Promise<Found> {
  const shot = m.sourceUrl ? await screenshotOf(m.sourceUrl).catch(() => undefined) : undefined;
  if (!shot) return { status: 'ready', problem: null };
  try {
    const meta = await sharp(shot).metadata();
    const posterMd5 = (await putTracked(ctx, await sharp(shot).jpeg({ quality: 85 }).toBuffer())).md5;
    const thumbMd5 = (await putTracked(ctx, await thumbnailOf(shot))).md5;
    return {
      status: 'ready',
      problem: null,
      width: meta.width ?? null,
      height: meta.height ?? null,
      posterMd5,
      thumbMd5,
    };
  } catch {
    return { status: 'ready', problem: null };
  }
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
  // A conversion already queued (an attempt that died after queuing it): that job goes on.
  const row = await mediaRepo(ctx.db()).row(m.id);
  if (row?.job_id && row.job_id !== ctx.id) return { status: 'processing' } satisfies ProcessResult;
  const local = m.kind === 'web' ? { file: '', done: async () => {} } : await localFile(ctx.blobs, m.md5);
  if (!local) {
    await mediaRepo(ctx.db()).processed(m.id, { status: 'failed', problem: 'processingFailed' }, now());
    ctx.log.error({ material: m.id, md5: m.md5 }, "a material's file is missing from the blob store");
    return { status: 'failed' } satisfies ProcessResult;
  }
  try {
    const found =
      m.kind === 'web'
        ? await processWeb(ctx, m)
        : m.kind === 'pdf'
          ? await processPdf(ctx, local.file)
          : m.kind === 'video' || m.kind === 'audio'
            ? await processMedia(ctx, m, local.file)
            : m.mime === 'image/svg+xml'
              ? await processSvg(ctx, local.file)
              : await processImage(ctx, local.file);
    const { transcode, ...facts } = found;
    if (transcode) {
      // Stored and pictured: the material stays processing while its conversion runs.
      await inTransaction(ctx.db(), async (trx) => {
        const at = now();
        if (await mediaRepo(trx).processed(m.id, { ...facts, status: 'processing' }, at)) {
          await mediaRepo(trx).queueTranscode(m.id, m.createdBy, at);
        }
      });
      return { status: 'processing' } satisfies ProcessResult;
    }
    await mediaRepo(ctx.db()).processed(m.id, facts, now());
    return { status: facts.status } satisfies ProcessResult;
  } finally {
    await local.done();
  }
};
