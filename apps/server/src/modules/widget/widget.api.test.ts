import {
  WIDGET_KINDS,
  WIDGET_SIZE_MAX,
  type EditorWidgetKind,
  type Page,
  type WidgetKindSetting,
  type WidgetOffice,
} from '@apm/contract';
import { CANVAS_MAX, createDocument, createWidget, modelOf, widgetKinds } from '@apm/render/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
let admin: string;
/** North agent → North shops → North depot; South agent beside it. */
const office: Record<'north' | 'shops' | 'depot' | 'south', { id: string; path: string }> = {} as never;
/** An operator of the depot, an administrator of the shops (not of the platform), a reviewer of the platform. */
let depotOperator: string;
let shopsAdmin: string;
let reviewer: string;

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const platform = await platformOffice(app);
  office.north = await addOffice(app, 'North agent', platform);
  office.shops = await addOffice(app, 'North shops', office.north);
  office.depot = await addOffice(app, 'North depot', office.shops);
  office.south = await addOffice(app, 'South agent', platform);
  await addPerson(app, 'dora', 'operator', office.depot.id);
  await addPerson(app, 'sven', 'admin', office.shops.id);
  await addPerson(app, 'rory', 'reviewer', platform.id);
  depotOperator = await signIn(app, 'dora');
  shopsAdmin = await signIn(app, 'sven');
  reviewer = await signIn(app, 'rory');
});
afterAll(() => app.close());

type Form = Record<string, string>;
const catalogue = (cookie: string) => call<WidgetKindSetting[]>(app, 'GET', '/a/api/widget/list', { cookie });
const saveKind = (cookie: string, form: Form) =>
  call<WidgetKindSetting>(app, 'POST', '/a/api/widget/save', { cookie, form });
const offices = (cookie: string, form: Form = {}) =>
  call<never>(app, 'GET', '/a/api/widget/officeList', { cookie, form });
const detail = (cookie: string, id: string) =>
  call<WidgetOffice>(app, 'GET', '/a/api/widget/officeDetail', { cookie, form: { id } });
const saveOffice = (cookie: string, form: Form) =>
  call<WidgetOffice>(app, 'POST', '/a/api/widget/officeSave', { cookie, form });
const inherit = (cookie: string, id: string) =>
  call<WidgetOffice>(app, 'POST', '/a/api/widget/officeInherit', { cookie, form: { id } });
const allowed = (cookie: string) => call<EditorWidgetKind[]>(app, 'GET', '/a/api/widget/allowed', { cookie });
const kindsOf = async (cookie: string) => (await allowed(cookie)).body.jsonObject!.map((k) => k.kind);
const pageOf = (r: { body: { data?: unknown } }) => r.body.data as Page<WidgetOffice>;
const fieldsOf = (r: { body: { data?: unknown } }) =>
  (r.body.data as { fields: { field: string; message: string }[] }).fields;
const rows = async () => ({
  kinds: await app.db.kysely.selectFrom('widget_kind').selectAll().orderBy('kind').execute(),
  offices: await app.db.kysely.selectFrom('widget_office').selectAll().orderBy('office_id').execute(),
});

/** Puts the catalogue back as shipped and removes every office's list, so each test starts alike. */
async function reset() {
  await app.db.kysely.deleteFrom('widget_kind').execute();
  await app.db.kysely.deleteFrom('widget_office').execute();
}

describe('the catalogue', () => {
  it('names the renderer’s kinds, within the renderer’s canvas', () => {
    expect([...WIDGET_KINDS]).toEqual(widgetKinds);
    expect(WIDGET_SIZE_MAX).toBe(CANVAS_MAX);
  });

  it('holds every kind, on, with the renderer’s size, until one is saved', async () => {
    await reset();
    const r = await catalogue(admin);
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject).toEqual(
      WIDGET_KINDS.map((kind) => ({ kind, enabled: true, ...modelOf(kind).size, updatedAt: null })),
    );
  });

  it('saves a kind: the answer, the list and the editor follow, and the change is audited', async () => {
    await reset();
    const r = await saveKind(admin, { kind: 'clock', enabled: '0', width: '300', height: '90' });
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject).toMatchObject({ kind: 'clock', enabled: false, width: 300, height: 90 });
    expect(r.body.jsonObject!.updatedAt).toBeGreaterThan(Date.now() - 60_000);
    expect((await catalogue(admin)).body.jsonObject!.find((k) => k.kind === 'clock')).toEqual(r.body.jsonObject);
    expect(await kindsOf(depotOperator)).not.toContain('clock');

    // Switched on again with another size: offered again, at that size.
    await saveKind(admin, { kind: 'clock', enabled: '1', width: '320', height: '100' });
    expect((await allowed(depotOperator)).body.jsonObject).toContainEqual({ kind: 'clock', width: 320, height: 100 });
    expect(await rows().then((x) => x.kinds)).toHaveLength(1);

    const log = await auditRows(app, 'widget', 'update', 'clock');
    expect(log.slice(-2).map((l) => JSON.parse(l.changes))).toEqual([
      {
        enabled: { before: true, after: false },
        width: { before: 480, after: 300 },
        height: { before: 160, after: 90 },
      },
      {
        enabled: { before: false, after: true },
        width: { before: 300, after: 320 },
        height: { before: 90, after: 100 },
      },
    ]);
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    await reset();
    const good = { kind: 'shape', enabled: '1', width: '200', height: '100' };
    const cases: [Form, string][] = [
      [{ ...good, kind: 'sparkle' }, 'kind'],
      [{ ...good, kind: '' }, 'kind'],
      [{ ...good, enabled: 'yes' }, 'enabled'],
      [{ ...good, width: '0' }, 'width'],
      [{ ...good, width: '3' }, 'width'],
      [{ ...good, width: String(CANVAS_MAX + 1) }, 'width'],
      [{ ...good, height: '12.5' }, 'height'],
      [{ ...good, height: 'tall' }, 'height'],
    ];
    for (const [form, field] of cases) {
      const r = await saveKind(admin, form);
      expect(r.status, JSON.stringify(form)).toBe(400);
      expect(fieldsOf(r).map((f) => f.field)).toEqual([field]);
    }
    const { height: _height, ...noHeight } = good;
    expect(fieldsOf(await saveKind(admin, noHeight)).map((f) => f.field)).toEqual(['height']);
    expect((await rows()).kinds).toEqual([]);
    expect((await saveKind(admin, { ...good, width: '4', height: String(CANVAS_MAX) })).body.code).toBe(0);
  });
});

describe('the offices’ lists', () => {
  it('narrow what every office below may use; an office below is restricted further, never widened', async () => {
    await reset();
    const north = await saveOffice(admin, { id: office.north.id, kinds: 'text,clock,date,qrcode' });
    expect(north.body.code).toBe(0);
    expect(north.body.jsonObject).toEqual({
      id: office.north.id,
      name: 'North agent',
      pathNames: [expect.any(String)],
      own: ['text', 'clock', 'date', 'qrcode'],
      inherited: [...WIDGET_KINDS],
      allowed: ['text', 'clock', 'date', 'qrcode'],
    });
    // The depot inherits the agent's list through the shops.
    expect((await detail(admin, office.depot.id)).body.jsonObject).toMatchObject({
      pathNames: [expect.any(String), 'North agent', 'North shops'],
      own: null,
      inherited: ['text', 'clock', 'date', 'qrcode'],
      allowed: ['text', 'clock', 'date', 'qrcode'],
    });
    expect(await kindsOf(depotOperator)).toEqual(['text', 'clock', 'date', 'qrcode']);

    // The shops are restricted further (kinds listed in any order are kept in the renderer's order).
    const shops = await saveOffice(admin, { id: office.shops.id, kinds: 'date, clock' });
    expect(shops.body.jsonObject).toMatchObject({ own: ['clock', 'date'], allowed: ['clock', 'date'] });
    expect(await kindsOf(depotOperator)).toEqual(['clock', 'date']);
    // A kind switched off is offered nowhere, whatever the lists say.
    await saveKind(admin, { kind: 'date', enabled: '0', width: '800', height: '120' });
    expect(await kindsOf(depotOperator)).toEqual(['clock']);
    expect((await detail(admin, office.shops.id)).body.jsonObject).toMatchObject({
      own: ['clock', 'date'],
      inherited: ['text', 'clock', 'date', 'qrcode'],
      allowed: ['clock'],
    });
    // The office beside is untouched.
    expect((await detail(admin, office.south.id)).body.jsonObject).toMatchObject({
      own: null,
      allowed: expect.any(Array),
    });
    expect((await detail(admin, office.south.id)).body.jsonObject!.allowed).not.toContain('date');
    expect((await detail(admin, office.south.id)).body.jsonObject!.allowed).toContain('video');

    // Back to inheriting: the shops have the agent's list again.
    const back = await inherit(admin, office.shops.id);
    expect(back.body.jsonObject).toMatchObject({ own: null, allowed: ['text', 'clock', 'qrcode'] });
    expect(await kindsOf(depotOperator)).toEqual(['text', 'clock', 'qrcode']);

    // An empty list: the office's editor adds nothing.
    expect((await saveOffice(admin, { id: office.depot.id, kinds: '' })).body.jsonObject).toMatchObject({
      own: [],
      allowed: [],
    });
    expect((await allowed(depotOperator)).body.jsonObject).toEqual([]);

    const log = await auditRows(app, 'widget', 'office');
    expect(log.slice(-4).map((l) => [l.target, JSON.parse(l.changes)])).toEqual([
      ['North agent', { kinds: { before: null, after: ['text', 'clock', 'date', 'qrcode'] } }],
      ['North shops', { kinds: { before: null, after: ['clock', 'date'] } }],
      ['North shops', { kinds: { before: ['clock', 'date'], after: null } }],
      ['North depot', { kinds: { before: null, after: [] } }],
    ]);
    // Inheriting again changes nothing and records nothing.
    await inherit(admin, office.shops.id);
    expect(await auditRows(app, 'widget', 'office')).toHaveLength(log.length);
  });

  it('refuses a kind an office above does not allow, and bad input, naming the field and storing nothing', async () => {
    await reset();
    await saveOffice(admin, { id: office.north.id, kinds: 'clock,date' });
    const before = await rows();
    const above = await saveOffice(admin, { id: office.shops.id, kinds: 'clock,video' });
    expect(above.status).toBe(400);
    expect(fieldsOf(above)).toEqual([{ field: 'kinds', message: 'notAllowedAbove' }]);
    expect(above.body.message).toContain('video');

    const unknown = await saveOffice(admin, { id: office.shops.id, kinds: 'clock,sparkle' });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown)[0]!.field).toMatch(/^kinds/);
    const tooMany = await saveOffice(admin, { id: office.shops.id, kinds: [...WIDGET_KINDS, 'more'].join(',') });
    expect(fieldsOf(tooMany)[0]!.field).toMatch(/^kinds/);
    expect(fieldsOf(await saveOffice(admin, { id: office.shops.id })).map((f) => f.field)).toEqual(['kinds']);
    expect(fieldsOf(await saveOffice(admin, { kinds: 'clock' })).map((f) => f.field)).toEqual(['id']);
    expect(fieldsOf(await detail(admin, '')).map((f) => f.field)).toEqual(['id']);
    expect(fieldsOf(await offices(admin, { pageSize: '500' })).map((f) => f.field)).toEqual(['pageSize']);

    const missing = await saveOffice(admin, { id: 'no-such-office', kinds: 'clock' });
    expect(missing.status).toBe(404);
    expect((await inherit(admin, 'no-such-office')).status).toBe(404);
    expect((await detail(admin, 'no-such-office')).status).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('lists the offices of the range, paged and searched by name', async () => {
    await reset();
    await saveOffice(admin, { id: office.north.id, kinds: 'clock' });
    const all = pageOf(await offices(admin, { pageSize: '2' }));
    expect(all.count).toBeGreaterThanOrEqual(5);
    expect(all.list).toHaveLength(2);
    expect(all.pageSize).toBe(2);
    const north = pageOf(await offices(admin, { name: 'north' }));
    expect(north.list.map((o) => [o.name, o.allowed])).toEqual([
      ['North agent', ['clock']],
      ['North shops', ['clock']],
      ['North depot', ['clock']],
    ]);
    expect(pageOf(await offices(admin, { name: 'north', pageNo: '2', pageSize: '2' })).list.map((o) => o.name)).toEqual(
      ['North depot'],
    );
  });

  it('goes with its office', async () => {
    await reset();
    const spare = await addOffice(app, 'Spare', office.south);
    await saveOffice(admin, { id: spare.id, kinds: 'clock' });
    const deleted = await call(app, 'POST', '/a/api/office/deleteOffice', { cookie: admin, form: { id: spare.id } });
    expect(deleted.body.code).toBe(0);
    expect((await rows()).offices).toEqual([]);
  });
});

describe('who may call', () => {
  it('answers "logout" without a session, storing nothing', async () => {
    await reset();
    const calls: [string, string, Form][] = [
      ['GET', '/a/api/widget/list', {}],
      ['POST', '/a/api/widget/save', { kind: 'clock', enabled: '0', width: '10', height: '10' }],
      ['GET', '/a/api/widget/officeList', {}],
      ['GET', '/a/api/widget/officeDetail', { id: office.north.id }],
      ['POST', '/a/api/widget/officeSave', { id: office.north.id, kinds: 'clock' }],
      ['POST', '/a/api/widget/officeInherit', { id: office.north.id }],
      ['GET', '/a/api/widget/allowed', {}],
    ];
    for (const [method, url, form] of calls) {
      expect((await call(app, method as 'GET' | 'POST', url, { form })).body.code, url).toBe(440);
    }
    expect(await rows()).toEqual({ kinds: [], offices: [] });
  });

  it('keeps widget management to the platform’s administrators; the editor’s kinds to program editors', async () => {
    await reset();
    // An operator, and an administrator of an office below the platform (the page is platform-only).
    for (const cookie of [depotOperator, shopsAdmin]) {
      expect((await catalogue(cookie)).body.code).toBe(401);
      expect((await saveKind(cookie, { kind: 'clock', enabled: '0', width: '10', height: '10' })).body.code).toBe(401);
      expect((await offices(cookie)).body.code).toBe(401);
      expect((await detail(cookie, office.depot.id)).body.code).toBe(401);
      expect((await saveOffice(cookie, { id: office.depot.id, kinds: 'clock' })).body.code).toBe(401);
      expect((await inherit(cookie, office.depot.id)).body.code).toBe(401);
      expect((await allowed(cookie)).body.code).toBe(0);
    }
    // A reviewer edits no programs.
    expect((await allowed(reviewer)).status).toBe(401);
    expect(await rows()).toEqual({ kinds: [], offices: [] });
  });

  it('lets an administrator set only offices inside their data range', async () => {
    await reset();
    const narrowed = await call(app, 'GET', '/a/api/user/updateDefDataRange', {
      cookie: admin,
      form: { officeId: office.north.id },
    });
    expect(narrowed.body.code).toBe(0);
    try {
      expect((await saveOffice(admin, { id: office.south.id, kinds: 'clock' })).status).toBe(404);
      expect((await inherit(admin, office.south.id)).status).toBe(404);
      expect((await detail(admin, office.south.id)).status).toBe(404);
      expect(pageOf(await offices(admin, { name: 'south' })).count).toBe(0);
      expect(pageOf(await offices(admin)).list.map((o) => o.name)).toEqual([
        'North agent',
        'North shops',
        'North depot',
      ]);
      expect((await rows()).offices).toEqual([]);
      // Inside the range, the path names start at the range's root.
      const depot = await detail(admin, office.depot.id);
      expect(depot.body.jsonObject!.pathNames).toEqual(['North agent', 'North shops']);
      expect((await saveOffice(admin, { id: office.shops.id, kinds: 'clock' })).body.code).toBe(0);
    } finally {
      await call(app, 'GET', '/a/api/user/updateDefDataRange', { cookie: admin, form: { officeId: '' } });
    }
  });
});

describe('program documents', () => {
  it('are saved with kinds the office may no longer add: only the editor’s buttons follow the lists', async () => {
    await reset();
    await saveOffice(admin, { id: office.depot.id, kinds: 'text' });
    await saveKind(admin, { kind: 'text', enabled: '0', width: '800', height: '120' });
    const doc = createDocument({ width: 1920, height: 1080 });
    doc.scenes[0]!.widgets.push(createWidget('clock', {}), createWidget('text', { props: { text: 'Hello' } }));
    const r = await call(app, 'POST', '/a/api/program/save', {
      cookie: depotOperator,
      form: { name: 'Lobby', document: JSON.stringify(doc) },
    });
    expect(r.body.code).toBe(0);
  });
});
