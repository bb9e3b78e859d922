import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import {
  CONSOLE_HEADER,
  CONSOLE_HEADER_VALUE,
  MIB,
  UPLOAD_CHUNK_BYTES,
  type MaterialItem,
  type UploadState,
} from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  call,
  freshStore,
  initSystem,
  signIn,
  startApp,
  type Store,
  type TestApp,
} from '../../../test/harness.js';
import { announce, chunkOf, md5Of, pngLike, pngOf, sendChunk, settled, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import { settingsRepo } from '../settings/repo.js';

let store: Store;
let app: TestApp;
let a: string;
let b: string;
let reviewer: string;
let officeA: string;
let officeB: string;

const done = (s: UploadState) => {
  if (s.state !== 'done') throw new Error(`expected the upload done, got ${JSON.stringify(s)}`);
  return s;
};
const open = (s: UploadState | undefined) => {
  if (s?.state !== 'upload') throw new Error(`expected an open upload, got ${JSON.stringify(s)}`);
  return s;
};
const count = async (table: 'material' | 'upload' | 'upload_chunk' | 'sys_blob') =>
  Number(
    (
      await app.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const blobRows = (md5: string) => app.db.kysely.selectFrom('sys_blob').selectAll().where('md5', '=', md5).execute();
const uploadsDir = () => path.join(store.config.dataDir, 'uploads');
const chunkFolders = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
const setLimit = async (open: boolean, mb: number) => {
  await settingsRepo(app.db.kysely).set('uploadLimitOpen', String(open), Date.now());
  await settingsRepo(app.db.kysely).set('uploadLimitSize', String(mb), Date.now());
};

beforeAll(async () => {
  store = await freshStore();
  app = await startApp(store);
  await initSystem(app);
  const root = await platformOffice(app);
  // Two tenants side by side: neither's range holds the other.
  const oa = await addOffice(app, 'Tenant A', root);
  const ob = await addOffice(app, 'Tenant B', root);
  officeA = oa.id;
  officeB = ob.id;
  await addPerson(app, 'a.admin', 'admin', officeA);
  await addPerson(app, 'b.admin', 'admin', officeB);
  await addPerson(app, 'a.reviewer', 'reviewer', officeA);
  a = await signIn(app, 'a.admin');
  b = await signIn(app, 'b.admin');
  reviewer = await signIn(app, 'a.reviewer');
});
afterAll(async () => {
  await app.close();
  await store.drop();
});

describe('announcing a file', () => {
  it('is refused without a session, without the upload permission, and with bad input; nothing is stored', async () => {
    const file = await pngOf(8, 8);
    expect((await announce(app, '', file, 'x.png')).body.code).toBe(440);
    expect((await announce(app, reviewer, file, 'x.png')).body.code).toBe(401);
    const bad = async (form: Record<string, string>) => {
      const r = await announce(app, a, file, 'x.png', form);
      expect(r.body.code, JSON.stringify(form)).toBe(400);
      return (r.body.data as { fields: { field: string }[] }).fields.map((f) => f.field);
    };
    expect(await bad({ md5: 'not-an-md5' })).toEqual(['md5']);
    expect(await bad({ size: '0' })).toEqual(['size']);
    expect(await bad({ name: '   ' })).toEqual(['name']);
    // An office outside the caller's range reads as one that does not exist.
    expect((await announce(app, a, file, 'x.png', { officeId: officeB })).body.code).toBe(404);
    expect(await count('upload')).toBe(0);
    expect(await count('material')).toBe(0);
  });
});

describe('uploading', () => {
  let picture: Buffer;
  let first: MaterialItem;

  it('sends a small picture in one chunk; processing gives it its size and a thumbnail', async () => {
    const events: { officeId: string; id: string; status: string }[] = [];
    const stop = app.bus.subscribe('material.changed', (e) => void events.push(e));
    picture = await pngOf(640, 480);
    const { state, chunks } = await upload(app, a, picture, 'poster.png');
    expect(chunks).toBe(1);
    first = done(state).material;
    expect(done(state).deduplicated).toBe(false);
    expect(first).toMatchObject({
      name: 'poster.png',
      kind: 'image',
      mime: 'image/png',
      size: picture.length,
      md5: md5Of(picture),
      officeId: officeA,
      officeName: 'Tenant A',
      status: 'processing',
    });
    const ready = await settled(app, a, first.id);
    expect(ready).toMatchObject({ status: 'ready', problem: null, width: 640, height: 480, posterMd5: null });
    expect(ready.thumbMd5).toMatch(/^[0-9a-f]{32}$/);
    // Each change of state went on the bus, once, after its commit.
    await expect.poll(() => events.length).toBe(2);
    stop();
    expect(events).toEqual([
      { officeId: officeA, id: first.id, status: 'processing' },
      { officeId: officeA, id: first.id, status: 'ready' },
    ]);
    // The thumbnail, made in a worker thread, is known to the table of blobs (collection can see it).
    expect(await blobRows(ready.thumbMd5!)).toHaveLength(1);
    expect(await auditRows(app, 'material', 'upload', 'poster.png')).toHaveLength(1);
    // Its chunk is gone from the disk once the file is stored.
    expect(chunkFolders()).toEqual([]);
  });

  it("names a material by the rules of a rename: a path's last part, 100 characters at most with the extension", async () => {
    const fromPath = done((await upload(app, a, await pngOf(20, 10), '../../etc/passwd.png')).state).material;
    expect(fromPath.name).toBe('passwd.png');
    const long = `${'harbour '.repeat(19)}view.png`;
    const shortened = done((await upload(app, a, await pngOf(21, 10), long)).state).material;
    // 96 characters and the extension; the space it would end on goes.
    expect(shortened.name).toBe(`${'harbour '.repeat(11)}harbour.png`);
    // A rename to the name it got is taken.
    const renamed = await call(app, 'POST', '/a/api/material/rename', {
      cookie: a,
      form: { id: shortened.id, name: shortened.name },
    });
    expect(renamed.body.code).toBe(0);
  });

  it('completes the same bytes in the same office at once, without sending a chunk', async () => {
    const { state, chunks } = await upload(app, a, picture, 'again.png');
    expect(chunks).toBe(0);
    expect(done(state).deduplicated).toBe(true);
    expect(done(state).material.id).toBe(first.id);
    expect(done(state).material.name).toBe('poster.png');
  });

  it('makes another tenant send the same bytes again, never telling it they exist, and stores them once', async () => {
    const announced = await announce(app, b, picture, 'theirs.png');
    expect(announced.body.jsonObject).toMatchObject({ state: 'upload', received: [] });
    expect(announced.body.jsonObject).not.toHaveProperty('material');
    const { state, chunks } = await upload(app, b, picture, 'theirs.png');
    expect(chunks).toBe(1);
    const theirs = done(state).material;
    expect(theirs.id).not.toBe(first.id);
    expect(theirs.officeId).toBe(officeB);
    expect(await blobRows(md5Of(picture))).toHaveLength(1);
    const files = path.join(store.config.dataDir, 'files', md5Of(picture).slice(0, 2));
    expect(fs.readdirSync(files).filter((f) => f === md5Of(picture))).toHaveLength(1);
    expect((await settled(app, b, theirs.id)).status).toBe('ready');
  });

  it('resumes an interrupted upload with only the missing chunks, also after a server restart', async () => {
    const big = pngLike(2 * UPLOAD_CHUNK_BYTES + 3 * MIB, 7);
    const cut = await upload(app, a, big, 'big.png', { stopAfter: 2 });
    expect(cut.chunks).toBe(2);
    expect(open(cut.state).chunkCount).toBe(3);

    await app.close();
    app = await startApp(store);
    const resumed = await announce(app, a, big, 'big.png');
    expect(open(resumed.body.jsonObject)).toMatchObject({ received: [0, 1], chunkCount: 3 });

    const rest = await upload(app, a, big, 'big.png');
    expect(rest.chunks).toBe(1);
    const m = done(rest.state).material;
    expect(m).toMatchObject({ size: big.length, md5: md5Of(big), kind: 'image' });
    // Its bytes start like a PNG but are no picture: processing says so instead of failing silently.
    expect(await settled(app, a, m.id)).toMatchObject({ status: 'failed', problem: 'unreadable', thumbMd5: null });
    expect(await count('upload')).toBe(0);
    expect(chunkFolders()).toEqual([]);
  });

  it('refuses a chunk damaged on the way: at once by its MD5, else when the file is put together; nothing is stored', async () => {
    const file = pngLike(UPLOAD_CHUNK_BYTES + MIB, 11);
    const blobsBefore = await count('sys_blob');
    const materialsBefore = await count('material');
    const u = open((await announce(app, a, file, 'damaged.png')).body.jsonObject);
    const damaged = Buffer.from(chunkOf(file, 0));
    damaged[1000] = damaged[1000]! ^ 0xff;

    const early = await sendChunk(
      app,
      a,
      { uploadId: u.uploadId, index: 0, chunkMd5: md5Of(chunkOf(file, 0)) },
      damaged,
    );
    expect(early.body.code).toBe(400);
    expect(early.body.data!.fields).toEqual([{ field: 'chunkMd5', message: 'chunkMd5Mismatch' }]);
    expect(open((await announce(app, a, file, 'damaged.png')).body.jsonObject).received).toEqual([]);

    // Without the chunk's own MD5 the damage shows only in the whole file's.
    expect((await sendChunk(app, a, { uploadId: u.uploadId, index: 0 }, damaged)).body.code).toBe(0);
    const last = await sendChunk(app, a, { uploadId: u.uploadId, index: 1 }, chunkOf(file, 1));
    expect(last.body.code).toBe(400);
    expect(last.body.data!.fields).toEqual([{ field: 'md5', message: 'md5Mismatch' }]);
    expect(last.body.message).toContain('nothing was stored');
    const corrupt = md5Of(Buffer.concat([damaged, chunkOf(file, 1)]));
    expect(await blobRows(corrupt)).toEqual([]);
    expect(await blobRows(md5Of(file))).toEqual([]);
    expect(await count('sys_blob')).toBe(blobsBefore);
    expect(await count('material')).toBe(materialsBefore);
    expect(chunkFolders()).toEqual([]);

    // The upload starts over, and the right bytes go through.
    const again = await announce(app, a, file, 'damaged.png');
    expect(open(again.body.jsonObject)).toMatchObject({ received: [] });
    expect(open(again.body.jsonObject).uploadId).not.toBe(u.uploadId);
    expect(done((await upload(app, a, file, 'damaged.png')).state).material.md5).toBe(md5Of(file));
  });

  it('refuses a chunk sent again while it is still arriving, and keeps the bytes of the one that arrived', async () => {
    const file = pngLike(UPLOAD_CHUNK_BYTES + MIB, 13);
    const u = open((await announce(app, a, file, 'twice.png')).body.jsonObject);
    // The first copy of chunk 0 arrives slowly: half of it, then a pause.
    const boundary = '----apmslow';
    const slow = new PassThrough();
    const first = app.http.inject({
      method: 'POST',
      url: '/apm-web/a/api/fileInfosa/uploader',
      query: { uploadId: u.uploadId, index: '0' },
      headers: {
        cookie: a,
        [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: slow,
    });
    slow.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const chunk0 = chunkOf(file, 0);
    slow.write(chunk0.subarray(0, MIB));
    const data = path.join(uploadsDir(), u.uploadId, 'data');
    while (!fs.existsSync(data)) await new Promise((r) => setTimeout(r, 10));

    // Another copy of the same chunk, of other bytes, is refused while the first arrives.
    const garbage = pngLike(chunk0.length, 14);
    const second = await sendChunk(app, a, { uploadId: u.uploadId, index: 0 }, garbage);
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('Chunk 0 is being received already');

    slow.end(Buffer.concat([chunk0.subarray(MIB), Buffer.from(`\r\n--${boundary}--\r\n`)]));
    expect((await first).json()).toMatchObject({ code: 0 });
    const last = await sendChunk(app, a, { uploadId: u.uploadId, index: 1 }, chunkOf(file, 1));
    expect(done(last.body.jsonObject!).material).toMatchObject({ md5: md5Of(file), size: file.length });
  });

  it('refuses a file that is no picture or video at its first chunk, naming the accepted kinds', async () => {
    const text = Buffer.from('Just some words, not a picture at all.\n'.repeat(10));
    const u = open((await announce(app, a, text, 'notes.png')).body.jsonObject);
    const r = await sendChunk(app, a, { uploadId: u.uploadId, index: 0 }, text);
    expect(r.body.code).toBe(400);
    expect(r.body.data!.fields).toEqual([{ field: 'file', message: 'unsupportedKind' }]);
    expect(r.body.message).toContain('JPEG, PNG, GIF, WebP or SVG pictures; MP4, WebM, MOV');
    expect(await app.db.kysely.selectFrom('upload').select('id').where('id', '=', u.uploadId).execute()).toEqual([]);
    expect(chunkFolders()).toEqual([]);
  });

  it('refuses chunks of the wrong length, past the end, or too long for the call', async () => {
    const file = pngLike(UPLOAD_CHUNK_BYTES + 1000, 13);
    const u = open((await announce(app, a, file, 'sizes.png')).body.jsonObject);
    const short = await sendChunk(app, a, { uploadId: u.uploadId, index: 0 }, chunkOf(file, 0).subarray(0, 5000));
    expect(short.body.data!.fields).toEqual([{ field: 'file', message: 'chunkSize' }]);
    const past = await sendChunk(app, a, { uploadId: u.uploadId, index: 2 }, chunkOf(file, 1));
    expect(past.body.data!.fields).toEqual([{ field: 'index', message: 'chunkIndex' }]);
    const long = await sendChunk(app, a, { uploadId: u.uploadId, index: 0 }, file);
    expect(long.body.code).toBe(400);
    expect(open((await announce(app, a, file, 'sizes.png')).body.jsonObject).received).toEqual([]);
  });

  it("refuses another tenant's upload like one that does not exist, and keeps nothing of its chunk", async () => {
    const file = pngLike(UPLOAD_CHUNK_BYTES + 1000, 17);
    const u = open((await announce(app, a, file, 'mine.png')).body.jsonObject);
    const r = await sendChunk(app, b, { uploadId: u.uploadId, index: 0 }, chunkOf(file, 0));
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(404);
    expect(open((await announce(app, a, file, 'mine.png')).body.jsonObject).received).toEqual([]);
    expect(fs.readdirSync(path.join(uploadsDir())).filter((d) => d === u.uploadId)).toEqual([]);
  });

  it('enforces the upload limit of the settings when a file is announced and on every chunk', async () => {
    const file = pngLike(2 * MIB, 19);
    await setLimit(true, 1);
    const over = await announce(app, a, file, 'over.png');
    expect(over.body.code).toBe(400);
    expect((over.body.data as { fields: unknown[] }).fields).toEqual([{ field: 'size', message: 'tooLarge' }]);
    expect(over.body.jsonObject).toEqual({ limitBytes: MIB });
    expect(over.body.message).toContain('the upload limit is 1 MB');

    await setLimit(true, 3);
    const u = open((await announce(app, a, file, 'over.png')).body.jsonObject);
    // The limit is lowered while the file is on its way: its next chunk is refused, and the upload goes.
    await setLimit(true, 1);
    const r = await sendChunk(app, a, { uploadId: u.uploadId, index: 0 }, file);
    expect(r.body.data!.fields).toEqual([{ field: 'size', message: 'tooLarge' }]);
    expect(await app.db.kysely.selectFrom('upload').select('id').where('id', '=', u.uploadId).execute()).toEqual([]);

    // With the limit switched off, 10240 MB holds (spec 9).
    await setLimit(false, 1);
    expect(open((await announce(app, a, file, 'over.png')).body.jsonObject).chunkCount).toBe(1);
    const huge = await announce(app, a, file, 'huge.png', { size: String(10240 * MIB + 1) });
    expect(huge.body.jsonObject).toEqual({ limitBytes: 10240 * MIB });
  });
});

describe('abandoned uploads', () => {
  it('are removed with their chunks after a day without a chunk; a sweep is always waiting', async () => {
    const waiting = await app.db.kysely
      .selectFrom('sys_job')
      .select(['state', 'run_at'])
      .where('kind', '=', 'material.uploadSweep')
      .execute();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.state).toBe('queued');
    expect(Number(waiting[0]!.run_at)).toBeGreaterThan(Date.now() + 50 * 60_000);

    const file = pngLike(UPLOAD_CHUNK_BYTES + 1000, 23);
    const u = open((await announce(app, a, file, 'left.png')).body.jsonObject);
    expect((await sendChunk(app, a, { uploadId: u.uploadId, index: 0 }, chunkOf(file, 0))).body.code).toBe(0);
    const fresh = open((await announce(app, b, await pngOf(9, 9), 'fresh.png')).body.jsonObject);
    expect(chunkFolders()).toContain(u.uploadId);
    await app.db.kysely
      .updateTable('upload')
      .set({ touched_at: Date.now() - 25 * 3_600_000 })
      .where('id', '=', u.uploadId)
      .execute();

    const id = (await app.services.uploadSweeps.sweepNow())!;
    for (let i = 0; i < 300 && (await app.services.jobs.get(id))?.state !== 'done'; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await app.services.jobs.get(id))?.result).toMatchObject({ removed: 1 });
    const left = await app.db.kysely.selectFrom('upload').select('id').execute();
    expect(left.map((r) => r.id)).not.toContain(u.uploadId);
    expect(left.map((r) => r.id)).toContain(fresh.uploadId);
    expect(chunkFolders()).not.toContain(u.uploadId);
  });
});
