import {
  CONSOLE_HEADER,
  CONSOLE_HEADER_VALUE,
  UPLOAD_CHUNK_BYTES,
  type MaterialItem,
  type UploadState,
} from '@apm/contract';
import sharpOf from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshStore, initSystem, signIn, startApp, type Store, type TestApp } from '../../../test/harness.js';
import { announce, chunkOf, md5Of, mp4Of, pngLike, pngOf, sendChunk, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import { newId } from '../../platform/ids.js';
import { mediaRepo } from './media-repo.js';
import { materialRepo } from './repo.js';

let store: Store;
let app: TestApp;
let a: string;
let b: string;
let operatorA: string;
let reviewer: string;
let nobody: string;
let officeA: string;
let officeB: string;
let folderA: string;
let folderB: string;

const done = (s: UploadState | undefined) => {
  if (s?.state !== 'done') throw new Error(`expected the upload done, got ${JSON.stringify(s)}`);
  return s;
};
const count = async (table: 'material' | 'upload') =>
  Number(
    (
      await app.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A folder at the top of an office's library, made in the database (the folder calls are the library's). */
async function folderIn(officeId: string, name: string): Promise<string> {
  const id = newId();
  await app.db.kysely
    .insertInto('material_folder')
    .values({
      id,
      office_id: officeId,
      parent_id: null,
      path: `/${id}/`,
      name,
      created_by: null,
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .execute();
  return id;
}

/** Bytes a first chunk shows to be an MP4 video. */
const mp4Like = (size: number) => {
  const bytes = pngLike(size, 7);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]).copy(bytes);
  return bytes;
};

/** A multipart POST of one file, as the console sends uploads. */
async function postFile(cookie: string, url: string, query: Record<string, string>, bytes: Buffer) {
  const boundary = `----apm${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picture.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await app.http.inject({
    method: 'POST',
    url: `/apm-web${url}`,
    query,
    headers: {
      cookie,
      [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return res.json() as {
    code: number;
    jsonObject?: MaterialItem;
    data?: { fields: { field: string; message: string }[] };
  };
}

const widgetCheck = (cookie: string, file: Buffer, name: string, extra: Record<string, string> = {}) =>
  call<UploadState>(app, 'GET', '/a/api/fileInfosa/uploaderWidgetImgMD5Check', {
    cookie,
    form: { md5: md5Of(file), size: String(file.length), name, ...extra },
  });

type Personal = { state: 'done'; url: string } | { state: 'upload'; path: string; maxBytes: number };
const personalCheck = (cookie: string, file: Buffer, form: Record<string, string>) =>
  call<Personal>(app, 'GET', '/a/api/fileInfosa/uploaderPersonalImgMD5Check', {
    cookie,
    form: { md5: md5Of(file), size: String(file.length), ...form },
  });

const avatarOf = async (loginName: string) =>
  (
    await app.db.kysely
      .selectFrom('sys_user')
      .select('avatar')
      .where('login_name', '=', loginName)
      .executeTakeFirstOrThrow()
  ).avatar;

beforeAll(async () => {
  store = await freshStore();
  app = await startApp(store);
  await initSystem(app);
  const root = await platformOffice(app);
  const oa = await addOffice(app, 'Files A', root);
  const ob = await addOffice(app, 'Files B', root);
  officeA = oa.id;
  officeB = ob.id;
  await addPerson(app, 'fa.admin', 'admin', officeA);
  await addPerson(app, 'fb.admin', 'admin', officeB);
  await addPerson(app, 'fa.operator', 'operator', officeA);
  await addPerson(app, 'fa.reviewer', 'reviewer', officeA);
  await addPerson(app, 'fa.nobody', null, officeA);
  a = await signIn(app, 'fa.admin');
  b = await signIn(app, 'fb.admin');
  operatorA = await signIn(app, 'fa.operator');
  reviewer = await signIn(app, 'fa.reviewer');
  nobody = await signIn(app, 'fa.nobody');
  // A's office is a customer of its own (its brand pictures).
  await app.db.kysely.updateTable('sys_office').set({ type: 'customer' }).where('id', '=', officeA).execute();
  folderA = await folderIn(officeA, 'Spring');
  folderB = await folderIn(officeB, 'Autumn');
});
afterAll(async () => {
  await app.close();
  await store.drop();
});

describe('an upload into a folder', () => {
  it('makes the material in the folder the upload names', async () => {
    const file = await pngOf(31, 11, '#101010');
    const a1 = await announce(app, a, file, 'in folder.png', { folderId: folderA });
    expect(a1.body.code).toBe(0);
    const { state } = await upload(app, a, file, 'in folder.png');
    // The second announcement (no folder) moved the upload to the top; announce again into the folder.
    expect(done(state).material.folderId).toBeNull();

    const other = await pngOf(32, 12, '#202020');
    const opened = (await announce(app, a, other, 'spring.png', { folderId: folderA })).body.jsonObject;
    if (opened?.state !== 'upload') throw new Error('not opened');
    const r = await sendChunk(app, a, { uploadId: opened.uploadId, index: 0 }, chunkOf(other, 0));
    expect(done(r.body.jsonObject).material.folderId).toBe(folderA);
    expect(done(r.body.jsonObject).material.officeId).toBe(officeA);
  });

  it('refuses a folder of another tenant as missing, and a folder of another office than named; nothing is stored', async () => {
    const uploads = await count('upload');
    const file = pngLike(5000, 13);
    const theirs = await announce(app, a, file, 'x.png', { folderId: folderB });
    expect(theirs.body.code).toBe(404);
    const missing = await announce(app, a, file, 'x.png', { folderId: newId() });
    expect(missing.body).toEqual(theirs.body);
    const mismatch = await announce(app, a, file, 'x.png', { folderId: folderA, officeId: officeB });
    expect(mismatch.body.code).toBe(400);
    expect(mismatch.body.data).toMatchObject({ fields: [{ field: 'folderId', message: 'folderOfAnotherOffice' }] });
    expect(await count('upload')).toBe(uploads);
  });
});

describe('uploaderWidgetImgMD5Check', () => {
  it('uploads a picture as a material, and answers a picture the office has at once', async () => {
    const file = await pngOf(40, 30, '#123456');
    const first = await widgetCheck(a, file, 'widget.png', { folderId: folderA });
    expect(first.body.jsonObject?.state).toBe('upload');
    const s = first.body.jsonObject as Extract<UploadState, { state: 'upload' }>;
    const r = await sendChunk(app, a, { uploadId: s.uploadId, index: 0 }, file);
    const m = done(r.body.jsonObject).material;
    expect(m.kind).toBe('image');
    expect(m.folderId).toBe(folderA);
    const again = await widgetCheck(a, file, 'widget again.png');
    expect(done(again.body.jsonObject)).toMatchObject({ deduplicated: true, material: { id: m.id } });
  });

  it('refuses what is not a picture (at its first chunk, or when the office has it), too large, no session, no permission', async () => {
    const video = await mp4Of(1, 64, 48);
    const { state } = await upload(app, a, video, 'clip.mp4');
    expect(done(state).material.kind).toBe('video');
    const known = await widgetCheck(a, video, 'clip.mp4');
    expect(known.body.code).toBe(400);
    expect(known.body.data).toMatchObject({ fields: [{ field: 'file', message: 'unsupportedKind' }] });

    const other = mp4Like(7000);
    const opened = (await widgetCheck(a, other, 'other.mp4')).body.jsonObject;
    if (opened?.state !== 'upload') throw new Error('not opened');
    const materials = await count('material');
    const r = await sendChunk(app, a, { uploadId: opened.uploadId, index: 0 }, other);
    expect(r.body.code).toBe(400);
    expect(r.body.data?.fields[0]).toEqual({ field: 'file', message: 'unsupportedKind' });
    expect(await count('material')).toBe(materials);

    const big = await call(app, 'GET', '/a/api/fileInfosa/uploaderWidgetImgMD5Check', {
      cookie: a,
      form: { md5: 'a'.repeat(32), size: String(21 * 1024 * 1024), name: 'huge.png' },
    });
    expect(big.body.code).toBe(400);
    expect(big.body.data).toMatchObject({ fields: [{ field: 'size', message: 'tooLarge' }] });
    expect((await widgetCheck('', other, 'x.png')).body.code).toBe(440);
    expect((await widgetCheck(reviewer, other, 'x.png')).body.code).toBe(401);
    const bad = await call(app, 'GET', '/a/api/fileInfosa/uploaderWidgetImgMD5Check', {
      cookie: a,
      form: { md5: 'xyz', size: '10', name: 'x.png' },
    });
    expect(bad.body.code).toBe(400);
  });
});

describe('uploaderWidgetImgMD5Check and SVG', () => {
  it('refuses an SVG picture, at its first chunk and when the office has it', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#c00"/></svg>',
    );
    const opened = (await widgetCheck(a, svg, 'logo.svg')).body.jsonObject;
    if (opened?.state !== 'upload') throw new Error('not opened');
    const materials = await count('material');
    const r = await sendChunk(app, a, { uploadId: opened.uploadId, index: 0 }, svg);
    expect(r.body.code).toBe(400);
    expect(r.body.data?.fields[0]).toEqual({ field: 'file', message: 'unsupportedKind' });
    expect(await count('material')).toBe(materials);

    // As a material of the library it is welcome; as a widget's picture still not.
    const { state } = await upload(app, a, svg, 'logo.svg');
    expect(done(state).material).toMatchObject({ kind: 'image', mime: 'image/svg+xml' });
    const known = await widgetCheck(a, svg, 'logo.svg');
    expect(known.body.code).toBe(400);
    expect(known.body.data).toMatchObject({ fields: [{ field: 'file', message: 'unsupportedKind' }] });
  });

  it('refuses at its last chunk a file announced as a picture after its first chunk came as a material', async () => {
    const video = mp4Like(UPLOAD_CHUNK_BYTES + 5000);
    const opened = (await announce(app, a, video, 'long.mp4')).body.jsonObject;
    if (opened?.state !== 'upload') throw new Error('not opened');
    const first = await sendChunk(app, a, { uploadId: opened.uploadId, index: 0 }, chunkOf(video, 0));
    expect(first.body.code).toBe(0);
    const again = (await widgetCheck(a, video, 'long.mp4')).body.jsonObject;
    expect(again).toMatchObject({ state: 'upload', uploadId: opened.uploadId });
    const materials = await count('material');
    const last = await sendChunk(app, a, { uploadId: opened.uploadId, index: 1 }, chunkOf(video, 1));
    expect(last.body.code).toBe(400);
    expect(last.body.data?.fields[0]).toEqual({ field: 'file', message: 'unsupportedKind' });
    expect(await count('material')).toBe(materials);
  });
});

describe('uploaderPersonalImgMD5Check', () => {
  it("sets the avatar at once from a picture within the range; asks for the file otherwise, and never from another tenant's", async () => {
    const picture = await pngOf(24, 24, '#aa00aa');
    done((await upload(app, a, picture, 'face.png')).state);
    const set = await personalCheck(operatorA, picture, { use: 'avatar' });
    expect(set.body.code).toBe(0);
    expect(set.body.jsonObject).toMatchObject({ state: 'done', deduplicated: true });
    expect(await avatarOf('fa.operator')).toBe(md5Of(picture));

    // B's picture is not within A's range: the file is asked for, the avatar stays.
    const theirs = await pngOf(25, 25, '#00aa00');
    done((await upload(app, b, theirs, 'theirs.png')).state);
    const asked = await personalCheck(operatorA, theirs, { use: 'avatar' });
    expect(asked.body.jsonObject).toEqual({
      state: 'upload',
      path: '/apm-web/a/api/user/uploadAvatar',
      maxBytes: 2 * 1024 * 1024,
    });
    expect(await avatarOf('fa.operator')).toBe(md5Of(picture));
  });

  it("records a brand picture for a customer of the range; refuses without the brand permission, another tenant's customer, bad input", async () => {
    const picture = await pngOf(26, 26, '#0000aa');
    done((await upload(app, a, picture, 'logo.png')).state);
    const r = await personalCheck(a, picture, { use: 'brand', customerId: officeA });
    expect(r.body.jsonObject).toEqual({
      state: 'done',
      deduplicated: true,
      url: `/apm-web/f/common/brandImage?md5=${md5Of(picture)}`,
    });
    expect((await personalCheck(operatorA, picture, { use: 'brand', customerId: officeA })).body.code).toBe(401);
    const theirs = await personalCheck(a, picture, { use: 'brand', customerId: officeB });
    expect(theirs.body.code).toBe(404);
    expect((await personalCheck(a, picture, { use: 'brand', customerId: newId() })).body).toEqual(theirs.body);
    expect((await personalCheck(a, picture, { use: 'brand' })).body.code).toBe(400);
    expect((await personalCheck(a, picture, { use: 'banner' })).body.code).toBe(400);
    const big = await call(app, 'GET', '/a/api/fileInfosa/uploaderPersonalImgMD5Check', {
      cookie: a,
      form: { md5: 'b'.repeat(32), size: String(3 * 1024 * 1024), use: 'avatar' },
    });
    expect(big.body.data).toMatchObject({ fields: [{ field: 'size', message: 'fileTooLarge' }] });
    expect((await personalCheck('', picture, { use: 'avatar' })).body.code).toBe(440);
  });
});

describe('uploadThumb', () => {
  it("sets a material's own thumbnail, which processing then leaves alone", async () => {
    const file = await pngOf(64, 48, '#ff8800');
    // Set while its processing may still run: whichever ends first, the thumbnail set by hand stays.
    const m = done((await upload(app, a, file, 'thumbed.png')).state).material;
    const r = await postFile(a, '/a/api/fileInfosa/uploadThumb', { id: m.id }, await pngOf(500, 500, '#00ffff'));
    expect(r.code).toBe(0);
    const thumb = r.jsonObject!.thumbMd5!;
    expect(thumb).toBeTruthy();
    const got = await app.http.inject({
      method: 'GET',
      url: `/apm-web/a/api/fileInfosa/getFile?id=${m.id}&variant=thumb`,
      headers: { cookie: a },
    });
    expect(got.headers['content-type']).toBe('image/webp');
    expect(md5Of(got.rawPayload)).toBe(thumb);
    const made = await sharpOf(got.rawPayload).metadata();
    expect([made.width, made.height]).toEqual([320, 320]);
    // Processing that ends now (or a retry) keeps the thumbnail set by hand.
    await app.db.kysely.updateTable('material').set({ status: 'processing' }).where('id', '=', m.id).execute();
    await mediaRepo(app.db.kysely).processed(
      m.id,
      { status: 'ready', problem: null, thumbMd5: md5Of(file) },
      Date.now(),
    );
    expect((await materialRepo(app.db.kysely).get(m.id))?.thumbMd5).toBe(thumb);
  });

  it("refuses what is not a picture, another tenant's material, no session and no permission; nothing changes", async () => {
    const m = done((await upload(app, a, await pngOf(30, 30, '#338833'), 'keep.png')).state).material;
    const before = await materialRepo(app.db.kysely).get(m.id);
    const notPicture = await postFile(a, '/a/api/fileInfosa/uploadThumb', { id: m.id }, Buffer.from('plain text'));
    expect(notPicture.code).toBe(400);
    expect(notPicture.data?.fields[0]).toEqual({ field: 'file', message: 'notAnImage' });
    const picture = await pngOf(10, 10);
    expect((await postFile(b, '/a/api/fileInfosa/uploadThumb', { id: m.id }, picture)).code).toBe(404);
    expect((await postFile('', '/a/api/fileInfosa/uploadThumb', { id: m.id }, picture)).code).toBe(440);
    expect((await postFile(reviewer, '/a/api/fileInfosa/uploadThumb', { id: m.id }, picture)).code).toBe(401);
    expect((await materialRepo(app.db.kysely).get(m.id))?.thumbMd5).toBe(before?.thumbMd5);
  });
});

describe('getFileHandlex', () => {
  it("answers a material's original file as a download under its name; refuses outside the range and without permission", async () => {
    const file = await pngOf(33, 21, '#303030');
    const m = done((await upload(app, a, file, 'Plan für März.png')).state).material;
    const res = await app.http.inject({
      method: 'GET',
      url: `/apm-web/a/api/fileInfosa/getFileHandlex?id=${m.id}`,
      headers: { cookie: reviewer },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Plan f_r M_rz.png"; filename*=UTF-8''${encodeURIComponent('Plan für März.png')}`,
    );
    expect(md5Of(res.rawPayload)).toBe(m.md5);
    const ranged = await app.http.inject({
      method: 'GET',
      url: `/apm-web/a/api/fileInfosa/getFileHandlex?id=${m.id}`,
      headers: { cookie: a, range: 'bytes=10-49' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(file.subarray(10, 50))).toBe(true);
    for (const [cookie, code] of [
      [b, 404],
      [nobody, 401],
      ['', 440],
    ] as const) {
      const r = await app.http.inject({
        method: 'GET',
        url: `/apm-web/a/api/fileInfosa/getFileHandlex?id=${m.id}`,
        headers: { cookie },
      });
      expect(r.json()).toMatchObject({ code });
    }
  });
});

describe('findScreenshotBytreeIdAndType', () => {
  it("lists a material's pictures and a folder's cover; refuses outside the range, without permission, bad input", async () => {
    const file = await pngOf(80, 40, '#4455aa');
    const opened = (await announce(app, a, file, 'cover.png', { folderId: folderA })).body.jsonObject;
    if (opened?.state !== 'upload') throw new Error('not opened');
    const made = done((await sendChunk(app, a, { uploadId: opened.uploadId, index: 0 }, file)).body.jsonObject);
    // A thumbnail of its own, so the answer does not wait for processing.
    const m = (await postFile(a, '/a/api/fileInfosa/uploadThumb', { id: made.material.id }, await pngOf(90, 60)))
      .jsonObject!;
    const ask = (cookie: string, form: Record<string, string>) =>
      call<{ list: { materialId: string; variant: string; md5: string; url: string }[] }>(
        app,
        'GET',
        '/a/api/fileInfosa/findScreenshotBytreeIdAndType',
        { cookie, form },
      );
    const own = await ask(reviewer, { treeId: m.id, type: 'material' });
    expect(own.body.jsonObject?.list).toEqual([
      {
        materialId: m.id,
        variant: 'thumb',
        md5: m.thumbMd5,
        width: null,
        height: null,
        url: `/apm-web/a/api/fileInfosa/getFile?id=${m.id}&variant=thumb&v=${m.thumbMd5}`,
      },
    ]);
    const cover = await ask(a, { treeId: folderA, type: 'folder' });
    expect(cover.body.jsonObject?.list.map((i) => i.materialId)).toContain(m.id);
    expect((await ask(b, { treeId: m.id, type: 'material' })).body.code).toBe(404);
    expect((await ask(b, { treeId: folderA, type: 'folder' })).body.code).toBe(404);
    expect((await ask(nobody, { treeId: m.id, type: 'material' })).body.code).toBe(401);
    expect((await ask('', { treeId: m.id, type: 'material' })).body.code).toBe(440);
    expect((await ask(a, { treeId: m.id, type: 'terminal' })).body.code).toBe(400);
  });
});
