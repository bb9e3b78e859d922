import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileEntry } from '../protocol/manifest';

// The file store in memory: what download() keeps between attempts, as IndexedDB would.
const parts = new Map<string, Map<number, Blob>>();
const files = new Map<string, Blob>();
vi.mock('../storage/files', () => ({
  fileStore: {
    parts: async (md5: string) => {
      const blobs = [...(parts.get(md5) ?? new Map<number, Blob>()).entries()]
        .sort(([a], [b]) => a - b)
        .map(([, b]) => b);
      return { blobs, bytes: blobs.reduce((n, b) => n + b.size, 0) };
    },
    addPart: async (md5: string, offset: number, blob: Blob) => {
      if (!parts.has(md5)) parts.set(md5, new Map());
      parts.get(md5)!.set(offset, blob);
    },
    dropParts: async (md5: string) => void parts.delete(md5),
    commit: async (md5: string, mime: string, blobs: Blob[]) => {
      files.set(md5, new Blob(blobs, { type: mime }));
      parts.delete(md5);
    },
  },
}));

const { download, DownloadError } = await import('./download');

/** The MD5 of a stored file (compared instead of its 5 MiB of bytes). */
const md5Of = async (blob: Blob | undefined) =>
  blob
    ? createHash('md5')
        .update(new Uint8Array(await blob.arrayBuffer()))
        .digest('hex')
    : undefined;

const MiB = 1024 * 1024;
const bytes = new Uint8Array(5 * MiB);
for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) % 251;
const md5 = createHash('md5').update(bytes).digest('hex');
const entry: FileEntry = {
  md5,
  size: bytes.length,
  mime: 'video/mp4',
  url: `/apm-web/terminal/file/${md5}?sig=x`,
  expiresAt: 0,
};

/** A body that sends `upTo` bytes of `from` in 256 KiB pieces, then breaks (or ends, without upTo). */
function body(from: Uint8Array, upTo?: number): ReadableStream<Uint8Array> {
  let at = 0;
  const end = upTo ?? from.length;
  return new ReadableStream({
    pull(c) {
      if (at >= end) return upTo === undefined ? c.close() : c.error(new TypeError('network error'));
      const next = Math.min(end, at + 256 * 1024);
      c.enqueue(from.slice(at, next));
      at = next;
    },
  });
}

const requests: (string | null)[] = [];
function serve(answers: ((range: string | null) => Response)[]) {
  vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => {
    const range = (init.headers as Record<string, string>).range ?? null;
    requests.push(range);
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer(range);
  });
}
const rest = (range: string | null) => {
  const from = Number(/bytes=(\d+)-/.exec(range ?? '')?.[1] ?? 0);
  return new Response(body(bytes.slice(from)), {
    status: 206,
    headers: { 'content-range': `bytes ${from}-${bytes.length - 1}/${bytes.length}` },
  });
};

describe('download', () => {
  beforeEach(() => {
    vi.stubGlobal('location', { href: 'http://screen.example/player/' });
    parts.clear();
    files.clear();
    requests.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('resumes a broken download from the bytes it kept and stores the file once its MD5 is right', async () => {
    serve([() => new Response(body(bytes, 3 * MiB + 1000), { status: 200 }), rest]);
    const seen: number[] = [];
    await expect(download(entry, new AbortController().signal, (n) => seen.push(n))).rejects.toMatchObject({
      problem: 'network',
    });
    expect(files.has(md5)).toBe(false);
    await download(entry, new AbortController().signal, (n) => seen.push(n));
    // Whole parts were kept: the second request asks only for what came after them.
    expect(requests[0]).toBeNull();
    expect(requests[1]).toMatch(/^bytes=\d+-$/);
    expect(Number(/\d+/.exec(requests[1]!)![0])).toBeGreaterThanOrEqual(2 * MiB);
    expect(await md5Of(files.get(md5))).toBe(md5);
    expect(seen.at(-1)).toBe(bytes.length);
  });

  it('refuses bytes that do not match the MD5 and keeps nothing of them', async () => {
    const wrong = bytes.slice();
    wrong[100] = (bytes[100] ?? 0) ^ 0xff;
    serve([() => new Response(body(wrong), { status: 200 })]);
    await expect(download(entry, new AbortController().signal, () => {})).rejects.toMatchObject({
      problem: 'md5Mismatch',
    });
    expect(files.has(md5)).toBe(false);
    expect(parts.has(md5)).toBe(false);
  });

  it('starts over when the server answers a range with the whole file', async () => {
    parts.set(md5, new Map([[0, new Blob([bytes.slice(0, MiB)])]]));
    serve([() => new Response(body(bytes), { status: 200 })]);
    await download(entry, new AbortController().signal, () => {});
    expect(requests).toEqual([`bytes=${MiB}-`]);
    expect(await md5Of(files.get(md5))).toBe(md5);
  });

  it('tells an expired address apart', async () => {
    serve([() => new Response(JSON.stringify({ code: 403, jsonObject: { reason: 'expired' } }), { status: 403 })]);
    const e = await download(entry, new AbortController().signal, () => {}).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(DownloadError);
    expect((e as InstanceType<typeof DownloadError>).problem).toBe('expired');
  });

  it('verifies without a request when every byte was kept', async () => {
    parts.set(md5, new Map([[0, new Blob([bytes])]]));
    serve([]);
    await download(entry, new AbortController().signal, () => {});
    expect(requests).toEqual([]);
    expect(files.has(md5)).toBe(true);
  });
});
