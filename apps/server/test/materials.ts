import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CONSOLE_HEADER,
  CONSOLE_HEADER_VALUE,
  UPLOAD_CHUNK_BYTES,
  type MaterialItem,
  type UploadState,
} from '@apm/contract';
import sharp from 'sharp';
import type { App } from '../src/app.js';
import { call } from './harness.js';

/**
 * Materials for API tests: real pictures and videos made here (sharp, ffmpeg), and the console's
 * way of uploading them (announce by MD5, then chunks as multipart requests), counting the chunks sent.
 */

export const md5Of = (b: Buffer) => createHash('md5').update(b).digest('hex');

/** A PNG of one colour. */
export const pngOf = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** An MP4 (H.264) of ffmpeg's test pattern, `seconds` long. */
export async function mp4Of(seconds: number, width = 320, height = 240): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `apm-test-${process.pid}-${Date.now()}.mp4`);
  await promisify(execFile)('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=${width}x${height}:rate=25`,
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-y',
    file,
  ]);
  try {
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** Bytes that start like a PNG (so they are taken for a picture) and go on at random: `size` of them. */
export function pngLike(size: number, seed = 1): Buffer {
  const b = Buffer.alloc(size);
  let x = seed * 2654435761;
  for (let i = 0; i < size; i += 4) {
    x = (x * 1103515245 + 12345) >>> 0;
    b.writeUInt32LE(x, Math.min(i, size - 4));
  }
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  return b;
}

/** GET uploaderMD5Check for a file. */
export const announce = (app: App, cookie: string, file: Buffer, name: string, extra: Record<string, string> = {}) =>
  call<UploadState>(app, 'GET', '/a/api/fileInfosa/uploaderMD5Check', {
    cookie,
    form: { md5: md5Of(file), size: String(file.length), name, ...extra },
  });

/** POST one chunk as the console does: multipart `file`, upload id and index in the query. */
export async function sendChunk(
  app: App,
  cookie: string,
  query: { uploadId: string; index: number; chunkMd5?: string },
  bytes: Buffer,
) {
  const boundary = `----apm${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const res = await app.http.inject({
    method: 'POST',
    url: '/apm-web/a/api/fileInfosa/uploader',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: {
      cookie,
      [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      code: number;
      message: string;
      jsonObject?: UploadState;
      data?: { fields: { field: string; message: string }[] };
    },
  };
}

/** Chunk `index` of a file. */
export const chunkOf = (file: Buffer, index: number, chunkSize = UPLOAD_CHUNK_BYTES) =>
  file.subarray(index * chunkSize, Math.min(file.length, (index + 1) * chunkSize));

/**
 * Uploads a file the console's way: announce, then the chunks the server lacks (at most `stopAfter`
 * of them: an upload cut short). Answers the last state and how many chunk requests went out.
 */
export async function upload(
  app: App,
  cookie: string,
  file: Buffer,
  name: string,
  o: { stopAfter?: number; officeId?: string } = {},
): Promise<{ state: UploadState; chunks: number }> {
  const a = await announce(app, cookie, file, name, o.officeId ? { officeId: o.officeId } : {});
  if (a.body.code !== 0) throw new Error(`announce: ${JSON.stringify(a.body)}`);
  const state = a.body.jsonObject!;
  let chunks = 0;
  if (state.state === 'done') return { state, chunks };
  const missing = [...Array(state.chunkCount).keys()].filter(
    (i) => !(state as { received: number[] }).received.includes(i),
  );
  for (const index of missing) {
    if (o.stopAfter !== undefined && chunks >= o.stopAfter) break;
    const r = await sendChunk(app, cookie, { uploadId: state.uploadId, index }, chunkOf(file, index, state.chunkSize));
    chunks++;
    if (r.body.code !== 0) throw new Error(`chunk ${index}: ${JSON.stringify(r.body)}`);
    const next = r.body.jsonObject!;
    if (next.state === 'done') return { state: next, chunks };
  }
  return { state, chunks };
}

/** The material once its processing has ended (ready or failed). */
export async function settled(app: App, cookie: string, id: string, timeoutMs = 30_000): Promise<MaterialItem> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await call(app, 'GET', '/a/api/material/list', { cookie, form: { pageSize: '200' } });
    const m = (r.body.data as { list: MaterialItem[] } | undefined)?.list.find((x) => x.id === id);
    if (m && m.status !== 'processing') return m;
    if (Date.now() > until) throw new Error(`material ${id} still ${m?.status ?? 'missing'}`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** GET getFile, raw: status, headers and the bytes. */
export async function getFile(
  app: App,
  cookie: string,
  query: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const res = await app.http.inject({
    method: 'GET',
    url: '/apm-web/a/api/fileInfosa/getFile',
    query,
    headers: { cookie, ...headers },
  });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, text: res.body };
}
