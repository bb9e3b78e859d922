import fs from 'node:fs';
import path from 'node:path';
import {
  MIB,
  type OfficeVolume,
  type Page,
  type QuotaExceeded,
  type UploadState,
  type VolumeByKind,
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
import { announce, chunkOf, md5Of, pngLike, pngOf, sendChunk, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import { settingsRepo } from '../settings/repo.js';

let store: Store;
let app: TestApp;
let admin: string;
let aAdmin: string;
let aOperator: string;
let bAdmin: string;
let officeA: string;
let officeA1: string;
let officeB: string;

const volume = async (cookie: string, officeId?: string) => {
  const r = await call<OfficeVolume>(app, 'GET', '/a/api/vol/getVolMsg', {
    cookie,
    form: officeId ? { officeId } : {},
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.jsonObject!;
};
const setQuota = (cookie: string, officeId: string, quotaBytes: string) =>
  call<OfficeVolume>(app, 'POST', '/a/api/vol/setQuota', { cookie, form: { officeId, quotaBytes } });
const volList = (cookie: string, form: Record<string, string> = {}) =>
  call<undefined>(app, 'GET', '/a/api/vol/volList', { cookie, form });
const listOf = (r: { body: { data?: unknown } }) => (r.body.data as Page<OfficeVolume>).list;
const count = async (table: 'material' | 'upload' | 'material_quota') =>
  Number(
    (
      await app.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const setCapacity = (mb: number) => settingsRepo(app.db.kysely).set('capacitySetting', String(mb), Date.now());
const uploadsDir = () => path.join(store.config.dataDir, 'uploads');
const chunkFolders = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
const refusal = (body: { code: number; data?: unknown; jsonObject?: unknown }) => {
  expect(body.code).toBe(400);
  expect((body.data as { fields: unknown[] }).fields).toEqual([{ field: 'size', message: 'quotaExceeded' }]);
  return body.jsonObject as QuotaExceeded;
};

beforeAll(async () => {
  store = await freshStore();
  app = await startApp(store);
  await initSystem(app);
  admin = await signIn(app);
  const root = await platformOffice(app);
  const a = await addOffice(app, 'Tenant A', root);
  officeA = a.id;
  officeA1 = (await addOffice(app, 'A branch', a)).id;
  officeB = (await addOffice(app, 'Tenant B', root)).id;
  await addPerson(app, 'a.admin', 'customerAdmin', officeA);
  await addPerson(app, 'a.operator', 'operator', officeA);
  await addPerson(app, 'b.admin', 'customerAdmin', officeB);
  aAdmin = await signIn(app, 'a.admin');
  aOperator = await signIn(app, 'a.operator');
  bAdmin = await signIn(app, 'b.admin');
});
afterAll(async () => {
  await app.close();
  await store.drop();
});

describe('volume calls refuse', () => {
  it('without a session, without the permission, for offices outside the range, and bad input; nothing is stored', async () => {
    for (const [method, url] of [
      ['GET', '/a/api/vol/getVolMsg'],
      ['GET', '/a/api/vol/getVolMsgByType'],
      ['GET', '/a/api/vol/volList'],
      ['POST', '/a/api/vol/setQuota'],
    ] as const) {
      expect((await call(app, method, url, { form: { officeId: officeA, quotaBytes: '1' } })).body.code).toBe(440);
    }
    // An operator sees its own office's figures, not every office's, and sets no quota.
    expect((await volume(aOperator)).officeId).toBe(officeA);
    expect((await volList(aOperator)).body.code).toBe(401);
    expect((await setQuota(aOperator, officeA1, '1000')).body.code).toBe(401);
    // Another tenant's office reads as one that does not exist.
    for (const url of ['/a/api/vol/getVolMsg', '/a/api/vol/getVolMsgByType']) {
      expect((await call(app, 'GET', url, { cookie: aAdmin, form: { officeId: officeB } })).body.code).toBe(404);
    }
    expect((await setQuota(aAdmin, officeB, '1000')).body.code).toBe(404);
    // The quota of one's own office is set from above.
    const own = await setQuota(aAdmin, officeA, '1000');
    expect(own.body.code).toBe(403);
    expect(own.body.message).toContain('administrator of an office above');
    const bad = async (form: Record<string, string>, field: string) => {
      const r = await call(app, 'POST', '/a/api/vol/setQuota', { cookie: aAdmin, form });
      expect(r.body.code, JSON.stringify(form)).toBe(400);
      expect((r.body.data as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([field]);
    };
    await bad({ officeId: officeA1, quotaBytes: 'lots' }, 'quotaBytes');
    await bad({ officeId: officeA1, quotaBytes: '-1' }, 'quotaBytes');
    await bad({ officeId: officeA1, quotaBytes: '1.5' }, 'quotaBytes');
    await bad({ officeId: officeA1, quotaBytes: String(2 * 1024 ** 5) }, 'quotaBytes');
    await bad({ quotaBytes: '1000' }, 'officeId');
    const list = await volList(aAdmin, { sort: 'size' });
    expect(list.body.code).toBe(400);
    expect(await count('material_quota')).toBe(0);
    expect(await auditRows(app, 'office', 'quota')).toHaveLength(0);
  });
});

describe('volumes', () => {
  let p1: Buffer;
  let p2: Buffer;

  it('match the files uploaded: each distinct file once per office that holds it', async () => {
    p1 = await pngOf(300, 200, '#123456');
    p2 = await pngOf(200, 100, '#654321');
    await upload(app, aAdmin, p1, 'one.png');
    await upload(app, aAdmin, p2, 'two.png');
    // The same bytes again in A: one material, nothing added.
    expect((await upload(app, aAdmin, p1, 'one again.png')).state).toMatchObject({ deduplicated: true });
    await upload(app, aAdmin, p1, 'one in the branch.png', { officeId: officeA1 });
    await upload(app, bAdmin, p1, 'theirs.png');

    expect(await volume(aAdmin)).toEqual({
      officeId: officeA,
      officeName: 'Tenant A',
      usedBytes: p1.length + p2.length,
      quotaBytes: null,
      freeBytes: null,
      materialCount: 2,
      quotaSource: 'setting',
    });
    expect(await volume(aAdmin, officeA1)).toMatchObject({ usedBytes: p1.length, materialCount: 1 });
    expect(await volume(bAdmin)).toMatchObject({ officeId: officeB, usedBytes: p1.length, materialCount: 1 });
    // Stored once for the three offices.
    expect(
      await app.db.kysely.selectFrom('sys_blob').select('md5').where('md5', '=', md5Of(p1)).execute(),
    ).toHaveLength(1);
  });

  it('count a playable rendition besides the original, and once when another material is those bytes', async () => {
    // As transcoding leaves it: the rendition is another file of the office.
    const rendition = pngLike(5000, 41);
    const two = await app.db.kysely
      .selectFrom('material')
      .select('id')
      .where('office_id', '=', officeA)
      .where('md5', '=', md5Of(p2))
      .executeTakeFirstOrThrow();
    await app.db.kysely
      .updateTable('material')
      .set({ play_md5: md5Of(rendition), play_size: rendition.length, play_mime: 'video/mp4' })
      .where('id', '=', two.id)
      .execute();
    expect((await volume(aAdmin)).usedBytes).toBe(p1.length + p2.length + rendition.length);
    // A rendition that is the bytes of another material of the office: one file, counted once.
    await app.db.kysely
      .updateTable('material')
      .set({ play_md5: md5Of(p1), play_size: p1.length })
      .where('id', '=', two.id)
      .execute();
    expect((await volume(aAdmin)).usedBytes).toBe(p1.length + p2.length);

    const byKind = await call<VolumeByKind>(app, 'GET', '/a/api/vol/getVolMsgByType', { cookie: aAdmin });
    expect(byKind.body.jsonObject).toEqual({
      officeId: officeA,
      kinds: [
        { kind: 'image', usedBytes: p1.length + p2.length, count: 2 },
        { kind: 'video', usedBytes: 0, count: 0 },
        { kind: 'audio', usedBytes: 0, count: 0 },
        { kind: 'pdf', usedBytes: 0, count: 0 },
        { kind: 'web', usedBytes: 0, count: 0 },
      ],
    });
    await app.db.kysely
      .updateTable('material')
      .set({ play_md5: null, play_size: null, play_mime: null })
      .where('id', '=', two.id)
      .execute();
  });

  it('list the offices of the range with their figures, paged, by name or by usage', async () => {
    const byName = await volList(aAdmin);
    expect(byName.body.code).toBe(0);
    expect((byName.body.data as Page<OfficeVolume>).count).toBe(2);
    expect(listOf(byName).map((o) => [o.officeName, o.usedBytes])).toEqual([
      ['A branch', p1.length],
      ['Tenant A', p1.length + p2.length],
    ]);
    const byUse = await volList(aAdmin, { sort: 'used', order: 'desc', pageSize: '1' });
    expect(listOf(byUse).map((o) => o.officeName)).toEqual(['Tenant A']);
    expect((byUse.body.data as Page<OfficeVolume>).count).toBe(2);
    const second = await volList(aAdmin, { sort: 'used', order: 'desc', pageSize: '1', pageNo: '2' });
    expect(listOf(second).map((o) => o.officeName)).toEqual(['A branch']);
    expect(listOf(await volList(aAdmin, { name: 'branch' })).map((o) => o.officeId)).toEqual([officeA1]);
    // The platform's administrator sees every office; one without materials uses nothing.
    const all = listOf(await volList(admin, { sort: 'used', order: 'asc', pageSize: '100' }));
    expect(all.map((o) => o.officeId)).toEqual(expect.arrayContaining([officeA, officeA1, officeB]));
    expect(all[0]!.usedBytes).toBe(0);
    expect(all.map((o) => o.usedBytes)).toEqual([...all.map((o) => o.usedBytes)].sort((x, y) => x - y));
  });

  it("set and clear an office's own quota, audit-logged; the capacitySetting holds otherwise", async () => {
    const set = await setQuota(aAdmin, officeA1, String(p1.length + 1000));
    expect(set.body.jsonObject).toMatchObject({
      officeId: officeA1,
      quotaBytes: p1.length + 1000,
      freeBytes: 1000,
      quotaSource: 'office',
    });
    expect((await volume(aAdmin, officeA1)).quotaSource).toBe('office');
    const [row] = await auditRows(app, 'office', 'quota', 'A branch');
    expect(JSON.parse(String(row!.changes))).toEqual({ quotaBytes: { before: null, after: p1.length + 1000 } });

    await setCapacity(1);
    expect(await volume(aAdmin)).toMatchObject({ quotaBytes: MIB, quotaSource: 'setting' });
    // 0: this office has no limit, whatever the setting.
    expect((await setQuota(admin, officeA, '0')).body.jsonObject).toMatchObject({
      quotaBytes: null,
      freeBytes: null,
      quotaSource: 'office',
    });
    expect((await setQuota(admin, officeA, '')).body.jsonObject).toMatchObject({
      quotaBytes: MIB,
      quotaSource: 'setting',
    });
    expect(await auditRows(app, 'office', 'quota', 'Tenant A')).toHaveLength(2);
    await setCapacity(0);
  });
});

describe('the quota', () => {
  it('refuses a file the office has no room for when it is announced: no upload is opened', async () => {
    const big = pngLike(5000, 51);
    const r = await announce(app, aAdmin, big, 'too big.png', { officeId: officeA1 });
    const q = refusal(r.body);
    expect(q).toEqual({
      officeId: officeA1,
      quotaBytes: (await volume(aAdmin, officeA1)).quotaBytes,
      usedBytes: (await volume(aAdmin, officeA1)).usedBytes,
      freeBytes: 1000,
      neededBytes: 5000,
    });
    expect(r.body.message).toContain('no room');
    expect(await count('upload')).toBe(0);
    // Bytes the office holds already need no room: done at once.
    const again = await announce(app, aAdmin, await pngOf(300, 200, '#123456'), 'same.png', { officeId: officeA1 });
    expect((again.body.jsonObject as UploadState).state).toBe('done');
  });

  it('refuses on the server when the console is bypassed: the last chunk, once the quota was lowered', async () => {
    const file = pngLike(800, 52);
    const before = await volume(aAdmin, officeA1);
    const u = (await announce(app, aAdmin, file, 'sneaky.png', { officeId: officeA1 })).body.jsonObject as UploadState;
    if (u.state !== 'upload') throw new Error('expected an open upload');
    expect((await setQuota(aAdmin, officeA1, String(before.usedBytes + 500))).body.code).toBe(0);
    const r = await sendChunk(app, aAdmin, { uploadId: u.uploadId, index: 0 }, chunkOf(file, 0));
    expect(refusal(r.body)).toMatchObject({ freeBytes: 500, neededBytes: 800 });
    expect(await volume(aAdmin, officeA1)).toMatchObject({ usedBytes: before.usedBytes, materialCount: 1 });
    expect(await count('upload')).toBe(0);
    expect(chunkFolders()).toEqual([]);
  });

  it('lets only one of two uploads racing for the last room through', async () => {
    const used = (await volume(aAdmin, officeA1)).usedBytes;
    expect((await setQuota(aAdmin, officeA1, String(used + 1500))).body.code).toBe(0);
    const files = [pngLike(1000, 61), pngLike(1000, 62)];
    const opened = await Promise.all(
      files.map(async (f, i) => {
        const s = (await announce(app, aAdmin, f, `race ${i}.png`, { officeId: officeA1 })).body.jsonObject;
        if (s?.state !== 'upload') throw new Error('expected an open upload');
        return s;
      }),
    );
    const results = await Promise.all(
      opened.map((s, i) => sendChunk(app, aAdmin, { uploadId: s.uploadId, index: 0 }, files[i]!)),
    );
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([0, 400]);
    refusal(results.find((r) => r.body.code === 400)!.body);
    expect(await volume(aAdmin, officeA1)).toMatchObject({ usedBytes: used + 1000, freeBytes: 500 });
  });

  it('takes the capacitySetting for an office without its own quota', async () => {
    await setCapacity(1);
    const r = await announce(app, bAdmin, pngLike(2 * MIB, 71), 'large.png');
    expect(refusal(r.body)).toMatchObject({ officeId: officeB, quotaBytes: MIB, neededBytes: 2 * MIB });
    await setCapacity(0);
    expect((await announce(app, bAdmin, pngLike(2 * MIB, 71), 'large.png')).body.code).toBe(0);
  });
});
