import type { PlanConflict, PlanDetail, PlanItem, ProgramInUse, ProgramItem } from '@apm/contract';
import { createDocument, createScene, createWidget } from '@apm/render/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
let admin: string;
let operator: string;
let reviewer: string;
/** A customer administrator of a sibling office: another tenant as far as ranges go. */
let stranger: string;
let menu: ProgramItem;
let promo: ProgramItem;
let strangers: ProgramItem;

type Form = Record<string, string>;
const fieldsOf = (r: { body: { data?: unknown } }) =>
  (r.body.data as { fields: { field: string; message: string }[] }).fields;

const saveProgram = async (cookie: string, name: string, sceneMs: number[]) => {
  const doc = createDocument({ width: 1920, height: 1080 });
  doc.scenes[0]!.durationMs = sceneMs[0]!;
  doc.scenes[0]!.widgets.push(createWidget('text', { props: { text: name } }));
  for (const ms of sceneMs.slice(1)) doc.scenes.push(createScene({ durationMs: ms }));
  const r = await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
    cookie,
    form: { name, document: JSON.stringify(doc) },
  });
  if (r.body.code !== 0) throw new Error(JSON.stringify(r.body));
  return r.body.jsonObject!;
};

const save = (cookie: string, form: Form) => call<PlanItem>(app, 'POST', '/a/api/playPlan/save', { cookie, form });
const detail = (cookie: string, id: string) =>
  call<PlanDetail>(app, 'GET', '/a/api/playPlan/detail', { cookie, form: { id } });
const list = (cookie: string, form: Form = {}) => call(app, 'GET', '/a/api/playPlan/list', { cookie, form });
const remove = (cookie: string, id: string) => call(app, 'POST', '/a/api/playPlan/delete', { cookie, form: { id } });
const copy = (cookie: string, id: string) =>
  call<PlanItem>(app, 'POST', '/a/api/playPlan/copy', { cookie, form: { id } });
const pageOf = (r: { body: { data?: unknown } }) => r.body.data as { list: PlanItem[]; count: number };

/** Entries: the menu mornings on weekdays, the promotion at lunch with a higher priority. */
const entries = () => [
  {
    id: 'e1',
    programId: menu.id,
    play: { mode: 'duration', ms: 30_000 },
    when: { weekdays: [1, 2, 3, 4, 5], windows: [{ start: '06:00', end: '11:30' }] },
  },
  {
    id: 'e2',
    programId: promo.id,
    play: { mode: 'plays', count: 2 },
    priority: 3,
    when: { startDate: '2026-12-01', endDate: '2026-12-24', windows: [{ start: '11:30', end: '14:00' }] },
  },
];

const countPlans = async () =>
  Number(
    (
      await app.db.kysely
        .selectFrom('play_plan')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  await addUser(app, 'olga', 'operator');
  operator = await signIn(app, 'olga');
  await addUser(app, 'rita', 'reviewer');
  reviewer = await signIn(app, 'rita');
  const platform = await platformOffice(app);
  const south = await addOffice(app, 'South', platform);
  await addPerson(app, 'sam', 'customerAdmin', south.id);
  stranger = await signIn(app, 'sam');
  menu = await saveProgram(operator, 'Menu', [10_000, 5_000]);
  promo = await saveProgram(operator, 'Promotion', [8_000]);
  strangers = await saveProgram(stranger, 'South menu', [10_000]);
});
afterAll(() => app.close());

describe('play plans', () => {
  it('are created in the office one works in, at version 1, and audited', async () => {
    const r = await save(operator, { name: 'Weekdays', kind: 'loop', entries: JSON.stringify(entries()) });
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject).toMatchObject({
      name: 'Weekdays',
      kind: 'loop',
      officeName: 'Platform',
      entries: 2,
      version: 1,
      everyItems: null,
      everyMinutes: null,
      updatedBy: 'olga',
    });
    const rows = await auditRows(app, 'playPlan', 'create', 'Weekdays');
    expect(JSON.parse(rows[0]!.changes)).toMatchObject({ kind: { after: 'loop' }, entries: { after: 2 } });
  });

  it('come back with their entries, defaults filled in, and their programs as they are now', async () => {
    const made = (await save(operator, { name: 'Detail', kind: 'loop', entries: JSON.stringify(entries()) })).body
      .jsonObject!;
    const d = (await detail(operator, made.id)).body.jsonObject!;
    expect(d.entryList).toEqual([
      {
        ...entries()[0],
        priority: 0,
        when: {
          startDate: null,
          endDate: null,
          weekdays: [1, 2, 3, 4, 5],
          windows: [{ start: '06:00', end: '11:30' }],
        },
        programName: 'Menu',
        programLengthMs: 15_000,
        width: 1920,
        height: 1080,
      },
      {
        ...entries()[1],
        when: { ...entries()[1]!.when, weekdays: [] },
        programName: 'Promotion',
        programLengthMs: 8_000,
        width: 1920,
        height: 1080,
      },
    ]);
  });

  it('keep an interstitial rule only for interstitial plans', async () => {
    const r = await save(operator, {
      name: 'Ads',
      kind: 'interstitial',
      everyMinutes: '15',
      entries: JSON.stringify([entries()[1]]),
    });
    expect(r.body.jsonObject).toMatchObject({ kind: 'interstitial', everyMinutes: 15, everyItems: null });
    const without = await save(operator, { name: 'Ads 2', kind: 'interstitial', entries: JSON.stringify(entries()) });
    expect(without.status).toBe(400);
    expect(fieldsOf(without).map((f) => f.field)).toEqual(['everyItems']);
    const both = await save(operator, {
      name: 'Ads 3',
      kind: 'interstitial',
      everyItems: '3',
      everyMinutes: '5',
      entries: JSON.stringify(entries()),
    });
    expect(fieldsOf(both).map((f) => f.field)).toEqual(['everyItems']);
    const loop = await save(operator, {
      name: 'Loop',
      kind: 'loop',
      everyItems: '3',
      entries: JSON.stringify(entries()),
    });
    expect(fieldsOf(loop).map((f) => f.field)).toEqual(['everyItems']);
  });

  it('refuse malformed entries at the field, storing nothing', async () => {
    const before = await countPlans();
    const cases: [unknown, string][] = [
      [[{ ...entries()[0], when: { windows: [{ start: '25:00', end: '26:00' }] } }], 'entries.0.when.windows.0.start'],
      [[{ ...entries()[0], when: { weekdays: [0] } }], 'entries.0.when.weekdays.0'],
      [[{ ...entries()[0], when: { startDate: '2026-02-30' } }], 'entries.0.when.startDate'],
      [[{ ...entries()[0], when: { startDate: '2026-12-24', endDate: '2026-12-01' } }], 'entries.0.when.endDate'],
      [[{ ...entries()[0], play: { mode: 'duration', ms: 10 } }], 'entries.0.play.ms'],
      [[{ ...entries()[0], play: { mode: 'forever' } }], 'entries.0.play.mode'],
      [[{ ...entries()[0], priority: 10 }], 'entries.0.priority'],
      [[entries()[0], entries()[0]], 'entries'],
      [[], 'entries'],
    ];
    for (const [value, field] of cases) {
      const r = await save(operator, { name: 'Bad', kind: 'loop', entries: JSON.stringify(value) });
      expect(r.status, field).toBe(400);
      expect(
        fieldsOf(r).map((f) => f.field),
        JSON.stringify(value),
      ).toContain(field);
    }
    const notJson = await save(operator, { name: 'Bad', kind: 'loop', entries: '[{' });
    expect(fieldsOf(notJson)).toEqual([{ field: 'entries', message: 'notJson' }]);
    expect(await countPlans()).toBe(before);
  });

  it('refuse a program out of range as one that does not exist, naming the entry', async () => {
    const before = await countPlans();
    // Sam's range is South: the platform's programs are not in it.
    const r = await save(stranger, {
      name: 'Borrowed',
      kind: 'loop',
      entries: JSON.stringify([
        { id: 'e0', programId: strangers.id, play: { mode: 'duration', ms: 5000 } },
        { ...entries()[0], id: 'e9' },
      ]),
    });
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toEqual([{ field: 'entries.1.programId', message: 'programMissing' }]);
    expect(await countPlans()).toBe(before);
  });

  it('grow a version with each save; a save from an older version is refused with who saved', async () => {
    const p = (await save(operator, { name: 'Versions', kind: 'loop', entries: JSON.stringify(entries()) })).body
      .jsonObject!;
    const second = await save(operator, {
      id: p.id,
      version: '1',
      name: 'Versions 2',
      kind: 'default',
      entries: JSON.stringify([entries()[0]]),
    });
    expect(second.body.jsonObject).toMatchObject({ version: 2, name: 'Versions 2', kind: 'default', entries: 1 });
    const stale = await save(admin, {
      id: p.id,
      version: '1',
      name: 'Old',
      kind: 'loop',
      entries: JSON.stringify(entries()),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.jsonObject as PlanConflict).toMatchObject({ version: 2, updatedBy: 'olga' });
    expect((await detail(operator, p.id)).body.jsonObject).toMatchObject({ name: 'Versions 2', version: 2 });
    const audits = await auditRows(app, 'playPlan', 'update', 'Versions 2');
    expect(JSON.parse(audits[0]!.changes)).toMatchObject({
      version: { before: 1, after: 2 },
      kind: { before: 'loop', after: 'default' },
      entries: { before: 2, after: 1 },
    });
  });

  it('are listed by name and kind, a page at a time, newest change first', async () => {
    for (const n of ['List a', 'List b', 'List c']) {
      await save(operator, { name: n, kind: n === 'List b' ? 'default' : 'loop', entries: JSON.stringify(entries()) });
    }
    const page = pageOf(await list(operator, { name: 'list ', pageSize: '2' }));
    expect(page.count).toBe(3);
    expect(page.list.map((p) => p.name)).toEqual(['List c', 'List b']);
    const defaults = pageOf(await list(operator, { name: 'List', kind: 'default' }));
    expect(defaults.list.map((p) => p.name)).toEqual(['List b']);
    expect((await list(operator, { kind: 'weekly' })).status).toBe(400);
  });

  it('are copied under the first free name', async () => {
    const p = (await save(operator, { name: 'Copied', kind: 'loop', entries: JSON.stringify(entries()) })).body
      .jsonObject!;
    expect((await copy(operator, p.id)).body.jsonObject).toMatchObject({ name: 'Copied (2)', version: 1, entries: 2 });
    expect((await copy(operator, p.id)).body.jsonObject).toMatchObject({ name: 'Copied (3)' });
    expect(await auditRows(app, 'playPlan', 'copy', 'Copied (2)')).toHaveLength(1);
  });

  it('keep the programs they name from deletion, until the plan is gone', async () => {
    const extra = await saveProgram(operator, 'Held', [5_000]);
    const p = (
      await save(operator, {
        name: 'Holder',
        kind: 'loop',
        entries: JSON.stringify([{ id: 'h', programId: extra.id, play: { mode: 'plays', count: 1 } }]),
      })
    ).body.jsonObject!;
    const refused = await call(app, 'POST', '/a/api/program/delete', { cookie: operator, form: { id: extra.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.jsonObject as ProgramInUse).toEqual({
      uses: [{ programId: extra.id, kind: 'plan', id: p.id, name: 'Holder' }],
    });
    expect((await remove(operator, p.id)).body.code).toBe(0);
    expect(await auditRows(app, 'playPlan', 'delete', 'Holder')).toHaveLength(1);
    expect(
      (await call(app, 'POST', '/a/api/program/delete', { cookie: operator, form: { id: extra.id } })).body.code,
    ).toBe(0);
  });

  it('answer a program gone from a plan as gone, with no name', async () => {
    // The platform administrator's range holds South: a plan there names South's program.
    const p = (
      await save(admin, {
        name: 'Across',
        kind: 'loop',
        entries: JSON.stringify([{ id: 'a', programId: strangers.id, play: { mode: 'duration', ms: 5000 } }]),
      })
    ).body.jsonObject!;
    // Sam sees the plan's use of his program, unnamed: the plan's office is outside his range.
    const refused = await call(app, 'POST', '/a/api/program/delete', { cookie: stranger, form: { id: strangers.id } });
    expect(refused.body.jsonObject as ProgramInUse).toEqual({
      uses: [{ programId: strangers.id, kind: 'plan', id: '', name: '' }],
    });
    expect((await detail(admin, p.id)).body.jsonObject!.entryList[0]).toMatchObject({ programName: 'South menu' });
  });

  it('refuse callers without the permission or outside the range', async () => {
    const p = (await save(operator, { name: 'Guarded', kind: 'loop', entries: JSON.stringify(entries()) })).body
      .jsonObject!;
    // No permission: 401; no session: 440 ("logout").
    expect((await list(reviewer)).body.code).toBe(401);
    expect((await save(reviewer, { name: 'No', kind: 'loop', entries: JSON.stringify(entries()) })).body.code).toBe(
      401,
    );
    expect((await remove(reviewer, p.id)).body.code).toBe(401);
    expect((await call(app, 'GET', '/a/api/playPlan/list', {})).body.code).toBe(440);
    expect((await call(app, 'POST', '/a/api/playPlan/delete', { form: { id: p.id } })).body.code).toBe(440);
    expect((await detail(stranger, p.id)).status).toBe(404);
    expect((await remove(stranger, p.id)).status).toBe(404);
    expect((await copy(stranger, p.id)).status).toBe(404);
    const takeover = await save(stranger, {
      id: p.id,
      version: '1',
      name: 'Mine',
      kind: 'loop',
      entries: JSON.stringify([{ id: 'x', programId: strangers.id, play: { mode: 'duration', ms: 5000 } }]),
    });
    expect(takeover.status).toBe(404);
    expect((await detail(operator, p.id)).body.jsonObject).toMatchObject({ name: 'Guarded', version: 1 });
    expect(pageOf(await list(stranger)).list.map((x) => x.name)).not.toContain('Guarded');
  });
});
