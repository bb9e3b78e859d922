import {
  PROGRAM_VERSIONS_KEPT,
  type MaterialItem,
  type ProgramDetail,
  type ProgramItem,
  type ProgramVersionDetail,
  type ProgramVersionItem,
} from '@apm/contract';
import { createDocument, createWidget, type ProgramDocument } from '@apm/render/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { pngOf, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

/** A program's history: every save kept (the last 50), looked at, restored as a new version; and copies. */

let app: TestApp;
let operator: string;
let reviewer: string;
/** An administrator of a sibling office: another tenant as far as ranges go. */
let stranger: string;

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  await addUser(app, 'olga', 'operator');
  operator = await signIn(app, 'olga');
  await addUser(app, 'rita', 'reviewer');
  reviewer = await signIn(app, 'rita');
  const south = await addOffice(app, 'South', await platformOffice(app));
  await addPerson(app, 'sam', 'customerAdmin', south.id);
  stranger = await signIn(app, 'sam');
});
afterAll(() => app.close());

type Form = Record<string, string>;
const fieldsOf = (r: { body: { data?: unknown } }) =>
  (r.body.data as { fields: { field: string; message: string }[] }).fields;
const save = (cookie: string, form: Form) => call<ProgramItem>(app, 'POST', '/a/api/program/save', { cookie, form });
const detail = (cookie: string, id: string) =>
  call<ProgramDetail>(app, 'GET', '/a/api/program/detail', { cookie, form: { id } });
const versions = (cookie: string, form: Form) => call(app, 'GET', '/a/api/program/versions', { cookie, form });
const version = (cookie: string, form: Form) =>
  call<ProgramVersionDetail>(app, 'GET', '/a/api/program/version', { cookie, form });
const restore = (cookie: string, form: Form) =>
  call<ProgramItem>(app, 'POST', '/a/api/program/restore', { cookie, form });
const copy = (cookie: string, id: string) =>
  call<ProgramItem>(app, 'POST', '/a/api/program/copy', { cookie, form: { id } });
const pageOf = (r: { body: { data?: unknown } }) => r.body.data as { list: ProgramVersionItem[]; count: number };

/** A document whose first scene says `word`. */
function documentSaying(word: string, width = 1920, height = 1080): ProgramDocument {
  const doc = createDocument({ width, height });
  doc.scenes[0]!.widgets.push(createWidget('text', { props: { text: word } }));
  return doc;
}
const textOf = (doc: unknown) =>
  ((doc as ProgramDocument).scenes[0]!.widgets[0] as unknown as { props: { text: string } }).props.text;

const versionRows = async (programId: string) =>
  app.db.kysely.selectFrom('program_version').select('version').where('program_id', '=', programId).execute();

describe('program versions', () => {
  it('keeps each save, listed newest first and paged, each readable as saved', async () => {
    const p = (await save(operator, { name: 'Menu', document: JSON.stringify(documentSaying('one')) })).body
      .jsonObject!;
    await save(operator, { id: p.id, version: '1', name: 'Menu', document: JSON.stringify(documentSaying('two')) });
    await save(operator, {
      id: p.id,
      version: '2',
      name: 'Menu, portrait',
      document: JSON.stringify(documentSaying('three', 1080, 1920)),
    });

    const first = await versions(operator, { id: p.id, pageNo: '1', pageSize: '2' });
    expect(first.body.code).toBe(0);
    expect(pageOf(first).count).toBe(3);
    expect(pageOf(first).list).toMatchObject([
      { version: 3, name: 'Menu, portrait', width: 1080, height: 1920, scenes: 1, savedBy: 'olga', restoredFrom: null },
      { version: 2, name: 'Menu', width: 1920, height: 1080 },
    ]);
    const second = await versions(operator, { id: p.id, pageNo: '2', pageSize: '2' });
    expect(pageOf(second).list.map((v) => v.version)).toEqual([1]);

    const one = await version(operator, { id: p.id, version: '1' });
    expect(one.body.jsonObject).toMatchObject({ version: 1, name: 'Menu' });
    expect(textOf(one.body.jsonObject!.document)).toBe('one');
    const none = await version(operator, { id: p.id, version: '9' });
    expect(none.status).toBe(404);
    expect(fieldsOf(none)).toEqual([{ field: 'version', message: 'notFound' }]);
  });

  it('restores a kept version as a new one, audited; over a version saved meanwhile it is refused, nothing stored', async () => {
    const p = (await save(operator, { name: 'Lunch', document: JSON.stringify(documentSaying('soup')) })).body
      .jsonObject!;
    await save(operator, { id: p.id, version: '1', name: 'Lunch', document: JSON.stringify(documentSaying('salad')) });

    const stale = await restore(operator, { id: p.id, version: '1', from: '1' });
    expect(stale.status).toBe(409);
    expect((await detail(operator, p.id)).body.jsonObject).toMatchObject({ version: 2 });

    const r = await restore(operator, { id: p.id, version: '2', from: '1' });
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject).toMatchObject({ id: p.id, version: 3 });
    const now = (await detail(operator, p.id)).body.jsonObject!;
    expect(textOf(now.document)).toBe('soup');
    expect(pageOf(await versions(operator, { id: p.id })).list[0]).toMatchObject({ version: 3, restoredFrom: 1 });
    const audits = await auditRows(app, 'program', 'restore', 'Lunch');
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0]!.changes)).toMatchObject({
      version: { before: 2, after: 3 },
      restoredFrom: { after: 1 },
    });

    const unknown = await restore(operator, { id: p.id, version: '3', from: '7' });
    expect(unknown.status).toBe(404);
    expect(fieldsOf(unknown)).toEqual([{ field: 'version', message: 'notFound' }]);
    const bad = await restore(operator, { id: p.id, version: '3', from: '0' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad).map((f) => f.field)).toEqual(['from']);
    expect((await detail(operator, p.id)).body.jsonObject).toMatchObject({ version: 3 });
  });

  it(`keeps the last ${PROGRAM_VERSIONS_KEPT} versions only`, async () => {
    const p = (await save(operator, { name: 'Busy', document: JSON.stringify(documentSaying('v1')) })).body.jsonObject!;
    const total = PROGRAM_VERSIONS_KEPT + 3;
    for (let v = 1; v < total; v++) {
      const r = await save(operator, {
        id: p.id,
        version: String(v),
        name: 'Busy',
        document: JSON.stringify(documentSaying(`v${v + 1}`)),
      });
      expect(r.body.code).toBe(0);
    }
    const kept = (await versionRows(p.id)).map((r) => Number(r.version)).sort((a, b) => a - b);
    expect(kept).toHaveLength(PROGRAM_VERSIONS_KEPT);
    expect(kept[0]).toBe(total - PROGRAM_VERSIONS_KEPT + 1);
    expect((await version(operator, { id: p.id, version: '1' })).status).toBe(404);
  });

  it('refuses to restore a version naming a material deleted since, at its field, nothing stored', async () => {
    const up = await upload(app, operator, await pngOf(32, 32, '#cc3300'), 'Old logo.png');
    const m = (up.state as unknown as { material: MaterialItem }).material;
    const withLogo = documentSaying('with logo');
    withLogo.scenes[0]!.widgets.push(
      createWidget('image', { props: { media: { md5: m.md5, kind: 'image', materialId: m.id } } }),
    );
    const p = (await save(operator, { name: 'Logo', document: JSON.stringify(withLogo) })).body.jsonObject!;
    await save(operator, { id: p.id, version: '1', name: 'Logo', document: JSON.stringify(documentSaying('plain')) });
    const deleted = await call(app, 'POST', '/a/api/material/delete', { cookie: operator, form: { ids: m.id } });
    expect(deleted.body.jsonObject).toEqual({ count: 1 });

    const r = await restore(operator, { id: p.id, version: '2', from: '1' });
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toEqual([
      { field: 'document.scenes.0.widgets.1.props.media.materialId', message: 'materialMissing' },
    ]);
    expect((await detail(operator, p.id)).body.jsonObject).toMatchObject({ version: 2 });
  });

  it('go with their program', async () => {
    const p = (await save(operator, { name: 'Brief', document: JSON.stringify(documentSaying('x')) })).body.jsonObject!;
    expect(await versionRows(p.id)).toHaveLength(1);
    expect((await call(app, 'POST', '/a/api/program/delete', { cookie: operator, form: { id: p.id } })).body.code).toBe(
      0,
    );
    expect(await versionRows(p.id)).toHaveLength(0);
  });
});

describe('program copies', () => {
  it('are made in the office one works in under the first free name, at version 1, audited', async () => {
    const p = (await save(operator, { name: 'Evening', document: JSON.stringify(documentSaying('dinner')) })).body
      .jsonObject!;
    const a = await copy(operator, p.id);
    expect(a.body.jsonObject).toMatchObject({ name: 'Evening (2)', version: 1, officeName: 'Platform' });
    const b = await copy(operator, p.id);
    expect(b.body.jsonObject).toMatchObject({ name: 'Evening (3)' });
    expect(textOf((await detail(operator, a.body.jsonObject!.id)).body.jsonObject!.document)).toBe('dinner');
    expect(pageOf(await versions(operator, { id: a.body.jsonObject!.id })).count).toBe(1);
    const audits = await auditRows(app, 'program', 'copy', 'Evening (2)');
    expect(JSON.parse(audits[0]!.changes)).toMatchObject({ copiedFrom: { after: 'Evening' } });
  });
});

describe('program history calls', () => {
  it('refuse without a session, without the permission, outside the range, and bad input, nothing stored', async () => {
    const p = (await save(operator, { name: 'Guarded', document: JSON.stringify(documentSaying('g')) })).body
      .jsonObject!;
    expect((await versions('', { id: p.id })).body.message).toBe('logout');
    expect((await restore('', { id: p.id, version: '1', from: '1' })).body.message).toBe('logout');
    expect((await copy('', p.id)).body.message).toBe('logout');
    // A reviewer holds no content permission.
    expect((await versions(reviewer, { id: p.id })).body.code).toBe(401);
    expect((await version(reviewer, { id: p.id, version: '1' })).body.code).toBe(401);
    expect((await restore(reviewer, { id: p.id, version: '1', from: '1' })).body.code).toBe(401);
    expect((await copy(reviewer, p.id)).body.code).toBe(401);
    // Another office's administrator: as if it did not exist.
    expect((await versions(stranger, { id: p.id })).status).toBe(404);
    expect((await version(stranger, { id: p.id, version: '1' })).status).toBe(404);
    expect((await restore(stranger, { id: p.id, version: '1', from: '1' })).status).toBe(404);
    expect((await copy(stranger, p.id)).status).toBe(404);
    const bad = await versions(operator, { id: p.id, pageSize: 'many' });
    expect(bad.status).toBe(400);
    expect((await version(operator, { id: p.id, version: 'first' })).status).toBe(400);
    const programs = await app.db.kysely
      .selectFrom('program')
      .select('name')
      .where('name', 'like', 'Guarded%')
      .execute();
    expect(programs).toEqual([{ name: 'Guarded' }]);
    expect(await versionRows(p.id)).toHaveLength(1);
  });
});
