import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    const md5 = await store.put(bytes);
    expect(md5).toBe('142b4e855e5d698202e9d84605ae001e');
    expect(md5Of(bytes)).toBe(md5);
    expect(fs.existsSync(path.join(root, md5.slice(0, 2), md5))).toBe(true);
    expect(await store.put(Buffer.from('hello, signage'))).toBe(md5);
    expect(fs.readdirSync(path.join(root, md5.slice(0, 2)))).toEqual([md5]);
    expect((await store.get(md5))?.toString()).toBe('hello, signage');
    expect(await store.has(md5)).toBe(true);
  });

  it('refuses a damaged file, a missing one and a name that is not an MD5', async () => {
    const root = tmp();
    const store = blobStore(root);
    const md5 = await store.put(Buffer.from('original'));
    fs.writeFileSync(path.join(root, md5.slice(0, 2), md5), 'tampered');
    expect(await store.get(md5)).toBeUndefined();
    expect(await store.get('0'.repeat(32))).toBeUndefined();
    expect(await store.get('../../etc/passwd')).toBeUndefined();
    expect(await store.has('../x')).toBe(false);
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
