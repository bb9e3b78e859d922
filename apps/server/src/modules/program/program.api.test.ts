import type { MaterialItem, ProgramConflict, ProgramCover, ProgramDetail, ProgramItem } from '@apm/contract';
import { createDocument, createWidget, type ProgramDocument } from '@apm/render/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { pngOf, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import { blobFiles, blobStore } from '../../platform/storage/blobs.js';
import { collectBlobs } from '../../platform/storage/collection.js';
import { blobReferences } from '../../platform/storage/references.js';
import { MODULES } from '../index.js';

let app: TestApp;
let admin: string;
let operator: string;
let reviewer: string;
/** A user of a sibling office: another tenant as far as ranges go. */
let stranger: string;

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  await addUser(app, 'olga', 'operator');
  operator = await signIn(app, 'olga');
  await addUser(app, 'rita', 'reviewer');
  reviewer = await signIn(app, 'rita');
  const platform = await platformOffice(app);
  const north = await addOffice(app, 'North', platform);
  const south = await addOffice(app, 'South', platform);
  await addPerson(app, 'nora', 'customerAdmin', north.id);
  await addPerson(app, 'sam', 'customerAdmin', south.id);
  stranger = await signIn(app, 'sam');
  northAdmin = await signIn(app, 'nora');
});
afterAll(() => app.close());
let northAdmin: string;

type Form = Record<string, string>;
const fieldsOf = (r: { body: { data?: unknown } }) =>
  (r.body.data as { fields: { field: string; message: string }[] }).fields;

const save = (cookie: string, form: Form) => call<ProgramItem>(app, 'POST', '/a/api/program/save', { cookie, form });
const detail = (cookie: string, id: string) =>
  call<ProgramDetail>(app, 'GET', '/a/api/program/detail', { cookie, form: { id } });
const list = (cookie: string, form: Form = {}) => call(app, 'GET', '/a/api/program/list', { cookie, form });
const remove = (cookie: string, id: string) => call(app, 'POST', '/a/api/program/delete', { cookie, form: { id } });
const pageOf = (r: { body: { data?: unknown } }) => r.body.data as { list: ProgramItem[]; count: number };

/** A document of two scenes with a text, on a canvas. */
function sampleDocument(width = 1920, height = 1080): ProgramDocument {
  const doc = createDocument({ width, height });
  doc.scenes[0]!.name = 'Welcome';
  doc.scenes[0]!.widgets.push(createWidget('text', { x: 100, y: 50, props: { text: 'Hello', fontSize: 72 } }));
  doc.scenes.push({ ...createDocument({ width, height }).scenes[0]!, name: 'Second', durationMs: 5000 });
  return doc;
}

const countPrograms = async () =>
  Number(
    (
      await app.db.kysely
        .selectFrom('program')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('programs', () => {
  it('are created in the office one works in, at version 1, and audited', async () => {
    const r = await save(operator, { name: 'Morning menu', document: JSON.stringify(sampleDocument()) });
    expect(r.body.code).toBe(0);
    const p = r.body.jsonObject!;
    expect(p).toMatchObject({
      name: 'Morning menu',
      officeName: 'Platform',
      width: 1920,
      height: 1080,
      version: 1,
      scenes: 2,
      materials: 0,
      updatedBy: 'olga',
    });
    const rows = await auditRows(app, 'program', 'create', 'Morning menu');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.changes)).toMatchObject({ canvas: { after: '1920×1080' }, scenes: { after: 2 } });
  });

  it('come back with their document, defaults filled in', async () => {
    const doc = sampleDocument(1080, 1920);
    const created = (await save(operator, { name: 'Portrait', document: JSON.stringify(doc) })).body.jsonObject!;
    const r = await detail(operator, created.id);
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject).toMatchObject({
      id: created.id,
      name: 'Portrait',
      width: 1080,
      height: 1920,
      version: 1,
    });
    expect(r.body.jsonObject!.document).toEqual(doc);
  });

  it('grow a version with each save, and a save from an older version is refused, nothing stored', async () => {
    const doc = sampleDocument();
    const p = (await save(operator, { name: 'Lunch', document: JSON.stringify(doc) })).body.jsonObject!;
    doc.scenes[0]!.durationMs = 20_000;
    const second = await save(operator, { id: p.id, version: '1', name: 'Lunch v2', document: JSON.stringify(doc) });
    expect(second.body.jsonObject).toMatchObject({ id: p.id, version: 2, name: 'Lunch v2' });

    // Someone who loaded version 1 saves over it: refused, saying who saved meanwhile.
    const stale = await save(admin, { id: p.id, version: '1', name: 'Lunch old', document: JSON.stringify(doc) });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(409);
    expect(stale.body.jsonObject as ProgramConflict).toMatchObject({ version: 2, updatedBy: 'olga' });
    const now = (await detail(operator, p.id)).body.jsonObject!;
    expect(now).toMatchObject({ name: 'Lunch v2', version: 2 });
    expect((now.document as ProgramDocument).scenes[0]!.durationMs).toBe(20_000);

    const audits = await auditRows(app, 'program', 'update', 'Lunch v2');
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0]!.changes)).toMatchObject({
      version: { before: 1, after: 2 },
      name: { before: 'Lunch', after: 'Lunch v2' },
    });
  });

  it('refuse a second save of the same version made at the same moment: one wins', async () => {
    const doc = sampleDocument();
    const p = (await save(operator, { name: 'Race', document: JSON.stringify(doc) })).body.jsonObject!;
    const [a, b] = await Promise.all([
      save(operator, { id: p.id, version: '1', name: 'Race A', document: JSON.stringify(doc) }),
      save(admin, { id: p.id, version: '1', name: 'Race B', document: JSON.stringify(doc) }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 409]);
    expect((await detail(operator, p.id)).body.jsonObject!.version).toBe(2);
  });

  it('refuse a broken document with the problems on their fields, nothing stored', async () => {
    const before = await countPrograms();
    const doc = sampleDocument() as unknown as { scenes: { durationMs: number; widgets: { props: object }[] }[] };
    doc.scenes[0]!.durationMs = 10;
    doc.scenes[0]!.widgets[0]!.props = { color: 'red' };
    const r = await save(operator, { name: 'Broken', document: JSON.stringify(doc) });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(400);
    const fields = fieldsOf(r).map((f) => f.field);
    expect(fields).toContain('document.scenes.0.durationMs');
    expect(fields).toContain('document.scenes.0.widgets.0.props.color');

    expect(fieldsOf(await save(operator, { name: 'Not JSON', document: '{"version": 1,' }))).toEqual([
      { field: 'document', message: 'notJson' },
    ]);
    expect(fieldsOf(await save(operator, { name: 'Too new', document: '{"version": 99}' }))).toEqual([
      { field: 'document', message: 'tooNew' },
    ]);
    const noMain = sampleDocument();
    for (const s of noMain.scenes) s.main = false;
    expect(fieldsOf(await save(operator, { name: 'No main', document: JSON.stringify(noMain) }))).toEqual([
      { field: 'document.scenes', message: 'At least one scene must be a main scene' },
    ]);
    expect(fieldsOf(await save(operator, { name: '', document: JSON.stringify(sampleDocument()) }))[0]!.field).toBe(
      'name',
    );
    expect(await countPrograms()).toBe(before);
  });

  it('keep buttons that open a sub-scene and come back, with the idle timeout', async () => {
    const doc = sampleDocument();
    doc.scenes[1]!.main = false;
    doc.scenes[0]!.widgets.push(
      createWidget('button', { props: { label: 'Menu', action: { type: 'scene', sceneId: doc.scenes[1]!.id } } }),
    );
    doc.scenes[1]!.widgets.push(createWidget('button', { props: { label: 'Back', action: { type: 'exit' } } }));
    doc.interaction.idleMs = 30_000;
    const created = (await save(operator, { name: 'Interactive', document: JSON.stringify(doc) })).body.jsonObject!;
    expect((await detail(operator, created.id)).body.jsonObject!.document).toEqual(doc);
  });

  it('keep the physical screen’s pixels beside the canvas’s, and refuse one side of them alone at the other', async () => {
    const led = sampleDocument();
    led.canvas = { width: 1920, height: 1080, realWidth: 1152, realHeight: 648 };
    const created = (await save(operator, { name: 'LED wall', document: JSON.stringify(led) })).body.jsonObject!;
    expect(created).toMatchObject({ width: 1920, height: 1080 });
    expect((await detail(operator, created.id)).body.jsonObject!.document).toEqual(led);

    const before = await countPrograms();
    const half = { ...sampleDocument(), canvas: { width: 1920, height: 1080, realWidth: 1152 } };
    expect(fieldsOf(await save(operator, { name: 'Half a screen', document: JSON.stringify(half) }))).toEqual([
      { field: 'document.canvas.realHeight', message: 'realHeight goes with realWidth' },
    ]);
    expect(await countPrograms()).toBe(before);
  });

  it('keep the editor’s lock and hide flags of widgets, and refuse flags that are not booleans, at their fields', async () => {
    const doc = sampleDocument();
    doc.scenes[0]!.widgets.push(
      createWidget('text', { locked: true }),
      createWidget('text', { hidden: true }),
      createWidget('text', { locked: true, hidden: true }),
    );
    const created = (await save(operator, { name: 'Layers', document: JSON.stringify(doc) })).body.jsonObject!;
    expect((await detail(operator, created.id)).body.jsonObject!.document).toEqual(doc);

    const before = await countPrograms();
    const bad = JSON.parse(JSON.stringify(sampleDocument())) as { scenes: { widgets: Record<string, unknown>[] }[] };
    Object.assign(bad.scenes[0]!.widgets[0]!, { locked: 'yes', hidden: 1 });
    const fields = fieldsOf(await save(operator, { name: 'Bad flags', document: JSON.stringify(bad) })).map(
      (f) => f.field,
    );
    expect(fields.sort()).toEqual(['document.scenes.0.widgets.0.hidden', 'document.scenes.0.widgets.0.locked']);
    expect(await countPrograms()).toBe(before);
  });

  it('refuse a button that opens a scene the document does not have, at its field, nothing stored', async () => {
    const before = await countPrograms();
    const doc = sampleDocument();
    doc.scenes[1]!.widgets.push(
      createWidget('text'),
      createWidget('button', { props: { label: 'Menu', action: { type: 'scene', sceneId: 'deleted-scene' } } }),
    );
    const r = await save(operator, { name: 'Dangling button', document: JSON.stringify(doc) });
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toEqual([
      { field: 'document.scenes.1.widgets.1.props.action.sceneId', message: 'No scene with id deleted-scene' },
    ]);
    const badAddress = sampleDocument();
    badAddress.scenes[0]!.widgets.push(
      createWidget('button', { props: { action: { type: 'url', url: 'https://example.com' } } }),
    );
    (badAddress.scenes[0]!.widgets[1]!.props as { action: { url: string } }).action.url = 'javascript:alert(1)';
    expect(fieldsOf(await save(operator, { name: 'Bad address', document: JSON.stringify(badAddress) }))).toEqual([
      { field: 'document.scenes.0.widgets.1.props.action.url', message: 'Expected an http or https address' },
    ]);
    expect(await countPrograms()).toBe(before);
  });

  it('refuse media that name no material of the caller, as if it did not exist', async () => {
    const before = await countPrograms();
    const doc = sampleDocument();
    doc.scenes[0]!.widgets.push(
      createWidget('image', {
        props: { media: { md5: '9e107d9d372bb6826bd81d3542a419d6', kind: 'image', materialId: 'no-such-material' } },
      }),
    );
    doc.scenes[1]!.background.media = { md5: 'e4d909c290d0fb1ca068ffaddf22cbd0', kind: 'video' };
    const r = await save(operator, { name: 'Media', document: JSON.stringify(doc) });
    expect(r.body.code).toBe(400);
    expect(fieldsOf(r)).toEqual([
      { field: 'document.scenes.0.widgets.1.props.media.materialId', message: 'materialMissing' },
      { field: 'document.scenes.1.background.media', message: 'materialRequired' },
    ]);
    expect(await countPrograms()).toBe(before);
  });

  it('are listed newest change first, paged on the server and filtered by name', async () => {
    const all = pageOf(await list(operator, { pageSize: '200' }));
    expect(all.count).toBeGreaterThanOrEqual(4);
    const times = all.list.map((p) => p.updatedAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const first = pageOf(await list(operator, { pageNo: '1', pageSize: '2' }));
    const second = pageOf(await list(operator, { pageNo: '2', pageSize: '2' }));
    expect(first.list).toHaveLength(2);
    expect(first.count).toBe(all.count);
    expect(second.list[0]!.id).toBe(all.list[2]!.id);
    const lunch = pageOf(await list(operator, { name: 'LUNCH' }));
    expect(lunch.list.map((p) => p.name)).toEqual(['Lunch v2']);
    expect(pageOf(await list(operator, { name: '%' })).count).toBe(0);
  });

  it('give a list its thumbnail: the canvas and the first main scene only, of the caller’s range', async () => {
    const doc = sampleDocument(1080, 1920);
    // A sub-scene first: the thumbnail is what a screen shows first, the first main scene.
    doc.scenes.unshift({ ...createDocument({ width: 1080, height: 1920 }).scenes[0]!, name: 'Menu', main: false });
    const p = (await save(operator, { name: 'With cover', document: JSON.stringify(doc) })).body.jsonObject!;
    const r = await call<ProgramCover>(app, 'GET', '/a/api/program/cover', { cookie: operator, form: { id: p.id } });
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject).toEqual({
      id: p.id,
      version: 1,
      canvas: { width: 1080, height: 1920 },
      scene: doc.scenes[1],
    });
    expect(JSON.stringify(r.body.jsonObject)).not.toContain('Second');
    const theirs = await call(app, 'GET', '/a/api/program/cover', { cookie: stranger, form: { id: p.id } });
    expect(theirs.body.code).toBe(404);
  });

  it('of another office outside the range are not seen, edited or deleted', async () => {
    const mine = (await save(operator, { name: 'Platform only', document: JSON.stringify(sampleDocument()) })).body
      .jsonObject!;
    const theirs = (await save(stranger, { name: 'South menu', document: JSON.stringify(sampleDocument()) })).body
      .jsonObject!;
    expect(theirs.officeName).toBe('South');
    expect(pageOf(await list(stranger)).list.map((p) => p.name)).toEqual(['South menu']);
    expect(pageOf(await list(northAdmin)).count).toBe(0);

    for (const r of [
      await detail(stranger, mine.id),
      await save(stranger, { id: mine.id, version: '1', name: 'Taken', document: JSON.stringify(sampleDocument()) }),
      await remove(stranger, mine.id),
      await detail(northAdmin, theirs.id),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body.code).toBe(404);
    }
    expect((await detail(operator, mine.id)).body.jsonObject).toMatchObject({ name: 'Platform only', version: 1 });
    // The platform's administrator sees the whole tree.
    expect((await detail(admin, theirs.id)).body.jsonObject).toMatchObject({ name: 'South menu' });
  });

  it('are deleted, audited, and gone', async () => {
    const p = (await save(operator, { name: 'Short-lived', document: JSON.stringify(sampleDocument()) })).body
      .jsonObject!;
    expect((await remove(reviewer, p.id)).body.code).toBe(401);
    expect((await remove(operator, p.id)).body.code).toBe(0);
    expect((await detail(operator, p.id)).body.code).toBe(404);
    expect((await remove(operator, p.id)).body.code).toBe(404);
    expect(await auditRows(app, 'program', 'delete', 'Short-lived')).toHaveLength(1);
  });

  it('need a session and the permissions of the menu catalogue', async () => {
    expect((await list('')).body.message).toBe('logout');
    expect((await save('', { name: 'x', document: '{}' })).body.message).toBe('logout');
    // A reviewer holds no content permission.
    expect((await list(reviewer)).body.code).toBe(401);
    expect((await save(reviewer, { name: 'x', document: JSON.stringify(sampleDocument()) })).body.code).toBe(401);
  });
});

describe('programs and the material library', () => {
  let picture: MaterialItem;
  let theirs: MaterialItem;

  beforeAll(async () => {
    picture = (await upload(app, operator, await pngOf(64, 36, '#2255aa'), 'Blue.png')).state as never;
    picture = (picture as unknown as { material: MaterialItem }).material;
    const other = await upload(app, stranger, await pngOf(40, 40, '#aa5522'), 'South.png');
    theirs = (other.state as unknown as { material: MaterialItem }).material;
  });

  const withImage = (media: Record<string, unknown>) => {
    const doc = sampleDocument() as unknown as { scenes: { widgets: unknown[] }[] };
    doc.scenes[0]!.widgets.push({ ...createWidget('image'), props: { media, fit: 'cover' } });
    return JSON.stringify(doc);
  };
  const refOf = (m: MaterialItem) => ({ md5: m.md5, kind: m.kind, materialId: m.id });

  it('take pictures of the caller’s library, and remember the materials they use', async () => {
    const r = await save(operator, { name: 'With picture', document: withImage(refOf(picture)) });
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject).toMatchObject({ materials: 1 });
    const used = await app.db.kysely
      .selectFrom('program_material')
      .selectAll()
      .where('program_id', '=', r.body.jsonObject!.id)
      .execute();
    expect(used).toEqual([{ program_id: r.body.jsonObject!.id, material_id: picture.id, md5: picture.md5 }]);
  });

  it('refuse another range’s material exactly as one that does not exist, and a file that is not the material’s', async () => {
    const before = await countPrograms();
    const foreign = await save(northAdmin, { name: 'Foreign', document: withImage(refOf(theirs)) });
    const missing = await save(northAdmin, {
      name: 'Foreign',
      document: withImage({ ...refOf(theirs), materialId: 'no-such-material' }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual(missing.body);
    expect(fieldsOf(foreign)).toEqual([
      { field: 'document.scenes.0.widgets.1.props.media.materialId', message: 'materialMissing' },
    ]);
    // The platform's operator may name South's material (it lies in the platform's range), but only with its file.
    const wrongFile = await save(operator, {
      name: 'Wrong file',
      document: withImage({ ...refOf(picture), md5: theirs.md5 }),
    });
    expect(fieldsOf(wrongFile)).toEqual([
      { field: 'document.scenes.0.widgets.1.props.media.md5', message: 'fileMismatch' },
    ]);
    expect(await countPrograms()).toBe(before);
  });

  it('check every file of the list widgets: each a material of the range, of the list’s kind', async () => {
    const doc = sampleDocument() as unknown as { scenes: { widgets: unknown[] }[] };
    const asSound = { ...refOf(picture), kind: 'audio', durationMs: 3000 };
    doc.scenes[0]!.widgets.push(
      { ...createWidget('carousel'), props: { images: [refOf(picture), { ...refOf(picture), materialId: 'gone' }] } },
      { ...createWidget('playlist'), props: { items: [{ media: refOf(picture), durationMs: 4000 }] } },
      { ...createWidget('audio'), props: { tracks: [{ media: asSound, name: 'Not a sound' }] } },
    );
    const r = await save(operator, { name: 'Lists', document: JSON.stringify(doc) });
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toEqual([
      { field: 'document.scenes.0.widgets.1.props.images.1.materialId', message: 'materialMissing' },
      { field: 'document.scenes.0.widgets.3.props.tracks.0.media.md5', message: 'fileMismatch' },
    ]);
    doc.scenes[0]!.widgets.splice(1, 1, { ...createWidget('carousel'), props: { images: [refOf(picture)] } });
    doc.scenes[0]!.widgets.pop();
    const ok = await save(operator, { name: 'Lists', document: JSON.stringify(doc) });
    expect(ok.body.code).toBe(0);
    expect(ok.body.jsonObject).toMatchObject({ materials: 1 });
  });

  it('keep their materials from deletion while they name them; the file goes once nothing names it', async () => {
    const bytes = await pngOf(30, 30, '#118844');
    const m = ((await upload(app, operator, bytes, 'Green.png')).state as unknown as { material: MaterialItem })
      .material;
    const p = (await save(operator, { name: 'Keeps green', document: withImage(refOf(m)) })).body.jsonObject!;
    const root = `${app.store.config.dataDir}/files`;
    const files = blobFiles(blobStore(root));
    const collect = async () => {
      await app.db.kysely
        .updateTable('sys_blob')
        .set((eb) => ({ put_at: eb('put_at', '-', 7_200_000) }))
        .execute();
      await collectBlobs(app.db.kysely, files, blobReferences(MODULES), {
        graceMs: 3_600_000,
        batch: 1000,
        adopt: false,
      });
    };
    const refused = await call(app, 'POST', '/a/api/material/delete', { cookie: operator, form: { ids: m.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.jsonObject).toEqual({
      uses: [{ materialId: m.id, kind: 'program', id: p.id, name: 'Keeps green' }],
    });
    await collect();
    expect(await blobStore(root).has(m.md5)).toBe(true);
    // Saved again without the picture: nothing names the file any more.
    const edit = await save(operator, {
      id: p.id,
      version: '1',
      name: 'Keeps green',
      document: JSON.stringify(sampleDocument()),
    });
    expect(edit.body.code).toBe(0);
    const deleted = await call(app, 'POST', '/a/api/material/delete', { cookie: operator, form: { ids: m.id } });
    expect(deleted.body.jsonObject).toEqual({ count: 1 });
    await collect();
    expect(await blobStore(root).has(m.md5)).toBe(false);
  });
});
