import type { MaterialItem, UploadState } from '@apm/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { getFile, md5Of, mp4Of, pngOf, settled, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import { newId } from '../../../src/platform/ids.js';

let app: TestApp;
let a: string;
let b: string;
let clerk: string;
let picture: Buffer;
let video: Buffer;
let image: MaterialItem;
let clip: MaterialItem;

const materialOf = (s: UploadState) => {
  if (s.state !== 'done') throw new Error('not uploaded');
  return s.material;
};

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  const root = await platformOffice(app);
  const oa = await addOffice(app, 'Tenant A', root);
  const ob = await addOffice(app, 'Tenant B', root);
  await addPerson(app, 'a.admin', 'admin', oa.id);
  await addPerson(app, 'b.admin', 'admin', ob.id);
  // Signed in, in the range, but holding no material permission at all.
  await addPerson(app, 'a.clerk', null, oa.id);
  a = await signIn(app, 'a.admin');
  b = await signIn(app, 'b.admin');
  clerk = await signIn(app, 'a.clerk');
  picture = await pngOf(800, 600, '#2e86de');
  video = await mp4Of(2);
  image = materialOf((await upload(app, a, picture, 'blue.png')).state);
  clip = materialOf((await upload(app, a, video, 'pattern.mp4')).state);
  image = await settled(app, a, image.id);
  clip = await settled(app, a, clip.id, 60_000);
}, 120_000);
afterAll(() => app.close());

describe('processing', () => {
  it('probes a video for its duration, size and codec, and takes a poster frame with its thumbnail', () => {
    expect(clip).toMatchObject({ kind: 'video', mime: 'video/mp4', status: 'ready', problem: null });
    expect(clip).toMatchObject({ width: 320, height: 240, codec: 'h264', audioCodec: null });
    expect(clip.durationMs).toBeGreaterThanOrEqual(1900);
    expect(clip.durationMs).toBeLessThanOrEqual(2100);
    expect(clip.posterMd5).toMatch(/^[0-9a-f]{32}$/);
    expect(clip.thumbMd5).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('getFile', () => {
  it('serves the whole file with its type, size and ETag, cached by hash when the address names it', async () => {
    const r = await getFile(app, a, { id: image.id });
    expect(r.status).toBe(200);
    expect(Buffer.compare(r.bytes, picture)).toBe(0);
    expect(r.headers['content-type']).toBe('image/png');
    expect(Number(r.headers['content-length'])).toBe(picture.length);
    expect(r.headers.etag).toBe(`"${md5Of(picture)}"`);
    expect(r.headers['accept-ranges']).toBe('bytes');
    expect(r.headers['cache-control']).toBe('private, no-cache');
    const pinned = await getFile(app, a, { id: image.id, v: image.md5 });
    expect(pinned.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // An address naming another version is not the one this answer may be kept for.
    const other = await getFile(app, a, { id: image.id, v: 'f'.repeat(32) });
    expect(other.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 304 when the browser has the same version', async () => {
    const r = await getFile(app, a, { id: image.id }, { 'if-none-match': `"${image.md5}"` });
    expect(r.status).toBe(304);
    expect(r.bytes.length).toBe(0);
  });

  it('answers byte ranges with exactly those bytes, for video seeking', async () => {
    const mid = await getFile(app, a, { id: clip.id }, { range: 'bytes=1000-1999' });
    expect(mid.status).toBe(206);
    expect(mid.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(Number(mid.headers['content-length'])).toBe(1000);
    expect(Buffer.compare(mid.bytes, video.subarray(1000, 2000))).toBe(0);

    const tail = await getFile(app, a, { id: clip.id }, { range: 'bytes=-500' });
    expect(tail.status).toBe(206);
    expect(Buffer.compare(tail.bytes, video.subarray(video.length - 500))).toBe(0);

    const open = await getFile(app, a, { id: clip.id }, { range: `bytes=${video.length - 10}-` });
    expect(Buffer.compare(open.bytes, video.subarray(video.length - 10))).toBe(0);

    const past = await getFile(app, a, { id: clip.id }, { range: `bytes=${video.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);

    // A range for another version than the one the client has: the whole (new) file.
    const stale = await getFile(app, a, { id: clip.id }, { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.status).toBe(200);
    expect(stale.bytes.length).toBe(video.length);
  });

  it('serves thumbnails (WebP, at most 320 px) and a video poster (JPEG at the video size)', async () => {
    const thumb = await getFile(app, a, { id: image.id, variant: 'thumb', v: image.thumbMd5! });
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const t = await sharp(thumb.bytes).metadata();
    expect([t.format, t.width, t.height]).toEqual(['webp', 320, 240]);
    // The picture's colour survives into its thumbnail.
    const { data } = await sharp(thumb.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]].map((c) => Math.round(c! / 8))).toEqual(
      [46, 134, 222].map((c) => Math.round(c / 8)),
    );

    const poster = await getFile(app, a, { id: clip.id, variant: 'poster' });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const p = await sharp(poster.bytes).metadata();
    expect([p.format, p.width, p.height]).toEqual(['jpeg', 320, 240]);
    const clipThumb = await sharp((await getFile(app, a, { id: clip.id, variant: 'thumb' })).bytes).metadata();
    expect([clipThumb.width, clipThumb.height]).toEqual([320, 240]);

    // A picture has no poster.
    expect((await getFile(app, a, { id: image.id, variant: 'poster' })).status).toBe(404);
  });

  it("answers another tenant's material, and a missing one, alike: 404", async () => {
    const theirs = await getFile(app, b, { id: image.id });
    const missing = await getFile(app, b, { id: newId() });
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.text)).toEqual(JSON.parse(missing.text));
    expect((await getFile(app, b, { id: clip.id, variant: 'thumb' })).status).toBe(404);
  });

  it('serves any signed-in user whose range holds the material, and nobody without a session', async () => {
    expect((await getFile(app, clerk, { id: image.id })).status).toBe(200);
    const anonymous = await getFile(app, '', { id: image.id });
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text).code).toBe(440);
  });

  it('refuses bad input clearly', async () => {
    const r = await getFile(app, a, { id: image.id, variant: 'original' });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.text).data.fields[0].field).toBe('variant');
  });
});
