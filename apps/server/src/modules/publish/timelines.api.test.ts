import type { AddressInfo } from 'node:net';
import type { Page, PlanItem, ProgramItem, TerminalTimeline, TimelinesPrograms } from '@apm/contract';
import { createDocument, createWidget } from '@apm/render/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import { terminalClient } from '../../../test/terminal-client.js';

/**
 * The timelines of an office's terminals (issue 13 item 3): each authorised terminal of the
 * office's subtree, a page at a time, with what it plays over a day or a week on its own clock,
 * computed as the single terminal's timeline is.
 */

let app: TestApp;
let admin: string;
let operator: string;
let reviewer: string;
let south: string;
let north: { id: string; path: string };
let southOffice: { id: string };
type Client = ReturnType<typeof terminalClient>;
let berlin: Client;
let tokyo: Client;
let elsewhere: Client;
let menu: ProgramItem;
let publishId: string;

type Form = Record<string, string>;
const H = 3_600_000;
/** 2 December 2026, 00:00 UTC: a day of the axis, not of either terminal's clock. */
const from = Date.parse('2026-12-02T00:00:00Z');
const day = { from: String(from), to: String(from + 24 * H) };

const timelines = (form: Form, cookie = operator) =>
  call<TimelinesPrograms>(app, 'GET', '/a/api/terminalSet/timelines', { cookie, form });
const rowsOf = (r: { body: { data?: unknown } }) => r.body.data as Page<TerminalTimeline>;
const fieldsOf = (r: { body: { data?: unknown } }) => (r.body.data as { fields: { field: string }[] }).fields;

/** A player registered in `timeZone` and authorised into `officeId` as `name`. */
async function pair(origin: string, hardwareId: string, officeId: string, name: string, timeZone: string) {
  const c = terminalClient(origin, hardwareId);
  const code = (await c.register({ timeZone })).body!.jsonObject!.pairingCode!;
  const r = await call(app, 'POST', '/a/api/terminal/authorise', {
    cookie: admin,
    form: { pairingCode: code, officeId, name },
  });
  expect(r.body.code).toBe(0);
  await c.register({ timeZone });
  return c;
}

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  await addUser(app, 'olga', 'operator');
  operator = await signIn(app, 'olga');
  await addUser(app, 'rita', 'reviewer');
  reviewer = await signIn(app, 'rita');
  const platform = await platformOffice(app);
  north = await addOffice(app, 'North', platform);
  const northShop = await addOffice(app, 'North shop', north);
  southOffice = await addOffice(app, 'South', platform);
  await addPerson(app, 'sam', 'customerAdmin', southOffice.id);
  south = await signIn(app, 'sam');
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  berlin = await pair(origin, 'lines-berlin-0001', north.id, 'A Berlin window', 'Europe/Berlin');
  // In a sub-office of North: the office's timeline holds its subtree.
  tokyo = await pair(origin, 'lines-tokyo-0002', northShop.id, 'B Tokyo window', 'Asia/Tokyo');
  elsewhere = await pair(origin, 'lines-south-0003', southOffice.id, 'C South window', 'Europe/Berlin');

  const doc = createDocument({ width: 1920, height: 1080 });
  doc.scenes[0]!.widgets.push(createWidget('text', { props: { text: 'Menu' } }));
  menu = (
    await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
      cookie: operator,
      form: { name: 'Menu', document: JSON.stringify(doc) },
    })
  ).body.jsonObject!;
  const plan = (
    await call<PlanItem>(app, 'POST', '/a/api/playPlan/save', {
      cookie: operator,
      form: {
        name: 'Mornings',
        kind: 'loop',
        entries: JSON.stringify([
          {
            id: 'e',
            programId: menu.id,
            play: { mode: 'duration', ms: 30_000 },
            when: { windows: [{ start: '06:00', end: '12:00' }] },
          },
        ]),
      },
    })
  ).body.jsonObject!;
  const published = await call<{ id: string }>(app, 'POST', '/a/api/playPlan/saveTerminals', {
    cookie: operator,
    form: { planId: plan.id, terminalIds: [berlin.terminalId, tokyo.terminalId].join(',') },
  });
  expect(published.body.code).toBe(0);
  publishId = published.body.jsonObject!.id;
});
afterAll(() => app.close());

describe('the timelines of an office', () => {
  it('shows each terminal of the office and its sub-offices on its own clock, with its gaps', async () => {
    const r = await timelines({ officeId: north.id, ...day });
    expect(r.body.code).toBe(0);
    const key = `${publishId}/${menu.id}`;
    expect(r.body.jsonObject!.programs).toEqual([
      { key, programId: menu.id, programName: 'Menu', publishId, planName: 'Mornings' },
    ]);
    const page = rowsOf(r);
    expect(page).toMatchObject({ count: 2, pageNo: 1, pageSize: 20 });
    const at = (iso: string) => Date.parse(iso);
    // 06:00–12:00 in Berlin is 05:00–11:00 UTC; the day is cut at Berlin's midnight (23:00 UTC).
    expect(page.list[0]).toEqual({
      terminalId: berlin.terminalId,
      name: 'A Berlin window',
      online: false,
      timeZone: 'Europe/Berlin',
      segments: [
        { from, to: at('2026-12-02T05:00:00Z'), kind: 'none', keys: [] },
        { from: at('2026-12-02T05:00:00Z'), to: at('2026-12-02T11:00:00Z'), kind: 'loop', keys: [key] },
        { from: at('2026-12-02T11:00:00Z'), to: at('2026-12-02T23:00:00Z'), kind: 'none', keys: [] },
        { from: at('2026-12-02T23:00:00Z'), to: from + 24 * H, kind: 'none', keys: [] },
      ],
    });
    // 06:00–12:00 in Tokyo is 21:00–03:00 UTC: the end of one morning, then the start of the next.
    expect(page.list[1]).toEqual({
      terminalId: tokyo.terminalId,
      name: 'B Tokyo window',
      online: false,
      timeZone: 'Asia/Tokyo',
      segments: [
        { from, to: at('2026-12-02T03:00:00Z'), kind: 'loop', keys: [key] },
        { from: at('2026-12-02T03:00:00Z'), to: at('2026-12-02T15:00:00Z'), kind: 'none', keys: [] },
        { from: at('2026-12-02T15:00:00Z'), to: at('2026-12-02T21:00:00Z'), kind: 'none', keys: [] },
        { from: at('2026-12-02T21:00:00Z'), to: from + 24 * H, kind: 'loop', keys: [key] },
      ],
    });
  });

  it('answers each row as the terminal’s own timeline does', async () => {
    const week = { from: String(from), to: String(from + 7 * 24 * H) };
    const rows = rowsOf(await timelines({ officeId: north.id, ...week })).list;
    for (const row of rows) {
      const single = await call<{ segments: unknown[]; timeZone: string }>(app, 'GET', '/a/api/terminalSet/timeline', {
        cookie: operator,
        form: { terminalId: row.terminalId, ...week },
      });
      expect(row.segments).toEqual(single.body.jsonObject!.segments);
      expect(row.timeZone).toBe(single.body.jsonObject!.timeZone);
    }
    expect(rows.flatMap((x) => x.segments.filter((g) => g.kind === 'loop'))).toHaveLength(7 + 8);
  });

  it('pages the terminals, filters them by name, and shows a terminal holding nothing as one gap', async () => {
    const first = rowsOf(await timelines({ officeId: north.id, ...day, pageNo: '1', pageSize: '1' }));
    const second = rowsOf(await timelines({ officeId: north.id, ...day, pageNo: '2', pageSize: '1' }));
    expect([first.count, second.count]).toEqual([2, 2]);
    expect([...first.list, ...second.list].map((x) => x.name)).toEqual(['A Berlin window', 'B Tokyo window']);
    // The programs are those of the page.
    const beyond = await timelines({ officeId: north.id, ...day, pageNo: '3', pageSize: '1' });
    expect(rowsOf(beyond).list).toEqual([]);
    expect(beyond.body.jsonObject!.programs).toEqual([]);

    const byName = rowsOf(await timelines({ ...day, name: 'tokyo' }));
    expect(byName.list.map((x) => x.terminalId)).toEqual([tokyo.terminalId]);
    // The whole range without an office: the South terminal holds nothing, one gap all day.
    const all = rowsOf(await timelines(day, admin));
    expect(all.list.map((x) => x.name)).toEqual(['A Berlin window', 'B Tokyo window', 'C South window']);
    expect(all.list[2]!.segments).toEqual([
      { from, to: Date.parse('2026-12-02T23:00:00Z'), kind: 'none', keys: [] },
      { from: Date.parse('2026-12-02T23:00:00Z'), to: from + 24 * H, kind: 'none', keys: [] },
    ]);
  });

  it('shows another range only its own terminals', async () => {
    const own = rowsOf(await timelines(day, south));
    expect(own.list.map((x) => x.terminalId)).toEqual([elsewhere.terminalId]);
    expect(rowsOf(await timelines({ ...day, name: 'Berlin' }, south)).count).toBe(0);
    // An office outside the caller's range is not found, as one that does not exist.
    const other = await timelines({ officeId: north.id, ...day }, south);
    expect(other.status).toBe(404);
    expect(fieldsOf(other)).toEqual([{ field: 'officeId', message: 'notFound' }]);
    expect((await timelines({ officeId: 'no-such-office', ...day }, south)).status).toBe(404);
  });

  it('refuses no session, no permission and bad input, each at its field', async () => {
    const anonymous = await call(app, 'GET', '/a/api/terminalSet/timelines', { form: day });
    expect(anonymous.body).toMatchObject({ code: 440, message: 'logout' });
    const denied = await timelines(day, reviewer);
    expect(denied.body.code).toBe(401);
    const backwards = await timelines({ from: day.to, to: day.from });
    expect(backwards.status).toBe(400);
    expect(fieldsOf(backwards).map((f) => f.field)).toEqual(['to']);
    const tooLong = await timelines({ from: day.from, to: String(from + 9 * 24 * H) });
    expect(fieldsOf(tooLong).map((f) => f.field)).toEqual(['to']);
    const bigPage = await timelines({ ...day, pageSize: '51' });
    expect(bigPage.status).toBe(400);
    expect(fieldsOf(bigPage).map((f) => f.field)).toEqual(['pageSize']);
    expect(fieldsOf(await timelines({ ...day, from: 'soon' })).map((f) => f.field)).toEqual(['from']);
  });
});
