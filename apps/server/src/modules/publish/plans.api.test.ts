import type { AddressInfo } from 'node:net';
import type {
  DeliveryItem,
  MaterialItem,
  NowAndNext,
  PlanItem,
  ProgramItem,
  PublishCheck,
  PublishItem,
  TimelineAnswer,
} from '@apm/contract';
import { createDocument, createWidget } from '@apm/render/document';
import { momentOf, wallAt, zone } from '@apm/schedule';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addUser, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { pngOf, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import { pairedTerminal } from '../../../test/paired.js';
import { terminalClient, type Manifest } from '../../../test/terminal-client.js';

/**
 * Publishing play plans (issue 13 item 5): a terminal keeps the latest publication of each plan
 * beside its other plans and its program publication, and its manifest carries them as plans
 * (docs/terminal-protocol.md section 5, docs/scheduling.md).
 */

let app: TestApp;
let origin: string;
let admin: string;
let operator: string;
let reviewer: string;
let south: string;
type Client = ReturnType<typeof terminalClient>;
let lobby: Client;
let hall: Client;
let shop: Client;
let menu: ProgramItem;
let promo: ProgramItem;
let picture: MaterialItem;

type Form = Record<string, string>;
const page = <T>(r: { body: { data?: unknown } }) => r.body.data as { list: T[]; count: number };

const paired = (cookie: string, hardwareId: string, officeId: string, name: string): Promise<Client> =>
  pairedTerminal(app, origin, cookie, hardwareId, officeId, name);

async function program(cookie: string, name: string, media?: MaterialItem): Promise<ProgramItem> {
  const doc = createDocument({ width: 1920, height: 1080 });
  doc.scenes[0]!.widgets.push(createWidget('text', { props: { text: name } }));
  if (media) {
    doc.scenes[0]!.widgets.push(
      createWidget('image', { props: { media: { md5: media.md5, kind: 'image', materialId: media.id } } }),
    );
  }
  const r = await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
    cookie,
    form: { name, document: JSON.stringify(doc) },
  });
  expect(r.body.code).toBe(0);
  return r.body.jsonObject!;
}

const entriesOf = (...programs: ProgramItem[]) =>
  JSON.stringify(
    programs.map((p, i) => ({
      id: `e${i}`,
      programId: p.id,
      play: { mode: 'duration', ms: 30_000 },
      when: { windows: [{ start: i === 0 ? '06:00' : '11:30', end: i === 0 ? '11:30' : '14:00' }] },
    })),
  );

async function plan(cookie: string, name: string, form: Form): Promise<PlanItem> {
  const r = await call<PlanItem>(app, 'POST', '/a/api/playPlan/save', {
    cookie,
    form: { name, kind: 'loop', ...form },
  });
  expect(r.body.code).toBe(0);
  return r.body.jsonObject!;
}

const publishPlan = (cookie: string, planId: string, terminals: Client[]) =>
  call<{ id: string; terminals: number }>(app, 'POST', '/a/api/playPlan/saveTerminals', {
    cookie,
    form: { planId, terminalIds: terminals.map((t) => t.terminalId).join(',') },
  });
const publishProgram = (cookie: string, programId: string, terminals: Client[]) =>
  call<{ id: string }>(app, 'POST', '/a/api/publishProgram/saveTerminals', {
    cookie,
    form: { programId, terminalIds: terminals.map((t) => t.terminalId).join(',') },
  });
const manifestOf = async (c: Client) => (await c.manifest()).body!.jsonObject! as Manifest;
const stateOf = async (publishId: string, terminal: Client) =>
  page<DeliveryItem>(
    await call(app, 'GET', '/a/api/publishProgram/getPublishProgramDetails', {
      cookie: admin,
      form: { id: publishId, pageSize: '50' },
    }),
  ).list.find((d) => d.terminalId === terminal.terminalId)?.state;
const countPublications = async () =>
  Number(
    (
      await app.db.kysely
        .selectFrom('publish')
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
  const southOffice = await addOffice(app, 'South', platform);
  await addPerson(app, 'sam', 'customerAdmin', southOffice.id);
  south = await signIn(app, 'sam');
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  lobby = await paired(admin, 'plans-lobby-0001', platform.id, 'Lobby screen');
  hall = await paired(admin, 'plans-hall-0002', platform.id, 'Hall screen');
  shop = await paired(south, 'plans-shop-0003', southOffice.id, 'South shop');
  picture = (
    (await upload(app, operator, await pngOf(32, 18, '#2a9d8f'), 'Green.png')).state as never as {
      material: MaterialItem;
    }
  ).material;
  menu = await program(operator, 'Menu', picture);
  promo = await program(operator, 'Promotion', picture);
});
afterAll(() => app.close());

describe('publishing a plan', () => {
  it('sends the plan with its programs and their files, once each, and audits it', async () => {
    const p = await plan(operator, 'Weekdays', { entries: entriesOf(menu, promo) });
    const r = await publishPlan(operator, p.id, [lobby]);
    expect(r.body.jsonObject).toMatchObject({ terminals: 1 });
    const publishId = r.body.jsonObject!.id;
    const m = await manifestOf(lobby);
    expect(m.schedule).toEqual([]);
    expect(m.plans).toEqual([
      {
        publishId,
        planId: p.id,
        name: 'Weekdays',
        kind: 'loop',
        every: null,
        entries: JSON.parse(entriesOf(menu, promo)).map((e: object) => ({
          ...e,
          priority: 0,
          when: { startDate: null, endDate: null, weekdays: [], ...(e as { when: object }).when },
        })),
        queuedAt: expect.any(Number),
      },
    ]);
    expect(m.programs.map((x) => [x.id, x.publishId, x.name])).toEqual([
      [menu.id, publishId, 'Menu'],
      [promo.id, publishId, 'Promotion'],
    ]);
    expect(m.files.map((f) => f.md5)).toEqual([picture.md5]);
    expect(await stateOf(publishId, lobby)).toBe('queued');
    const audit = await auditRows(app, 'publish', 'publish', 'Weekdays');
    expect(JSON.parse(audit[0]!.changes)).toMatchObject({ kind: { after: 'plan' }, version: { after: 1 } });
    // The publication records list it as a plan's, beside the programs'; the program filter leaves it out.
    const listed = page<PublishItem>(await call(app, 'GET', '/a/api/publishProgram/list', { cookie: admin }));
    expect(listed.list.find((x) => x.id === publishId)).toMatchObject({ kind: 'plan', programName: 'Weekdays' });
    const programs = page<PublishItem>(
      await call(app, 'GET', '/a/api/publishProgram/list', { cookie: admin, form: { kind: 'program' } }),
    );
    expect(programs.list.map((x) => x.id)).not.toContain(publishId);
    const plans = page<PublishItem>(
      await call(app, 'GET', '/a/api/publishProgram/list', { cookie: admin, form: { kind: 'plan' } }),
    );
    expect(plans.list.map((x) => x.kind)).toEqual(plans.list.map(() => 'plan'));
  });

  it('keeps plans beside each other and beside the program publication; a plan sent again replaces only its own', async () => {
    const breakfast = await plan(operator, 'Breakfast', { entries: entriesOf(menu) });
    const evening = await plan(operator, 'Evening', { entries: entriesOf(promo) });
    const first = (await publishPlan(operator, breakfast.id, [hall])).body.jsonObject!.id;
    const other = (await publishPlan(operator, evening.id, [hall])).body.jsonObject!.id;
    const single = (await publishProgram(operator, menu.id, [hall])).body.jsonObject!.id;
    let m = await manifestOf(hall);
    expect(m.plans.map((x) => x.publishId)).toEqual([first, other]);
    expect(m.schedule.map((x) => x.publishId)).toEqual([single]);

    // Breakfast edited and sent again: its earlier publication is replaced, the others stay.
    await call(app, 'POST', '/a/api/playPlan/save', {
      cookie: operator,
      form: { id: breakfast.id, version: '1', name: 'Breakfast', kind: 'loop', entries: entriesOf(menu, promo) },
    });
    const again = (await publishPlan(operator, breakfast.id, [hall])).body.jsonObject!.id;
    expect(await stateOf(first, hall)).toBe('replaced');
    expect(await stateOf(other, hall)).toBe('queued');
    expect(await stateOf(single, hall)).toBe('queued');
    m = await manifestOf(hall);
    expect(m.plans.map((x) => [x.publishId, x.entries.length])).toEqual([
      [other, 1],
      [again, 2],
    ]);

    // The terminal reads that manifest: every publication it holds is sent.
    const s = await hall.connect();
    await s.next('welcome');
    s.send({ type: 'manifest-ack', version: m.version });
    // The ack is taken after it arrives, one delivery after another: wait for the last.
    const states = async () => [await stateOf(again, hall), await stateOf(other, hall), await stateOf(single, hall)];
    for (let i = 0; i < 100 && (await states()).some((x) => x !== 'sent'); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await states()).toEqual(['sent', 'sent', 'sent']);
    s.ws.close();

    // Deleting the later Breakfast publication brings the earlier one back, queued again.
    expect(
      (await call(app, 'POST', '/a/api/publishProgram/delete', { cookie: admin, form: { id: again } })).body.code,
    ).toBe(0);
    expect(await stateOf(first, hall)).toBe('queued');
    m = await manifestOf(hall);
    expect(m.plans.map((x) => x.publishId).sort()).toEqual([first, other].sort());
  });

  it('sends interstitial rules as the manifest’s every', async () => {
    const ads = await plan(operator, 'Ads', { kind: 'interstitial', everyMinutes: '15', entries: entriesOf(promo) });
    const id = (await publishPlan(operator, ads.id, [lobby])).body.jsonObject!.id;
    const sent = (await manifestOf(lobby)).plans.find((x) => x.publishId === id);
    expect(sent).toMatchObject({ kind: 'interstitial', every: { minutes: 15 } });
  });

  it('refuses plans and terminals outside the range, and callers without the permission; nothing is stored', async () => {
    const p = await plan(operator, 'Guarded', { entries: entriesOf(menu) });
    const before = await countPublications();
    // Sam's own terminal, but a plan outside his range.
    expect((await publishPlan(south, p.id, [shop])).status).toBe(404);
    // A terminal nobody authorised, beside one of the range.
    const pending = terminalClient(origin, 'plans-pending-0004');
    await pending.register();
    expect((await publishPlan(operator, p.id, [lobby, pending])).status).toBe(404);
    expect((await publishPlan(reviewer, p.id, [lobby])).body.code).toBe(401);
    expect(
      (
        await call(app, 'POST', '/a/api/playPlan/saveTerminals', {
          form: { planId: p.id, terminalIds: lobby.terminalId },
        })
      ).body.code,
    ).toBe(440);
    const bad = await call(app, 'POST', '/a/api/playPlan/saveTerminals', {
      cookie: operator,
      form: { planId: p.id, terminalIds: '' },
    });
    expect(bad.status).toBe(400);
    expect(await countPublications()).toBe(before);
  });

  it('offers the terminals and offices of the range to choose from', async () => {
    const terminals = page<{ name: string }>(
      await call(app, 'GET', '/a/api/playPlan/terminalSelect', { cookie: operator, form: { pageSize: '50' } }),
    );
    expect(terminals.list.map((x) => x.name).sort()).toEqual(['Hall screen', 'Lobby screen', 'South shop']);
    const mine = page<{ name: string }>(await call(app, 'GET', '/a/api/playPlan/terminalSelect', { cookie: south }));
    expect(mine.list.map((x) => x.name)).toEqual(['South shop']);
    const offices = page<{ name: string }>(
      await call(app, 'GET', '/a/api/playPlan/searchOffice', { cookie: operator, form: { name: 'sou' } }),
    );
    expect(offices.list.map((x) => x.name)).toEqual(['South']);
  });

  it('shows a terminal’s timeline as its player computes it, on the terminal’s wall clock, with its gaps', async () => {
    const screen = await paired(
      admin,
      'plans-timeline-0005',
      (await call<{ officeId: string }>(app, 'GET', '/a/api/user/getUserInfo', { cookie: admin })).body.jsonObject!
        .officeId,
      'Timeline screen',
    );
    const p = await plan(operator, 'Day parts', { entries: entriesOf(menu, promo) });
    const publishId = (await publishPlan(operator, p.id, [screen])).body.jsonObject!.id;
    const from = Date.parse('2026-12-02T00:00:00+01:00');
    const day = await call<TimelineAnswer>(app, 'GET', '/a/api/terminalSet/timeline', {
      cookie: admin,
      form: { terminalId: screen.terminalId, from: String(from), to: String(from + 86_400_000) },
    });
    expect(day.body.code).toBe(0);
    const t = day.body.jsonObject!;
    // The terminal told Europe/Berlin at registration: its windows are Berlin's.
    expect(t.timeZone).toBe('Europe/Berlin');
    const menuKey = `${publishId}/${menu.id}`;
    const promoKey = `${publishId}/${promo.id}`;
    expect(t.segments).toEqual([
      { from, to: Date.parse('2026-12-02T06:00:00+01:00'), kind: 'none', keys: [] },
      {
        from: Date.parse('2026-12-02T06:00:00+01:00'),
        to: Date.parse('2026-12-02T11:30:00+01:00'),
        kind: 'loop',
        keys: [menuKey],
      },
      {
        from: Date.parse('2026-12-02T11:30:00+01:00'),
        to: Date.parse('2026-12-02T14:00:00+01:00'),
        kind: 'loop',
        keys: [promoKey],
      },
      { from: Date.parse('2026-12-02T14:00:00+01:00'), to: from + 86_400_000, kind: 'none', keys: [] },
    ]);
    // Turns of 30 s: 11 per 5.5 hours of breakfast… 660 of them, then 300 of the offer.
    expect(t.plays!.filter((x) => x.key === menuKey)).toHaveLength(660);
    expect(t.plays!.filter((x) => x.key === promoKey)).toHaveLength(300);
    expect(t.programs.filter((x) => x.publishId === publishId)).toEqual([
      { key: menuKey, programId: menu.id, programName: 'Menu', publishId, planName: 'Day parts' },
      { key: promoKey, programId: promo.id, programName: 'Promotion', publishId, planName: 'Day parts' },
    ]);
    // Now and next, yesterday at 11:00 in Berlin (the past: sessions stay valid): the menu's turn,
    // then the offer at 11:30 (the plan plays every day).
    const berlinZone = zone('Europe/Berlin');
    const yesterday = wallAt(berlinZone, Date.now()).day - 1;
    const berlin = (hour: number, minute: number, second = 0) =>
      momentOf(berlinZone, yesterday, hour * 60 + minute + second / 60);
    vi.useFakeTimers({ toFake: ['Date'], now: berlin(11, 0, 10) });
    try {
      const nn = await call<NowAndNext>(app, 'GET', '/a/api/terminalSet/getCurTerminalProgram', {
        cookie: admin,
        form: { terminalId: screen.terminalId },
      });
      expect(nn.body.jsonObject).toEqual({
        timeZone: 'Europe/Berlin',
        now: {
          programId: menu.id,
          programName: 'Menu',
          planName: 'Day parts',
          from: berlin(11, 0),
          to: berlin(11, 30),
        },
        next: {
          programId: promo.id,
          programName: 'Promotion',
          planName: 'Day parts',
          from: berlin(11, 30),
          to: berlin(11, 30, 30),
        },
      });
    } finally {
      vi.useRealTimers();
    }
    // A week: segments only.
    const week = await call<TimelineAnswer>(app, 'GET', '/a/api/terminalSet/timeline', {
      cookie: admin,
      form: { terminalId: screen.terminalId, from: String(from), to: String(from + 7 * 86_400_000) },
    });
    expect(week.body.jsonObject!.plays).toBeNull();
    expect(week.body.jsonObject!.segments.filter((g) => g.kind === 'loop')).toHaveLength(14);

    // Refusals: another range's terminal, too long a range, no permission.
    const q = (cookie: string, form: Form) => call(app, 'GET', '/a/api/terminalSet/timeline', { cookie, form });
    const range = { from: String(from), to: String(from + 86_400_000) };
    expect((await q(south, { terminalId: screen.terminalId, ...range })).status).toBe(404);
    const tooLong = await q(admin, {
      terminalId: screen.terminalId,
      from: String(from),
      to: String(from + 9 * 86_400_000),
    });
    expect(tooLong.status).toBe(400);
    expect((await q(reviewer, { terminalId: screen.terminalId, ...range })).body.code).toBe(401);
  });

  it('checks before publishing: overlaps of equal priority, programs of another shape, terminals long offline', async () => {
    const officeId = (await call<{ officeId: string }>(app, 'GET', '/a/api/user/getUserInfo', { cookie: admin })).body
      .jsonObject!.officeId;
    const screen = await paired(admin, 'plans-check-0006', officeId, 'Check screen');
    const mornings = await plan(operator, 'Mornings', { entries: entriesOf(menu) }); // 06:00–11:30
    await publishPlan(operator, mornings.id, [screen]);
    const late = JSON.stringify([
      {
        id: 'x',
        programId: promo.id,
        play: { mode: 'duration', ms: 30_000 },
        when: { windows: [{ start: '10:00', end: '12:00' }] },
      },
    ]);
    const brunch = await plan(operator, 'Brunch', { entries: late });
    const check = (planId: string, terminals: Client[]) =>
      call<PublishCheck>(app, 'POST', '/a/api/playPlan/checkTerminals', {
        cookie: operator,
        form: { planId, terminalIds: terminals.map((t) => t.terminalId).join(',') },
      });
    // Checked at 07:00 on the terminal's clock (Europe/Berlin), before the windows meet: the check
    // looks from now, so inside the window their first meeting would start now.
    const berlinZone = zone('Europe/Berlin');
    vi.useFakeTimers({
      toFake: ['Date'],
      now: momentOf(berlinZone, wallAt(berlinZone, Date.now()).day - 1, 7 * 60),
    });
    let found: PublishCheck;
    try {
      found = (await check(brunch.id, [screen])).body.jsonObject!;
    } finally {
      vi.useRealTimers();
    }
    expect(found.problems.map((x) => [x.kind, x.terminalName, x.name])).toEqual([
      ['overlap', 'Check screen', 'Mornings'],
    ]);
    // They meet from 10:00 to 11:30 on the terminal's clock.
    const o = found.problems[0]!;
    const hm = (t: number) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(t);
    expect([hm(o.from!), hm(o.to!)]).toEqual(['10:00', '11:30']);

    // A higher priority wins instead of taking turns: nothing to say. The same plan again replaces itself.
    const urgent = await plan(operator, 'Urgent brunch', {
      entries: JSON.stringify([{ ...JSON.parse(late)[0], priority: 1 }]),
    });
    expect((await check(urgent.id, [screen])).body.jsonObject!.problems).toEqual([]);
    expect((await check(mornings.id, [screen])).body.jsonObject!.problems).toEqual([]);

    // A portrait program on a landscape screen; a terminal not heard from for two days.
    const doc = createDocument({ width: 1080, height: 1920 });
    const portrait = (
      await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
        cookie: operator,
        form: { name: 'Portrait', document: JSON.stringify(doc) },
      })
    ).body.jsonObject!;
    const tall = await plan(operator, 'Tall', {
      // Above the mornings' priority: it wins rather than taking turns with them.
      entries: JSON.stringify([
        { id: 'p', programId: portrait.id, play: { mode: 'duration', ms: 10_000 }, priority: 2 },
      ]),
    });
    await app.db.kysely
      .updateTable('terminal')
      .set({ online: 0, last_seen_at: Date.now() - 2 * 86_400_000 })
      .where('id', '=', screen.terminalId)
      .execute();
    const shapes = (await check(tall.id, [screen])).body.jsonObject!;
    expect(shapes.problems).toEqual([
      {
        kind: 'canvas',
        terminalId: screen.terminalId,
        terminalName: 'Check screen',
        name: 'Portrait',
        canvas: '1080×1920',
        screen: '1920×1080',
      },
      { kind: 'offline', terminalId: screen.terminalId, terminalName: 'Check screen', lastSeenAt: expect.any(Number) },
    ]);

    // Published anyway: the audit row says what was accepted. Checking stores nothing.
    const before = await countPublications();
    await check(brunch.id, [screen]);
    expect(await countPublications()).toBe(before);
    const r = await call(app, 'POST', '/a/api/playPlan/saveTerminals', {
      cookie: operator,
      form: { planId: brunch.id, terminalIds: screen.terminalId, accepted: 'overlap' },
    });
    expect(r.body.code).toBe(0);
    const audit = await auditRows(app, 'publish', 'publish', 'Brunch');
    expect(JSON.parse(audit[0]!.changes)).toMatchObject({ accepted: { after: 'overlap' } });
    const wrong = await call(app, 'POST', '/a/api/playPlan/saveTerminals', {
      cookie: operator,
      form: { planId: brunch.id, terminalIds: screen.terminalId, accepted: 'everything' },
    });
    expect(wrong.status).toBe(400);
    expect((await check('01900000-0000-7000-8000-000000000000', [screen])).status).toBe(404);
  });
});
