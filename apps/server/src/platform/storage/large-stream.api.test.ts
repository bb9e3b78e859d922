import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { blobStore } from './blobs.js';

const MiB = 1024 * 1024;
const TOTAL = 2048 * MiB;

/** Chunk `i` of the test content: 1 MiB whose bytes depend on i and the position, made on demand. */
function chunk(i: number): Buffer {
  const b = Buffer.allocUnsafe(MiB);
  for (let k = 0; k < MiB; k += 4) b.writeUInt32LE(((i * 2654435761) ^ (k * 40503)) >>> 0, k);
  return b;
}
/** The bytes start..end (inclusive) of the content, from the chunks that hold them. */
function expected(start: number, end: number): Buffer {
  const parts: Buffer[] = [];
  for (let i = Math.floor(start / MiB); i <= Math.floor(end / MiB); i++) {
    const c = chunk(i);
    const from = Math.max(start - i * MiB, 0);
    const to = Math.min(end - i * MiB, MiB - 1);
    parts.push(c.subarray(from, to + 1));
  }
  return Buffer.concat(parts);
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-large-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('blob store with a large stream', () => {
  it(
    'stores 2 GiB without holding it in memory, and reads back an exact range near its end',
    { timeout: 180_000 },
    async () => {
      const store = blobStore(root);
      const hash = createHash('md5');
      let i = 0;
      let peak = 0;
      global.gc?.();
      const before = process.memoryUsage().rss;
      const source = new Readable({
        read() {
          if (i * MiB >= TOTAL) return this.push(null);
          const c = chunk(i++);
          hash.update(c);
          peak = Math.max(peak, process.memoryUsage().rss);
          this.push(c);
        },
      });
      const stored = await store.put(source);
      const grew = (peak - before) / MiB;
      console.log(`2 GiB stored; RSS grew by ${grew.toFixed(1)} MB at most`);
      expect(stored).toEqual({ md5: hash.digest('hex'), size: TOTAL, created: true });
      expect(grew).toBeLessThan(100);

      const start = TOTAL - 3 * MiB - 12_345;
      const end = TOTAL - MiB + 77;
      const got = await buffer((await store.open(stored.md5, { start, end }))!);
      expect(got.length).toBe(end - start + 1);
      expect(got.equals(expected(start, end))).toBe(true);
      expect(await store.delete(stored.md5)).toBe(true);
    },
  );
});
