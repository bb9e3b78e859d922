import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { BusEvents, ConvertProgress, MaterialItem, UploadState } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, initSystem, signIn, startApp, until, type TestApp } from '../../../test/harness.js';
import {
  aiffOf,
  h264Of,
  hevcOf,
  hostileSvg,
  mkaOf,
  mp3Of,
  mpeg2Of,
  pdfOf,
  pngClaiming,
  probed,
  wavOf,
} from '../../../test/media.js';
import { announce, getFile, md5Of, sendChunk, settled, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
let admin: string;
let reviewer: string;
let other: string;
let officeA: string;
const progress: BusEvents['material.progress'][] = [];
let page: http.Server;
let pageUrl: string;

const materialOf = (s: UploadState) => {
  if (s.state !== 'done') throw new Error('not uploaded');
  return s.material;
};
const uploaded = async (bytes: Buffer, name: string, cookie = admin) =>
  materialOf((await upload(app, cookie, bytes, name)).state);
const convertProgress = (cookie: string, id: string) =>
  call<ConvertProgress>(app, 'GET', '/a/api/fileInfosa/convertProgress', { cookie, form: { id } });
const post = <J>(cookie: string, url: string, form: Record<string, string>) =>
  call<J>(app, 'POST', url, { cookie, form });
/** Whether a process (an ffmpeg) has something under `dir` on its command line. */
const writing = (dir: string) =>
  promisify(execFile)('pgrep', ['-f', dir]).then(
    (r) => r.stdout.trim() !== '',
    () => false,
  );
/** This process's children that ended and were never collected (zombies), from /proc. */
const zombies = () =>
  fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((pid) => {
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        return []; // It ended meanwhile.
      }
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // esbuild is tsx's, which runs the jobs' threads from the sources in tests (not in a built server).
      return state === 'Z' && Number(ppid) === process.pid && name !== 'esbuild' ? [`${pid} ${name}`] : [];
    });
const materialRows = () => app.db.kysely.selectFrom('material').select(['id', 'name']).execute();

const privateBefore = process.env.WEB_SCREENSHOT_PRIVATE;
beforeAll(async () => {
  // Web pages on this machine (the test's own server) may be photographed, in this file only.
  process.env.WEB_SCREENSHOT_PRIVATE = 'true';
  app = await startApp();
  await initSystem(app);
  const root = await platformOffice(app);
  const a = await addOffice(app, 'Tenant A', root);
  const b = await addOffice(app, 'Tenant B', root);
  officeA = a.id;
  await addPerson(app, 'a.admin', 'admin', a.id);
  await addPerson(app, 'a.reviewer', 'reviewer', a.id);
  await addPerson(app, 'b.admin', 'admin', b.id);
  admin = await signIn(app, 'a.admin');
  reviewer = await signIn(app, 'a.reviewer');
  other = await signIn(app, 'b.admin');
  app.bus.subscribe('material.progress', (e) => void progress.push(e));
  page = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><body style="margin:0;background:#22aa44"><h1>Opening hours</h1></body></html>');
  });
  await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
  pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/hours`;
}, 120_000);
afterAll(async () => {
  page?.close();
  await app?.close();
  if (privateBefore === undefined) delete process.env.WEB_SCREENSHOT_PRIVATE;
  else process.env.WEB_SCREENSHOT_PRIVATE = privateBefore;
});

describe('videos a browser cannot play', () => {
  it('converts an MPEG-2 clip to H.264/AAC MP4 with fast start, with progress, keeping the original', async () => {
    const clip = await mpeg2Of(4);
    const m = await uploaded(clip, 'Promo.mpg');
    expect(m).toMatchObject({ kind: 'video', mime: 'video/mpeg', status: 'processing' });
    const done = await settled(app, admin, m.id, 120_000);
    expect(done).toMatchObject({
      status: 'ready',
      problem: null,
      codec: 'mpeg2video',
      audioCodec: 'mp2',
      width: 320,
      height: 240,
    });
    expect(done.playMd5).toMatch(/^[0-9a-f]{32}$/);
    expect(done.playMd5).not.toBe(done.md5);
    expect(done.durationMs).toBeGreaterThan(3500);
    expect(done.posterMd5 && done.thumbMd5 && done.stripMd5).toBeTruthy();

    // The pushed progress goes on to 100 (its last event may arrive just after the material is ready).
    const seen = await until(
      'the conversion to be told done',
      async () => {
        const mine = progress.filter((e) => e.id === m.id);
        return mine.at(-1)?.percent === 100 ? mine : undefined;
      },
      15_000,
    );
    expect(seen.every((e) => e.officeId === officeA)).toBe(true);
    // The job's row is settled a moment after its last progress is pushed: ask until it says so.
    const told = await until(
      'convertProgress to say done',
      async () => {
        const answer = (await convertProgress(admin, m.id)).body.jsonObject;
        return answer?.state === 'done' ? answer : undefined;
      },
      15_000,
    );
    expect(told).toEqual({ id: m.id, state: 'done', percent: 100 });

    const played = await getFile(app, admin, { id: m.id, variant: 'play' });
    expect(played.status).toBe(200);
    expect(played.headers['content-type']).toBe('video/mp4');
    expect(md5Of(played.bytes)).toBe(done.playMd5);
    expect(await probed(played.bytes)).toMatchObject({ codecs: ['h264', 'aac'], moovFirst: true });
    // Seeking in the rendition.
    const part = await getFile(app, admin, { id: m.id, variant: 'play' }, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.bytes.length).toBe(100);
    // The original is kept as it was uploaded.
    const original = await getFile(app, admin, { id: m.id });
    expect(Buffer.compare(original.bytes, clip)).toBe(0);
    const strip = await getFile(app, admin, { id: m.id, variant: 'strip' });
    expect(strip).toMatchObject({ status: 200, headers: { 'content-type': 'image/webp' } });
    // Players get the rendition.
    const range = { officeId: officeA, path: (await platformOffice(app)).path, subtree: true };
    const files = await app.services.materials.lookup(app.db.kysely, range, [m.id]);
    expect(files).toMatchObject([
      { id: m.id, md5: done.playMd5, kind: 'video', size: played.bytes.length, mime: 'video/mp4' },
    ]);
  }, 180_000);

  it('converts HEVC too, and leaves H.264 it can play alone', async () => {
    const hevc = await settled(app, admin, (await uploaded(await hevcOf(2), 'hevc.mp4')).id, 120_000);
    expect(hevc).toMatchObject({ status: 'ready', codec: 'hevc' });
    expect(hevc.playMd5).toBeTruthy();
    const played = await getFile(app, admin, { id: hevc.id, variant: 'play' });
    expect((await probed(played.bytes)).codecs).toEqual(['h264', 'aac']);
  }, 180_000);
});

describe('videos cut short', () => {
  it('refuses one whose index still tells its whole length, and takes the whole file', async () => {
    const whole = await h264Of(4);
    const cut = await settled(app, admin, (await uploaded(whole.subarray(0, whole.length / 2), 'cut.mp4')).id);
    expect(cut).toMatchObject({ status: 'failed', problem: 'truncated' });
    const full = await settled(app, admin, (await uploaded(whole, 'whole.mp4')).id);
    expect(full).toMatchObject({ status: 'ready', problem: null, codec: 'h264' });
    expect(full.durationMs).toBeGreaterThanOrEqual(3900);
    expect(full.playMd5).toBeNull();
  }, 120_000);
});

describe('sounds', () => {
  it('probes an MP3 and a WAV, pictures their waveform, and plays them as they are', async () => {
    for (const [bytes, name, mime, codec] of [
      [await mp3Of(2), 'jingle.mp3', 'audio/mpeg', 'mp3'],
      [await wavOf(1), 'chime.wav', 'audio/wav', 'pcm_s16le'],
    ] as const) {
      const m = await settled(app, admin, (await uploaded(bytes, name)).id, 60_000);
      expect(m).toMatchObject({ kind: 'audio', mime, status: 'ready', codec, audioCodec: null, playMd5: null });
      expect(m.durationMs).toBeGreaterThan(900);
      expect(m.thumbMd5).toBeTruthy();
      const played = await getFile(app, admin, { id: m.id, variant: 'play' });
      expect(played.headers['content-type']).toBe(mime);
      expect(Buffer.compare(played.bytes, bytes)).toBe(0);
      expect((await convertProgress(admin, m.id)).body.jsonObject).toEqual({ id: m.id, state: 'none', percent: null });
    }
  }, 120_000);

  it('says a sound or video still being probed may yet need converting', async () => {
    const m = await settled(app, admin, (await uploaded(await mp3Of(1), 'probe me.mp3')).id, 60_000);
    // As it was before processing decided (no conversion job yet).
    await app.db.kysely
      .updateTable('material')
      .set({ status: 'processing', job_id: null })
      .where('id', '=', m.id)
      .execute();
    expect((await convertProgress(admin, m.id)).body.jsonObject).toEqual({ id: m.id, state: 'probing', percent: null });
    await app.db.kysely.updateTable('material').set({ status: 'ready' }).where('id', '=', m.id).execute();
    expect((await convertProgress(admin, m.id)).body.jsonObject).toEqual({ id: m.id, state: 'none', percent: null });
  });

  it('converts an AIFF into AAC in MP4', async () => {
    const m = await settled(app, admin, (await uploaded(await aiffOf(1), 'bell.aiff')).id, 120_000);
    expect(m).toMatchObject({ kind: 'audio', mime: 'audio/aiff', status: 'ready' });
    const played = await getFile(app, admin, { id: m.id, variant: 'play' });
    expect(played.headers['content-type']).toBe('audio/mp4');
    expect((await probed(played.bytes)).codecs).toEqual(['aac']);
  }, 120_000);

  it('takes a Matroska file holding only sound as a sound, and converts it', async () => {
    const m = await settled(app, admin, (await uploaded(await mkaOf(1), 'tune.mkv')).id, 120_000);
    expect(m).toMatchObject({ kind: 'audio', mime: 'audio/x-matroska', status: 'ready', codec: 'aac' });
    const played = await getFile(app, admin, { id: m.id, variant: 'play' });
    expect(played.headers['content-type']).toBe('audio/mp4');
  }, 120_000);
});

describe('PDF documents', () => {
  it('renders every page to a picture, page 1 the thumbnail', async () => {
    const m = await settled(app, admin, (await uploaded(pdfOf(3), 'Menu.pdf')).id, 60_000);
    expect(m).toMatchObject({ kind: 'pdf', mime: 'application/pdf', status: 'ready', pageCount: 3 });
    expect(m.thumbMd5).toBeTruthy();
    expect(m.height! > m.width!).toBe(true);
    const pages = await Promise.all(
      [0, 1, 2].map((p) => getFile(app, admin, { id: m.id, variant: 'page', page: String(p) })),
    );
    expect(pages.map((p) => [p.status, p.headers['content-type']])).toEqual(Array(3).fill([200, 'image/webp']));
    expect(new Set(pages.map((p) => md5Of(p.bytes))).size).toBe(3);
    expect((await getFile(app, admin, { id: m.id, variant: 'page', page: '3' })).status).toBe(404);
  }, 120_000);

  it('says when one needs a password to be opened', async () => {
    const m = await settled(app, admin, (await uploaded(pdfOf(1, { password: true }), 'Locked.pdf')).id, 60_000);
    expect(m).toMatchObject({ kind: 'pdf', status: 'failed', problem: 'passwordProtected' });
  }, 60_000);
});

describe('pictures too large to decode', () => {
  it('say so, rather than that they cannot be read', async () => {
    const m = await settled(app, admin, (await uploaded(pngClaiming(20_000, 20_000), 'Huge.png')).id, 60_000);
    expect(m).toMatchObject({ kind: 'image', status: 'failed', problem: 'tooManyPixels' });
  }, 60_000);
});

describe('SVG pictures', () => {
  it('are served only sanitised: no script, handler, foreign object or outside reference', async () => {
    const svg = hostileSvg();
    const m = await settled(app, admin, (await uploaded(svg, 'logo.svg')).id, 60_000);
    // Uploads and dedupe go by the announced bytes; what is served is the sanitised rendition.
    expect(m).toMatchObject({ kind: 'image', mime: 'image/svg+xml', status: 'ready', md5: md5Of(svg), width: 120 });
    expect(m.playMd5).toBeTruthy();
    for (const variant of ['file', 'play']) {
      const served = await getFile(app, admin, { id: m.id, variant });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      expect(md5Of(served.bytes)).toBe(m.playMd5);
      const text = served.text;
      for (const bad of [
        '<script',
        'onload',
        'onclick',
        'javascript:',
        'foreignObject',
        'iframe',
        'example.com',
        '@import',
      ])
        expect(text).not.toContain(bad);
      expect(text).toContain('<rect');
      expect(text).toContain('#ff0000');
    }
    expect((await getFile(app, admin, { id: m.id, variant: 'thumb' })).status).toBe(200);
  }, 60_000);
});

describe('refused kinds', () => {
  it('refuses anything else at its first chunk, naming the accepted kinds; nothing is stored', async () => {
    const before = await materialRows();
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2000, 7)]);
    const a = await announce(app, admin, zip, 'archive.zip');
    const open = a.body.jsonObject!;
    if (open.state !== 'upload') throw new Error('expected an upload');
    const r = await sendChunk(app, admin, { uploadId: open.uploadId, index: 0 }, zip);
    expect(r.body.code).toBe(400);
    expect(r.body.data!.fields).toEqual([{ field: 'file', message: 'unsupportedKind' }]);
    expect(r.body.message).toMatch(/SVG.*MKV.*FLAC.*PDF/);
    expect(await materialRows()).toEqual(before);
    expect(await app.db.kysely.selectFrom('upload').selectAll().where('id', '=', open.uploadId).execute()).toEqual([]);
  });
});

describe('cancelling a conversion', () => {
  it('stops it; the material says so; it can be converted again', async () => {
    const m = await uploaded(await mpeg2Of(30, 640, 360), 'long.mpg');
    await until('the conversion to run', async () => {
      const s = (await convertProgress(admin, m.id)).body.jsonObject!;
      return s.state === 'running' ? s : undefined;
    });
    expect((await post(reviewer, '/a/api/fileInfosa/convertCancel', { id: m.id })).body.code).toBe(401);
    expect((await post(other, '/a/api/fileInfosa/convertCancel', { id: m.id })).body.code).toBe(404);
    const cancelled = await post<MaterialItem>(admin, '/a/api/fileInfosa/convertCancel', { id: m.id });
    expect(cancelled.body.jsonObject).toMatchObject({
      status: 'failed',
      problem: 'conversionCancelled',
      playMd5: null,
    });
    expect((await convertProgress(admin, m.id)).body.jsonObject).toEqual({
      id: m.id,
      state: 'cancelled',
      percent: null,
    });
    expect((await post(admin, '/a/api/fileInfosa/convertCancel', { id: m.id })).body.code).toBe(409);
    // Its ffmpeg stopped with its worker, and nothing was made of the half-done conversion.
    const work = path.join(app.store.config.dataDir, 'transcode');
    await until('the cancelled ffmpeg to stop', async () => ((await writing(work)) ? undefined : true), 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    // None of its processes is left a zombie of the server (they were never its children: startTool).
    expect(zombies()).toEqual([]);
    expect((await settled(app, admin, m.id)).playMd5).toBeNull();

    const again = await post<MaterialItem>(admin, '/a/api/fileInfosa/convert', { id: m.id });
    expect(again.body.jsonObject).toMatchObject({ status: 'processing', problem: null });
    expect((await post(admin, '/a/api/fileInfosa/convert', { id: m.id })).body.code).toBe(409);
    const done = await settled(app, admin, m.id, 240_000);
    expect(done).toMatchObject({ status: 'ready', problem: null });
    expect(done.playMd5).toBeTruthy();
    const audit = await app.db.kysely
      .selectFrom('sys_log')
      .select('action')
      .where('module', '=', 'material')
      .where('target', '=', 'long.mpg')
      .orderBy('at')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['upload', 'convertCancel', 'convert']);
  }, 300_000);

  it('stops with the material when the material is deleted while it runs', async () => {
    const m = await uploaded(await mpeg2Of(31, 640, 360), 'deleted while converting.mpg');
    const running = await until('the conversion to run', async () => {
      const s = (await convertProgress(admin, m.id)).body.jsonObject!;
      return s.state === 'running' ? s : undefined;
    });
    expect(running.percent).not.toBeNull();
    const jobId = (await app.db.kysely
      .selectFrom('material')
      .select('job_id')
      .where('id', '=', m.id)
      .executeTakeFirst())!.job_id!;
    const work = path.join(app.store.config.dataDir, 'transcode');
    await until('its ffmpeg to run', async () => ((await writing(work)) ? true : undefined));
    expect((await post(admin, '/a/api/material/delete', { ids: m.id })).body.code).toBe(0);
    // The job is cancelled, its ffmpeg stops, and the material stays gone.
    const job = await app.db.kysely.selectFrom('sys_job').select('state').where('id', '=', jobId).executeTakeFirst();
    expect(job?.state ?? 'taken once ended').not.toMatch(/queued|running/);
    await until(
      'the ffmpeg of the deleted material to stop',
      async () => ((await writing(work)) ? undefined : true),
      30_000,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(zombies()).toEqual([]);
    expect(
      await app.db.kysely.selectFrom('material').select('id').where('id', '=', m.id).executeTakeFirst(),
    ).toBeUndefined();
  }, 120_000);

  it('answers progress only within the range, with a session and the permission, for good input', async () => {
    const [m] = (await app.db.kysely.selectFrom('material').select('id').where('name', '=', 'long.mpg').execute())!;
    expect((await convertProgress(admin, m!.id)).body.code).toBe(0);
    expect((await convertProgress(reviewer, m!.id)).body.code).toBe(0);
    expect((await convertProgress(other, m!.id)).body.code).toBe(404);
    expect((await convertProgress('', m!.id)).body.code).toBe(440);
    expect((await call(app, 'GET', '/a/api/fileInfosa/convertProgress', { cookie: admin })).body.code).toBe(400);
    await addPerson(app, 'a.clerk', null, officeA);
    expect((await convertProgress(await signIn(app, 'a.clerk'), m!.id)).body.code).toBe(401);
  });
});

describe('web pages', () => {
  it('are added by address, photographed for a thumbnail, and the same address is one material', async () => {
    const added = await post<{ deduplicated: boolean; material: MaterialItem }>(admin, '/a/api/material/addWebPage', {
      name: 'Opening hours',
      url: pageUrl,
    });
    expect(added.body.code).toBe(0);
    const m = added.body.jsonObject!.material;
    expect(m).toMatchObject({ kind: 'web', mime: 'text/uri-list', sourceUrl: pageUrl, officeId: officeA });
    const done = await settled(app, admin, m.id, 90_000);
    expect(done).toMatchObject({ status: 'ready', width: 1280, height: 720 });
    expect(done.thumbMd5).toBeTruthy();
    const again = await post<{ deduplicated: boolean; material: MaterialItem }>(admin, '/a/api/material/addWebPage', {
      name: 'Hours again',
      url: pageUrl,
    });
    expect(again.body.jsonObject).toMatchObject({ deduplicated: true, material: { id: m.id } });
    const served = await getFile(app, admin, { id: m.id });
    expect(served.text.trim()).toBe(pageUrl);
  }, 120_000);

  it('refuses what is not an http(s) address, no session, no permission, another tenant; nothing stored', async () => {
    const before = await materialRows();
    const add = (cookie: string, form: Record<string, string>) => post(cookie, '/a/api/material/addWebPage', form);
    const bad = await add(admin, { name: 'x', url: 'javascript:alert(1)' });
    expect(bad.body.code).toBe(400);
    expect((bad.body.data as { fields: unknown }).fields).toEqual([{ field: 'url', message: 'notHttp' }]);
    expect(((await add(admin, { name: 'x', url: 'not an address' })).body.data as { fields: unknown }).fields).toEqual([
      { field: 'url', message: 'badUrl' },
    ]);
    expect((await add(admin, { name: '', url: 'https://example.com/' })).body.code).toBe(400);
    expect((await add(reviewer, { name: 'x', url: 'https://example.com/' })).body.code).toBe(401);
    expect((await add('', { name: 'x', url: 'https://example.com/' })).body.code).toBe(440);
    const [theirs] = await app.db.kysely.selectFrom('sys_office').select('id').where('name', '=', 'Tenant B').execute();
    expect((await add(admin, { name: 'x', url: 'https://example.com/', officeId: theirs!.id })).body.code).toBe(404);
    expect(await materialRows()).toEqual(before);
  });
});
