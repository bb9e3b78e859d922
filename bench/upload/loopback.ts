/**
 * (a) A large upload over loopback through the console's calls (uploaderMD5Check, then 8 MB chunks
 * to uploader, three at once and the last alone) against a plain disk write of
 * the same bytes (dd), both until the bytes are on the disk (dd with fdatasync; the upload followed
 * by a sync of the server's file system).
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { consoleHeaders } from './session.js';

const CHUNK = 8 * 1024 * 1024;
const PARALLEL = 3;

/** A file of `bytes` random bytes that starts like an MP4 video (materials are told by their first bytes). */
export async function makeFile(file: string, bytes: number): Promise<void> {
  const out = fs.createWriteStream(file);
  for (let at = 0; at < bytes; at += CHUNK) {
    const b = randomBytes(Math.min(CHUNK, bytes - at));
    if (at === 0) Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]).copy(b);
    if (!out.write(b)) await new Promise((r) => out.once('drain', r));
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}

/** The file's MD5 (what the console's worker computes before it announces the file). */
export async function hashesOf(file: string): Promise<{ md5: string }> {
  const whole = createHash('md5');
  const fh = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.alloc(CHUNK);
    for (;;) {
      const { bytesRead } = await fh.read(buf, 0, CHUNK);
      if (bytesRead === 0) break;
      const part = buf.subarray(0, bytesRead);
      whole.update(part);
    }
  } finally {
    await fh.close();
  }
  return { md5: whole.digest('hex') };
}

interface UploadAnswer {
  code: number;
  message: string;
  jsonObject?: { state: 'done' | 'upload'; uploadId?: string; received?: number[]; chunkCount?: number };
}

/**
 * POSTs a chunk as the browser does (multipart/form-data with one `file` part), with the least work
 * on this side: Node's fetch with a FormData copies and encodes the bytes at about 320 MB/s on the
 * machine of docs/performance.md, less than the server takes them in.
 */
function postChunk(target: string, cookie: string, bytes: Buffer): Promise<UploadAnswer> {
  const boundary = `----apm${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      {
        method: 'POST',
        headers: {
          ...consoleHeaders(cookie),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + bytes.length + tail.length,
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(parts).toString('utf8')) as UploadAnswer);
          } catch (err) {
            reject(err as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(head);
    req.write(bytes);
    req.end(tail);
  });
}

/** Uploads a file as the console does; answers the seconds from the MD5 check to the material. */
export async function uploadFile(url: string, cookie: string, file: string, hashes: { md5: string }): Promise<number> {
  const size = fs.statSync(file).size;
  const started = performance.now();
  const q = new URLSearchParams({ md5: hashes.md5, size: String(size), name: path.basename(file) });
  const check = (await (
    await fetch(`${url}/apm-web/a/api/fileInfosa/uploaderMD5Check?${q}`, { headers: consoleHeaders(cookie) })
  ).json()) as UploadAnswer;
  if (check.code !== 0 || check.jsonObject?.state !== 'upload') throw new Error(`check: ${JSON.stringify(check)}`);
  const { uploadId, chunkCount } = check.jsonObject as { uploadId: string; chunkCount: number };
  const fh = await fs.promises.open(file, 'r');
  const send = async (index: number): Promise<UploadAnswer> => {
    const length = Math.min(CHUNK, size - index * CHUNK);
    const buf = Buffer.allocUnsafe(length);
    await fh.read(buf, 0, length, index * CHUNK);
    const cq = new URLSearchParams({ uploadId, index: String(index) });
    const r = await postChunk(`${url}/apm-web/a/api/fileInfosa/uploader?${cq}`, cookie, buf);
    if (r.code !== 0) throw new Error(`chunk ${index}: ${JSON.stringify(r)}`);
    return r;
  };
  try {
    const queue = [...Array(chunkCount - 1).keys()];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) await send(i);
      }),
    );
    const sentAt = performance.now();
    const last = await send(chunkCount - 1);
    if (process.env.BENCH_VERBOSE) {
      console.log(
        `    chunks but the last: ${((sentAt - started) / 1000).toFixed(2)} s; last + assembly: ${((performance.now() - sentAt) / 1000).toFixed(2)} s`,
      );
    }
    if (last.jsonObject?.state !== 'done') throw new Error(`not done: ${JSON.stringify(last)}`);
  } finally {
    await fh.close();
  }
  return (performance.now() - started) / 1000;
}

/** Seconds to flush the file system holding `dir` (what the upload left in the page cache). */
export function syncSeconds(dir: string): number {
  const t = performance.now();
  execFileSync('sync', ['-f', dir]);
  return (performance.now() - t) / 1000;
}

/** Seconds dd takes to copy `source` to `target` in 8 MB blocks, until the data is on the disk. */
export function ddSeconds(source: string, target: string): number {
  execFileSync('sync', ['-f', path.dirname(target)]);
  const t = performance.now();
  execFileSync('dd', [`if=${source}`, `of=${target}`, 'bs=8M', 'conv=fdatasync'], { stdio: 'ignore' });
  const s = (performance.now() - t) / 1000;
  fs.rmSync(target, { force: true });
  return s;
}
