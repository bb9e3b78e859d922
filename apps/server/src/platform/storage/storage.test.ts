import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { blobStore, md5Of } from './blobs.js';
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
