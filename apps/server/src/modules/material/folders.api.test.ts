import type {
  FolderTree,
  MaterialDetails,
  MaterialFolder,
  MaterialItem,
  MaterialsInUse,
  UploadState,
} from '@apm/contract';
import { createDocument, createWidget } from '@apm/render/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { pngOf, settled, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
let a: string;
let operator: string;
let reviewer: string;
let b: string;
let officeA: string;
let shopA: string;
let officeB: string;
const made: Record<string, MaterialItem> = {};

type Form = Record<string, string>;
type ListData = { list: MaterialItem[]; count: number };
const list = async (cookie: string, form: Form = {}) =>
  (await call(app, 'GET', '/a/api/material/list', { cookie, form })).body.data as ListData;
const names = async (cookie: string, form: Form) => (await list(cookie, form)).list.map((m) => m.name);
const tree = async (cookie: string, officeId?: string) =>
  (await call<FolderTree>(app, 'GET', '/a/api/material/folderTree', { cookie, form: officeId ? { officeId } : {} }))
    .body;
const saveFolder = (cookie: string, form: Form) =>
  call<MaterialFolder>(app, 'POST', '/a/api/material/folderSave', { cookie, form });
const paste = (cookie: string, form: Form) =>
  call<{ materials: number; folders: number }>(app, 'POST', '/a/api/material/paste', { cookie, form });
const materialOf = (s: UploadState) => {
  if (s.state !== 'done') throw new Error('not uploaded');
  return s.material;
};
/** The id of a folder by name: the one at the top of the library when there are several. */
const folderId = async (cookie: string, name: string, officeId?: string) => {
  const named = (await tree(cookie, officeId)).jsonObject!.folders.filter((f) => f.name === name);
  return (named.find((f) => f.parentId === null) ?? named[0])!.id;
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
  officeB = ob.id;
  await addPerson(app, 'a.admin', 'admin', officeA);
  await addPerson(app, 'a.operator', 'operator', officeA);
  await addPerson(app, 'a.reviewer', 'reviewer', officeA);
  await addPerson(app, 'b.admin', 'admin', officeB);
  a = await signIn(app, 'a.admin');
  operator = await signIn(app, 'a.operator');
  reviewer = await signIn(app, 'a.reviewer');
  b = await signIn(app, 'b.admin');
  made.small = materialOf((await upload(app, a, await pngOf(10, 10, '#ff0000'), 'small.png')).state);
  made.large = materialOf((await upload(app, operator, await pngOf(200, 150, '#00ff00'), 'Large.png')).state);
  made.mid = materialOf((await upload(app, a, await pngOf(60, 60, '#0000ff'), 'middle.png')).state);
  made.theirs = materialOf((await upload(app, b, await pngOf(20, 20, '#123456'), 'theirs.png')).state);
  for (const [k, m] of Object.entries(made)) made[k] = await settled(app, k === 'theirs' ? b : a, m.id, 60_000);
}, 120_000);
afterAll(() => app.close());

describe('folders', () => {
  it('are made per office, unique among siblings whatever the case, and renamed', async () => {
    const r = await saveFolder(a, { name: 'Summer' });
    expect(r.body).toMatchObject({ code: 0, jsonObject: { name: 'Summer', officeId: officeA, parentId: null } });
    const again = await saveFolder(a, { name: 'summer' });
    expect(again.status).toBe(409);
    expect(again.body.data).toMatchObject({ fields: [{ field: 'name', message: 'exists' }] });
    const inside = await saveFolder(a, { name: 'Menus', parentId: r.body.jsonObject!.id });
    expect(inside.body.jsonObject).toMatchObject({ parentId: r.body.jsonObject!.id });
    // The same name under another parent, and in another office, is fine.
    expect((await saveFolder(a, { name: 'Summer', parentId: inside.body.jsonObject!.id })).body.code).toBe(0);
    expect((await saveFolder(a, { name: 'Summer', officeId: shopA })).body.code).toBe(0);
    const renamed = await saveFolder(a, { id: inside.body.jsonObject!.id, name: 'Menu boards' });
    expect(renamed.body.jsonObject).toMatchObject({ name: 'Menu boards', folders: 1 });
    expect(await auditRows(app, 'material', 'folderRename')).toHaveLength(1);

    const t = (await tree(a)).jsonObject!;
    expect(t.officeId).toBe(officeA);
    expect(t.topMaterials).toBe(3);
    expect(t.folders.map((f) => f.name).sort()).toEqual(['Menu boards', 'Summer', 'Summer']);
    expect((await tree(a, shopA)).jsonObject!.folders.map((f) => f.name)).toEqual(['Summer']);
  });

  it('refuse bad names with the reason, storing nothing', async () => {
    const before = (await tree(a)).jsonObject!.folders.length;
    for (const [name, reason] of [
      ['a/b', 'badCharacters'],
      ['  ', 'required'],
      ['x'.repeat(101), 'tooLong'],
    ]) {
      const r = await saveFolder(a, { name: name! });
      expect(r.status).toBe(400);
      expect(r.body.data).toMatchObject({ fields: [{ field: 'name', message: reason }] });
    }
    expect((await tree(a)).jsonObject!.folders).toHaveLength(before);
  });

  it("are another tenant's business: its offices and folders answer 404, its tree is never shown", async () => {
    expect((await tree(b, officeA)).code).toBe(404);
    const summer = await folderId(a, 'Summer');
    expect((await saveFolder(b, { name: 'Mine', parentId: summer })).status).toBe(404);
    expect((await saveFolder(b, { id: summer, name: 'Taken' })).status).toBe(404);
    expect((await call(app, 'POST', '/a/api/material/folderDelete', { cookie: b, form: { id: summer } })).status).toBe(
      404,
    );
    expect((await tree(b)).jsonObject!.folders).toEqual([]);
  });

  it('need a session, and the edit permission to change', async () => {
    expect((await call(app, 'GET', '/a/api/material/folderTree')).body.code).toBe(440);
    const r = await saveFolder(reviewer, { name: 'Reviewers' });
    expect(r.body.code).toBe(401);
    expect((await tree(reviewer)).code).toBe(0);
  });
});

describe('the library list', () => {
  it('shows a folder, the top of an office, or everything; sorted by name, date or size', async () => {
    expect(await names(a, { folderId: 'top', sort: 'name', order: 'asc' })).toEqual([
      'Large.png',
      'middle.png',
      'small.png',
    ]);
    expect(await names(a, { folderId: 'top', sort: 'size', order: 'desc' })).toEqual([
      'Large.png',
      'middle.png',
      'small.png',
    ]);
    expect(await names(a, { folderId: 'top', sort: 'createdAt', order: 'asc' })).toEqual([
      'small.png',
      'Large.png',
      'middle.png',
    ]);
    expect(await names(a, { folderId: await folderId(a, 'Menu boards') })).toEqual([]);
    expect(await names(a, { folderId: 'top', officeId: shopA })).toEqual([]);
  });

  it('filters by uploader and status, and lists who uploaded', async () => {
    const who = (await call<{ id: string; name: string }[]>(app, 'GET', '/a/api/material/uploaders', { cookie: a }))
      .body.jsonObject!;
    expect(who.map((u) => u.name).sort()).toEqual(['a.admin', 'a.operator'].sort());
    const op = who.find((u) => u.name === 'a.operator')!;
    expect(await names(a, { createdBy: op.id })).toEqual(['Large.png']);
    expect(await names(a, { status: 'failed' })).toEqual([]);
    expect((await list(a, { status: 'ready' })).count).toBe(3);
    expect((await call(app, 'GET', '/a/api/material/list', { cookie: a, form: { sort: 'colour' } })).status).toBe(400);
  });
});

describe('rename, copy, cut and paste', () => {
  it('renames a material, in the log with before and after', async () => {
    const r = await call<MaterialItem>(app, 'POST', '/a/api/material/rename', {
      cookie: a,
      form: { id: made.small!.id, name: 'Tiny red.png' },
    });
    expect(r.body.jsonObject).toMatchObject({ name: 'Tiny red.png' });
    const [row] = await auditRows(app, 'material', 'rename');
    expect(row!.changes).toContain('small.png');
    expect(
      (await call(app, 'POST', '/a/api/material/rename', { cookie: b, form: { id: made.small!.id, name: 'x' } }))
        .status,
    ).toBe(404);
    expect(
      (await call(app, 'POST', '/a/api/material/rename', { cookie: a, form: { id: made.small!.id, name: '' } })).status,
    ).toBe(400);
  });

  it('copies materials into a folder as new materials sharing the file, numbering clashing names', async () => {
    const summer = await folderId(a, 'Summer');
    const ids = [made.small!.id, made.mid!.id].join(',');
    expect((await paste(a, { isCut: 'false', type: 'material', ids, folderId: summer })).body.jsonObject).toEqual({
      materials: 2,
      folders: 0,
    });
    await paste(a, { isCut: 'false', type: 'material', ids: made.small!.id, folderId: summer });
    const inSummer = (await list(a, { folderId: summer, sort: 'name', order: 'asc' })).list;
    expect(inSummer.map((m) => m.name)).toEqual(['middle.png', 'Tiny red (2).png', 'Tiny red.png']);
    expect(new Set(inSummer.filter((m) => m.name.startsWith('Tiny')).map((m) => m.md5))).toEqual(
      new Set([made.small!.md5]),
    );
    expect(inSummer.every((m) => m.status === 'ready' && m.thumbMd5)).toBe(true);
    // The originals stay where they were.
    expect((await list(a, { folderId: 'top' })).count).toBe(3);
    expect(await auditRows(app, 'material', 'copy')).toHaveLength(2);
  });

  it('moves materials on cut, into another office of the range too', async () => {
    const shopSummer = await folderId(a, 'Summer', shopA);
    const r = await paste(a, { isCut: 'true', type: 'material', ids: made.large!.id, folderId: shopSummer });
    expect(r.body.jsonObject).toEqual({ materials: 1, folders: 0 });
    expect(await names(a, { folderId: shopSummer })).toEqual(['Large.png']);
    expect((await list(a, { folderId: shopSummer })).list[0]).toMatchObject({ officeId: shopA, officeName: 'A Shop' });
    expect(await names(a, { folderId: 'top' })).not.toContain('Large.png');
    // Back to the top of A's own library.
    await paste(a, { isCut: 'true', type: 'material', ids: made.large!.id, officeId: officeA });
    expect(await names(a, { folderId: 'top' })).toContain('Large.png');
  });

  it('moves a folder with everything below it, never into itself', async () => {
    // Summer > Menu boards > Summer: Menu boards goes to the top, with the Summer inside it.
    const summer = await folderId(a, 'Summer');
    const menus = await folderId(a, 'Menu boards');
    const r = await paste(a, { isCut: 'true', type: 'folder', ids: menus, officeId: officeA });
    expect(r.body.jsonObject).toEqual({ materials: 0, folders: 1 });
    let t = (await tree(a)).jsonObject!;
    expect(t.folders.find((f) => f.id === menus)).toMatchObject({ parentId: null, folders: 1 });
    const inner = t.folders.find((f) => f.name === 'Summer' && f.parentId === menus)!;

    const into = await paste(a, { isCut: 'true', type: 'folder', ids: menus, folderId: inner.id });
    expect(into.status).toBe(400);
    expect(into.body.data).toMatchObject({ fields: [{ field: 'folderId', message: 'intoItself' }] });

    // Summer, with its three materials, into Menu boards, beside the other Summer: renamed to fit.
    await paste(a, { isCut: 'true', type: 'folder', ids: summer, folderId: menus });
    t = (await tree(a)).jsonObject!;
    expect(t.folders.find((f) => f.id === summer)).toMatchObject({ parentId: menus, name: 'Summer (2)', materials: 3 });
    // And back to the top, under its own name again.
    await paste(a, { isCut: 'true', type: 'folder', ids: summer, officeId: officeA });
    await saveFolder(a, { id: summer, name: 'Summer' });
    expect((await tree(a)).jsonObject!.folders.find((f) => f.id === summer)).toMatchObject({
      parentId: null,
      name: 'Summer',
      materials: 3,
    });
  });

  it('copies a folder whole, with its sub-folders and materials', async () => {
    const menus = await folderId(a, 'Menu boards');
    const r = await paste(a, { isCut: 'false', type: 'folder', ids: menus, officeId: shopA });
    expect(r.body.jsonObject).toEqual({ materials: 0, folders: 2 });
    const shopTree = (await tree(a, shopA)).jsonObject!.folders;
    const copy = shopTree.find((f) => f.name === 'Menu boards')!;
    expect(shopTree.find((f) => f.parentId === copy.id)).toMatchObject({ name: 'Summer' });

    const summer = await folderId(a, 'Summer');
    const whole = await paste(a, { isCut: 'false', type: 'folder', ids: summer, officeId: officeA });
    expect(whole.body.jsonObject).toEqual({ materials: 3, folders: 1 });
    const twin = (await tree(a)).jsonObject!.folders.find((f) => f.name === 'Summer (2)')!;
    expect(twin).toMatchObject({ parentId: null, materials: 3 });
    expect(await names(a, { folderId: twin.id, sort: 'name', order: 'asc' })).toEqual(
      await names(a, { folderId: summer, sort: 'name', order: 'asc' }),
    );
  });

  it('refuses a paste into an office whose quota has no room for it, storing nothing', async () => {
    const admin = await signIn(app);
    expect(
      (await call(app, 'POST', '/a/api/vol/setQuota', { cookie: admin, form: { officeId: shopA, quotaBytes: '100' } }))
        .body.code,
    ).toBe(0);
    const before = (await list(a, { officeId: shopA })).count;
    const r = await paste(a, { isCut: 'false', type: 'material', ids: made.large!.id, officeId: shopA });
    expect(r.status).toBe(400);
    expect(r.body.data).toMatchObject({ fields: [{ message: 'quotaExceeded' }] });
    const summer = await folderId(a, 'Summer');
    expect((await paste(a, { isCut: 'false', type: 'folder', ids: summer, officeId: shopA })).status).toBe(400);
    expect((await list(a, { officeId: shopA })).count).toBe(before);
    await call(app, 'POST', '/a/api/vol/setQuota', { cookie: admin, form: { officeId: shopA, quotaBytes: '' } });
  });

  it("refuses another tenant's materials and folders, and pasting into its folders", async () => {
    const summer = await folderId(a, 'Summer');
    expect((await paste(b, { isCut: 'false', type: 'material', ids: made.small!.id })).status).toBe(404);
    expect((await paste(b, { isCut: 'true', type: 'folder', ids: summer })).status).toBe(404);
    expect((await paste(b, { isCut: 'false', type: 'material', ids: made.theirs!.id, folderId: summer })).status).toBe(
      404,
    );
    expect((await paste(b, { isCut: 'false', type: 'material', ids: made.theirs!.id, officeId: officeA })).status).toBe(
      404,
    );
    expect((await list(a, { folderId: summer })).count).toBe(3);
    expect((await paste(a, { isCut: 'maybe', type: 'material', ids: made.small!.id })).status).toBe(400);
    expect((await paste(reviewer, { isCut: 'false', type: 'material', ids: made.small!.id })).body.code).toBe(401);
  });
});

describe('deletion', () => {
  it('of a folder is refused while a material lies anywhere below it', async () => {
    const summer = await folderId(a, 'Summer');
    const r = await call(app, 'POST', '/a/api/material/folderDelete', { cookie: a, form: { id: summer } });
    expect(r.status).toBe(409);
    expect(r.body.jsonObject).toEqual({ materials: 3 });
    const empty = await folderId(a, 'Menu boards');
    expect(
      (await call(app, 'POST', '/a/api/material/folderDelete', { cookie: a, form: { id: empty } })).body.code,
    ).toBe(0);
    expect((await tree(a)).jsonObject!.folders.map((f) => f.id)).not.toContain(empty);
  });

  it('of a material a program uses is refused with the program, and the details say where it is used', async () => {
    const doc = createDocument({ width: 1920, height: 1080 }) as unknown as { scenes: { widgets: unknown[] }[] };
    doc.scenes[0]!.widgets.push({
      ...createWidget('image'),
      props: { media: { md5: made.mid!.md5, kind: 'image', materialId: made.mid!.id }, fit: 'cover' },
    });
    const saved = await call<{ id: string }>(app, 'POST', '/a/api/program/save', {
      cookie: a,
      form: { name: 'Lunch menu', document: JSON.stringify(doc) },
    });
    expect(saved.body.code).toBe(0);

    const r = await call<MaterialsInUse>(app, 'POST', '/a/api/material/delete', {
      cookie: a,
      form: { ids: [made.mid!.id, made.small!.id].join(',') },
    });
    expect(r.status).toBe(409);
    expect(r.body.jsonObject!.uses).toEqual([
      { materialId: made.mid!.id, kind: 'program', id: saved.body.jsonObject!.id, name: 'Lunch menu' },
    ]);
    // Nothing was deleted, not even the unused one.
    expect((await list(a, { folderId: 'top' })).count).toBe(3);

    const d = await call<MaterialDetails>(app, 'GET', '/a/api/material/details', {
      cookie: a,
      form: { id: made.mid!.id },
    });
    expect(d.body.jsonObject).toMatchObject({
      material: { id: made.mid!.id, createdByName: 'a.admin', width: 60, height: 60 },
      folderPath: [],
      uses: [{ kind: 'program', name: 'Lunch menu' }],
    });
    expect((await call(app, 'GET', '/a/api/material/details', { cookie: b, form: { id: made.mid!.id } })).status).toBe(
      404,
    );

    const summer = await folderId(a, 'Summer');
    const inSummer = (await list(a, { folderId: summer })).list[0]!;
    const path = await call<MaterialDetails>(app, 'GET', '/a/api/material/details', {
      cookie: a,
      form: { id: inSummer.id },
    });
    expect(path.body.jsonObject!.folderPath).toEqual([{ id: summer, name: 'Summer' }]);

    // Once the program is gone, the material can go.
    await call(app, 'POST', '/a/api/program/delete', { cookie: a, form: { id: saved.body.jsonObject!.id } });
    const ok = await call<{ count: number }>(app, 'POST', '/a/api/material/delete', {
      cookie: a,
      form: { ids: made.mid!.id },
    });
    expect(ok.body.jsonObject).toEqual({ count: 1 });
  });
});

describe('totals', () => {
  it('of every place follow what uploads, copies, moves and deletes did', async () => {
    // Besides what the tests above left: a folder emptied by a cut, and a material deleted from a folder.
    const box = (await saveFolder(a, { name: 'Box' })).body.jsonObject!.id;
    const moving = materialOf((await upload(app, a, await pngOf(31, 31, '#313131'), 'moving.png')).state);
    const staying = materialOf((await upload(app, a, await pngOf(32, 32, '#323232'), 'staying.png')).state);
    await paste(a, { isCut: 'true', type: 'material', ids: `${moving.id},${staying.id}`, folderId: box });
    await paste(a, { isCut: 'true', type: 'material', ids: moving.id });
    await call(app, 'POST', '/a/api/material/delete', { cookie: a, form: { ids: staying.id } });

    const held = async (form: Form) => {
      const r = await list(a, { ...form, pageSize: '100' });
      expect(r.list.length).toBeLessThan(100);
      return { count: r.count, listed: r.list.length };
    };
    const places: Form[] = [{}, { folderId: 'top' }, { officeId: officeA }, { officeId: shopA }, { folderId: box }];
    for (const f of (await tree(a)).jsonObject!.folders) places.push({ folderId: f.id });
    for (const place of places) {
      const { count, listed } = await held(place);
      expect({ place, count }).toEqual({ place, count: listed });
    }
    expect(await held({ folderId: box })).toEqual({ count: 0, listed: 0 });
  });
});
