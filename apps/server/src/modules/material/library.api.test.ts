import type { MaterialItem, UploadState } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { getFile, mp4Of, pngOf, settled, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
let a: string;
let aShop: string;
let b: string;
let reviewer: string;
let officeA: string;
let shopA: string;
const made: Record<string, MaterialItem> = {};

type ListData = { list: MaterialItem[]; count: number; pageNo: number; pageSize: number };
const list = async (cookie: string, form: Record<string, string> = {}) => {
  const r = await call(app, 'GET', '/a/api/material/list', { cookie, form });
  return { code: r.body.code, data: r.body.data as ListData, body: r.body };
};
const remove = (cookie: string, ids: string[]) =>
  call<{ count: number }>(app, 'POST', '/a/api/material/delete', { cookie, form: { ids: ids.join(',') } });
const materialOf = (s: UploadState) => {
  if (s.state !== 'done') throw new Error('not uploaded');
  return s.material;
};

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  const root = await platformOffice(app);
  const oa = await addOffice(app, 'Tenant A', root);
  const shop = await addOffice(app, 'A Shop', oa);
  const ob = await addOffice(app, 'Tenant B', root);
  officeA = oa.id;
  shopA = shop.id;
  await addPerson(app, 'a.admin', 'admin', officeA);
  await addPerson(app, 'a.shop', 'operator', shopA);
  await addPerson(app, 'a.reviewer', 'reviewer', officeA);
  await addPerson(app, 'b.admin', 'admin', ob.id);
  a = await signIn(app, 'a.admin');
  aShop = await signIn(app, 'a.shop');
  b = await signIn(app, 'b.admin');
  reviewer = await signIn(app, 'a.reviewer');
  // Oldest first: red, green (into the shop, chosen by A's administrator), the clip, then the shop's own.
  made.red = materialOf((await upload(app, a, await pngOf(40, 30, '#ff0000'), 'Red square.png')).state);
  made.green = materialOf(
    (await upload(app, a, await pngOf(41, 30, '#00ff00'), 'green_100%.png', { officeId: shopA })).state,
  );
  made.clip = materialOf((await upload(app, a, await mp4Of(1), 'Red clip.mp4')).state);
  made.shop = materialOf((await upload(app, aShop, await pngOf(42, 30, '#0000ff'), 'blue.png')).state);
  made.theirs = materialOf((await upload(app, b, await pngOf(43, 30, '#ff0000'), 'Red theirs.png')).state);
  for (const [k, m] of Object.entries(made)) made[k] = await settled(app, k === 'theirs' ? b : a, m.id, 60_000);
}, 120_000);
afterAll(() => app.close());

describe('the material list', () => {
  it("shows the range's materials newest first, with their office, kind, size and state", async () => {
    const { code, data } = await list(a);
    expect(code).toBe(0);
    expect(data.list.map((m) => m.name)).toEqual(['blue.png', 'Red clip.mp4', 'green_100%.png', 'Red square.png']);
    expect(data.count).toBe(4);
    expect(data.list.find((m) => m.id === made.green!.id)).toMatchObject({
      officeId: shopA,
      officeName: 'A Shop',
      kind: 'image',
      status: 'ready',
      width: 41,
      height: 30,
    });
    expect(data.list.find((m) => m.id === made.clip!.id)).toMatchObject({ kind: 'video', mime: 'video/mp4' });
  });

  it('pages on the server', async () => {
    const first = await list(a, { pageNo: '1', pageSize: '3' });
    const second = await list(a, { pageNo: '2', pageSize: '3' });
    expect(first.data).toMatchObject({ count: 4, pageNo: 1, pageSize: 3 });
    expect(first.data.list).toHaveLength(3);
    expect(second.data.list.map((m) => m.name)).toEqual(['Red square.png']);
  });

  it('filters by a part of the name (any case, % and _ taken literally) and by kind', async () => {
    expect((await list(a, { name: 'RED' })).data.list.map((m) => m.name)).toEqual(['Red clip.mp4', 'Red square.png']);
    expect((await list(a, { name: '0%' })).data.list.map((m) => m.name)).toEqual(['green_100%.png']);
    expect((await list(a, { name: '_' })).data.list.map((m) => m.name)).toEqual(['green_100%.png']);
    expect((await list(a, { kind: 'video' })).data.list.map((m) => m.name)).toEqual(['Red clip.mp4']);
    expect((await list(a, { kind: 'image', name: 'red' })).data.count).toBe(1);
  });

  it("shows a sub-office only its own, and another tenant none of A's", async () => {
    expect((await list(aShop)).data.list.map((m) => m.name)).toEqual(['blue.png', 'green_100%.png']);
    const theirs = await list(b);
    expect(theirs.data.list.map((m) => m.name)).toEqual(['Red theirs.png']);
  });

  it('is open to a reviewer (view), refused without the permission, without a session, and for bad input', async () => {
    expect((await list(reviewer)).data.count).toBe(4);
    const clerkOffice = await addPerson(app, 'a.clerk', null, officeA);
    expect(clerkOffice).toBeTruthy();
    expect((await list(await signIn(app, 'a.clerk'))).code).toBe(401);
    expect((await list('')).code).toBe(440);
    const bad = await list(a, { kind: 'spreadsheet', pageSize: '5000' });
    expect(bad.code).toBe(400);
    expect((bad.body.data as { fields: { field: string }[] }).fields.map((f) => f.field).sort()).toEqual([
      'kind',
      'pageSize',
    ]);
  });
});

describe('materials a program may name', () => {
  it('are those of the range among the ids named, with their file and kind', async () => {
    const shop = await app.db.kysely
      .selectFrom('sys_office')
      .select('path')
      .where('id', '=', shopA)
      .executeTakeFirstOrThrow();
    const found = await app.services.materials.lookup(
      app.db.kysely,
      { officeId: shopA, path: shop.path, subtree: true },
      [made.green!.id, made.shop!.id, made.red!.id, made.theirs!.id, 'no-such-id'],
    );
    expect(found.map(({ id, md5, kind }) => ({ id, md5, kind })).sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      [made.green!, made.shop!]
        .map((m) => ({ id: m.id, md5: m.md5, kind: 'image' }))
        .sort((x, y) => x.id.localeCompare(y.id)),
    );
  });
});

describe('deleting materials', () => {
  it("ignores another tenant's ids, and refuses callers without the permission or a session", async () => {
    const r = await remove(a, [made.theirs!.id]);
    expect(r.body).toMatchObject({ code: 0, jsonObject: { count: 0 } });
    expect((await list(b)).data.count).toBe(1);
    expect((await remove(reviewer, [made.red!.id])).body.code).toBe(401);
    expect((await remove('', [made.red!.id])).body.code).toBe(440);
    expect((await remove(a, [])).body.code).toBe(400);
    expect((await list(a)).data.count).toBe(4);
  });

  it('deletes materials of the range, audited, and queues the collection of their files', async () => {
    const before = await app.db.kysely
      .selectFrom('sys_job')
      .select('id')
      .where('kind', '=', 'blobs.collect')
      .where('singleton_key', '=', 'blobs.collect.soon')
      .execute();
    const r = await remove(a, [made.red!.id, made.clip!.id, made.theirs!.id]);
    expect(r.body.jsonObject).toEqual({ count: 2 });
    expect((await list(a)).data.list.map((m) => m.name)).toEqual(['blue.png', 'green_100%.png']);
    expect((await list(b)).data.count).toBe(1);
    expect((await getFile(app, a, { id: made.red!.id })).status).toBe(404);
    expect(await auditRows(app, 'material', 'delete', 'Red clip.mp4')).toHaveLength(1);
    const soon = await app.db.kysely
      .selectFrom('sys_job')
      .select('id')
      .where('kind', '=', 'blobs.collect')
      .where('singleton_key', '=', 'blobs.collect.soon')
      .execute();
    expect(soon.length + before.length).toBeGreaterThan(0);
  });

  it('keeps the files that a material still names from collection, and frees those no material names', async () => {
    const { collectBlobs } = await import('../../platform/storage/collection.js');
    const { blobFiles } = await import('../../platform/storage/blobs.js');
    const { blobReferences } = await import('../../platform/storage/references.js');
    const { MODULES } = await import('../index.js');
    const { blobStore } = await import('../../platform/storage/blobs.js');
    const path = await import('node:path');
    const files = blobFiles(blobStore(path.join(app.store.config.dataDir, 'files')));
    // A collection that spares nothing for its age: only the references keep blobs.
    await collectBlobs(app.db.kysely, files, blobReferences(MODULES), { graceMs: -60_000, batch: 100, adopt: true });
    const kept = made.green!;
    const gone = made.clip!;
    expect(await files.sizeOf(kept.md5)).toBeGreaterThan(0);
    expect(await files.sizeOf(kept.thumbMd5!)).toBeGreaterThan(0);
    expect(await files.sizeOf(made.theirs!.md5)).toBeGreaterThan(0);
    expect(await files.sizeOf(gone.md5)).toBeUndefined();
    expect(await files.sizeOf(gone.posterMd5!)).toBeUndefined();
    expect(await files.sizeOf(gone.thumbMd5!)).toBeUndefined();
    expect((await getFile(app, a, { id: kept.id, variant: 'thumb' })).status).toBe(200);
  });
});
