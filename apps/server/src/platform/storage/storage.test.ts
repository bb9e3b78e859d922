import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { blobFiles, blobStore, md5Of } from './blobs.js';
import { imageTypeOf } from './image-type.js';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-blobs-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('blobStore', () => {
  it('stores content under its MD5, once, and gives it back', async () => {
    const root = tmp();
    const store = blobStore(root);
    const bytes = Buffer.from('hello, signage');
    const { md5, size, created } = await store.put(bytes);
    expect({ md5, size, created }).toEqual({ md5: '142b4e855e5d698202e9d84605ae001e', size: 14, created: true });
    expect(md5Of(bytes)).toBe(md5);
    expect(fs.existsSync(path.join(root, md5.slice(0, 2), md5))).toBe(true);
    expect(await store.put(Buffer.from('hello, signage'))).toEqual({ md5, size: 14, created: false });
    expect(fs.readdirSync(path.join(root, md5.slice(0, 2)))).toEqual([md5]);
    expect((await store.get(md5))?.toString()).toBe('hello, signage');
    expect(await store.has(md5)).toBe(true);
  });

  it('refuses a damaged file, a missing one and a name that is not an MD5', async () => {
    const root = tmp();
    const store = blobStore(root);
    const { md5 } = await store.put(Buffer.from('original'));
    fs.writeFileSync(path.join(root, md5.slice(0, 2), md5), 'tampered');
    expect(await store.get(md5)).toBeUndefined();
    expect(await store.get('0'.repeat(32))).toBeUndefined();
    expect(await store.get('../../etc/passwd')).toBeUndefined();
    expect(await store.has('../x')).toBe(false);
    expect(await store.open('../../etc/passwd')).toBeUndefined();
    expect(await store.delete('../x')).toBe(false);
  });

  it('streams content in, refusing a wrong MD5 or too many bytes and leaving nothing behind', async () => {
    const root = tmp();
    const store = blobStore(root);
    const chunks = () => Readable.from([Buffer.from('stream'), Buffer.from('ed in')]);
    const md5 = md5Of(Buffer.from('streamed in'));
    await expect(store.put(chunks(), { md5: '0'.repeat(32) })).rejects.toMatchObject({ reason: 'md5Mismatch' });
    await expect(store.put(chunks(), { maxBytes: 10 })).rejects.toMatchObject({ reason: 'tooLarge' });
    expect(fs.readdirSync(root)).toEqual([]);
    expect(await store.put(chunks(), { md5: md5.toUpperCase(), maxBytes: 11 })).toEqual({
      md5,
      size: 11,
      created: true,
    });
    expect(fs.readdirSync(root)).toEqual([md5.slice(0, 2)]);
    expect(await store.stat(md5)).toMatchObject({ size: 11 });
  });

  it('reads exactly the bytes of a range, and refuses one outside the content', async () => {
    const store = blobStore(tmp());
    const bytes = Buffer.from('0123456789');
    const { md5 } = await store.put(bytes);
    const read = async (start: number, end: number) =>
      (await buffer((await store.open(md5, { start, end }))!)).toString();
    expect(await read(0, 0)).toBe('0');
    expect(await read(3, 6)).toBe('3456');
    expect(await read(9, 9)).toBe('9');
    expect(await read(0, 9)).toBe('0123456789');
    expect((await buffer((await store.open(md5))!)).toString()).toBe('0123456789');
    await expect(store.open(md5, { start: 5, end: 10 })).rejects.toThrow(RangeError);
    expect(await store.open('0'.repeat(32))).toBeUndefined();
  });

  it('deletes a blob once', async () => {
    const store = blobStore(tmp());
    const { md5 } = await store.put(Buffer.from('gone soon'));
    expect(await store.delete(md5)).toBe(true);
    expect(await store.delete(md5)).toBe(false);
    expect(await store.stat(md5)).toBeUndefined();
  });
});

describe('blobStore with tracking', () => {
  it('records a put before its file is placed, and a failed record leaves nothing behind', async () => {
    const root = tmp();
    const seen: Array<{ md5: string; size: number; placed: boolean }> = [];
    const store = blobStore(root, {
      touched: async ({ md5, size }) =>
        void seen.push({ md5, size, placed: fs.existsSync(path.join(root, md5.slice(0, 2), md5)) }),
      collectSoon: async () => {},
    });
    const { md5 } = await store.put(Buffer.from('tracked'));
    await store.put(Buffer.from('tracked'));
    expect(seen).toEqual([
      { md5, size: 7, placed: false },
      { md5, size: 7, placed: true },
    ]);

    const failing = blobStore(root, {
      touched: async () => {
        throw new Error('database down');
      },
      collectSoon: async () => {},
    });
    await expect(failing.put(Buffer.from('never stored'))).rejects.toThrow('database down');
    expect(await store.has(md5Of(Buffer.from('never stored')))).toBe(false);
    expect(fs.readdirSync(root).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps what is stored (recording it) and says false for what is not', async () => {
    const root = tmp();
    const touched: string[] = [];
    const store = blobStore(root, { touched: async ({ md5 }) => void touched.push(md5), collectSoon: async () => {} });
    // Stored by a store that tracks nothing (as before the table of blobs existed).
    const { md5 } = await blobStore(root).put(Buffer.from('kept'));
    expect(await store.keep(md5)).toBe(true);
    expect(await store.keep('0'.repeat(32))).toBe(false);
    expect(touched).toEqual([md5]);
  });
});

describe('blobFiles', () => {
  it('sets a file aside, puts it back or discards it, and finds what a stopped collection left', async () => {
    const root = tmp();
    const store = blobStore(root);
    const files = blobFiles(store);
    const a = (await store.put(Buffer.from('aside a'))).md5;
    const b = (await store.put(Buffer.from('aside b'))).md5;
    const asideA = (await files.setAside(a, 1000))!;
    const asideB = (await files.setAside(b, 5000))!;
    expect(await files.setAside(a, 1000)).toBeUndefined();
    expect(await store.has(a)).toBe(false);
    expect(await files.asideBefore(2000)).toEqual([{ aside: asideA, md5: a }]);
    await files.putBack(asideA, a);
    expect((await store.get(a))?.toString()).toBe('aside a');
    await files.discard(asideB);
    expect(await store.has(b)).toBe(false);
    expect(await files.asideBefore(Date.now())).toEqual([]);
  });

  it('lists stored files by folder, sizes them, and drops the temporary files of stopped puts', async () => {
    const root = tmp();
    const store = blobStore(root);
    const md5s = await Promise.all(['x', 'y', 'z'].map(async (t) => (await store.put(Buffer.from(t))).md5));
    const listed: string[] = [];
    for await (const folder of blobFiles(store).stored()) listed.push(...folder);
    expect(listed.sort()).toEqual([...md5s].sort());
    expect(await blobFiles(store).sizeOf(md5s[0]!)).toBe(1);
    expect(await blobFiles(store).sizeOf('0'.repeat(32))).toBeUndefined();

    const stale = path.join(root, '.put-0123456789abcdef.tmp');
    const fresh = path.join(root, '.put-fedcba9876543210.tmp');
    fs.writeFileSync(stale, 'half');
    fs.writeFileSync(fresh, 'half');
    const old = new Date(Date.now() - 2 * 86_400_000);
    fs.utimesSync(stale, old, old);
    expect(await blobFiles(store).dropStalePuts(Date.now() - 86_400_000)).toBe(1);
    expect([fs.existsSync(stale), fs.existsSync(fresh)]).toEqual([false, true]);
  });

  it('belongs to stores made by blobStore only', () => {
    const store = blobStore(tmp());
    expect(() => blobFiles({ ...store })).toThrow();
  });
});

describe('imageTypeOf', () => {
  it('knows PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(imageTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(imageTypeOf(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
  });

  it('refuses SVG, text and a PNG name on other bytes', () => {
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('plain text'))).toBeUndefined();
    expect(imageTypeOf(Buffer.alloc(0))).toBeUndefined();
  });
});
