import type { AddressInfo } from 'node:net';
import type { MessageItem, NoticeItem, PlanItem, ProgramItem, PublishReviewItem } from '@apm/contract';
import { createDocument, createWidget } from '@apm/render/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { pairedTerminal } from '../../../test/paired.js';
import { platformOffice } from '../../../test/people.js';
import type { Manifest, terminalClient } from '../../../test/terminal-client.js';

/**
 * Review of publishing (issue 13 item 8): with the `audit` setting on, a publication of a program,
 * a plan or a message waits for a reviewer before it reaches terminals; approved it is sent,
 * rejected (with a note) never; the publisher and the reviewers hear of it in the bell; an edit of
 * an approved plan sent again waits while the approved one plays on; emergencies never wait.
 */

let app: TestApp;
let origin: string;
let admin: string;
let operator: string;
let reviewer: string;
type Client = ReturnType<typeof terminalClient>;
let lobby: Client;
let hall: Client;
let menu: ProgramItem;

type Form = Record<string, string>;
const page = <T>(r: { body: { data?: unknown } }) => r.body.data as { list: T[]; count: number };
const manifestOf = async (c: Client) => (await c.manifest()).body!.jsonObject! as Manifest;
const notices = async (cookie: string) =>
  page<NoticeItem>(await call(app, 'GET', '/a/api/message/list', { cookie, form: { pageSize: '50' } })).list;
const checklist = async (path: string, form: Form = {}) =>
  page<PublishReviewItem>(await call(app, 'GET', `/a/api/${path}/checklist`, { cookie: reviewer, form }));
const decide = (path: string, form: Form, cookie = reviewer) =>
  call<{ reviewState: string; terminals: number }>(app, 'POST', `/a/api/${path}/submitResult`, { cookie, form });
const deliveries = async () =>
  Number(
    (
      await app.db.kysely
        .selectFrom('delivery')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function program(name: string): Promise<ProgramItem> {
  const doc = createDocument({ width: 1920, height: 1080 });
  doc.scenes[0]!.widgets.push(createWidget('text', { props: { text: name } }));
  const r = await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
    cookie: operator,
    form: { name, document: JSON.stringify(doc) },
  });
  expect(r.body.code).toBe(0);
  return r.body.jsonObject!;
}

const entries = (programId: string, start: string) =>
  JSON.stringify([
    { id: 'e0', programId, play: { mode: 'duration', ms: 30_000 }, when: { windows: [{ start, end: '23:00' }] } },
  ]);

async function plan(name: string, start = '06:00'): Promise<PlanItem> {
  const r = await call<PlanItem>(app, 'POST', '/a/api/playPlan/save', {
    cookie: operator,
    form: { name, kind: 'loop', entries: entries(menu.id, start) },
  });
  expect(r.body.code).toBe(0);
  return r.body.jsonObject!;
}

const publishPlan = async (planId: string, terminals: Client[]) => {
  const r = await call<{ id: string; terminals: number; reviewState: string }>(
    app,
    'POST',
    '/a/api/playPlan/saveTerminals',
    { cookie: operator, form: { planId, terminalIds: terminals.map((t) => t.terminalId).join(',') } },
  );
  expect(r.body.code).toBe(0);
  return r.body.jsonObject!;
};

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  await addUser(app, 'olga', 'operator');
  operator = await signIn(app, 'olga');
  await addUser(app, 'rita', 'reviewer');
  reviewer = await signIn(app, 'rita');
  const platform = await platformOffice(app);
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  lobby = await pairedTerminal(app, origin, admin, 'review-lobby-0001', platform.id, 'Lobby screen');
  hall = await pairedTerminal(app, origin, admin, 'review-hall-0002', platform.id, 'Hall screen');
  menu = await program('Menu');
  const r = await call(app, 'POST', '/a/api/sysSetting/save', { cookie: admin, form: { audit: 'true' } });
  expect(r.body.code).toBe(0);
});
afterAll(() => app.close());

describe('with review on', () => {
  it('a plan’s publication waits, reaches nothing, and the reviewers are told', async () => {
    const before = await deliveries();
    const p = await plan('Breakfast');
    const sent = await publishPlan(p.id, [lobby, hall]);
    expect(sent).toMatchObject({ terminals: 2, reviewState: 'pending' });
    expect(await deliveries()).toBe(before);
    expect((await manifestOf(lobby)).plans).toEqual([]);
    const waiting = await checklist('playPlan');
    expect(waiting.list.map((x) => [x.id, x.subjectName, x.terminals, x.reviewState])).toEqual([
      [sent.id, 'Breakfast', 2, 'pending'],
    ]);
    expect(waiting.list[0]).toMatchObject({
      kind: 'plan',
      createdBy: 'olga',
      programs: [{ id: menu.id, name: 'Menu', width: 1920, height: 1080 }],
      plan: { kind: 'loop', entries: [{ id: 'e0', programId: menu.id }] },
      message: null,
    });
    expect((await notices(reviewer)).map((n) => [n.kind, n.link])).toContainEqual([
      'reviewRequested',
      '/playPlan/checklist',
    ]);
    // Another kind's review list does not hold it.
    expect((await checklist('publishProgram')).list).toEqual([]);
  });

  it('rejected, needs a note, sends nothing, tells the publisher and is audited', async () => {
    const p = await plan('Lunch');
    const { id } = await publishPlan(p.id, [lobby]);
    const noNote = await decide('playPlan', { id, result: 'rejected' });
    expect(noNote.status).toBe(400);
    expect((noNote.body.data as { fields: unknown[] }).fields).toEqual([{ field: 'note', message: 'required' }]);
    // A reviewer decides with the review permission only.
    expect((await decide('playPlan', { id, result: 'approved' }, operator)).status).toBe(401);
    const r = await decide('playPlan', { id, result: 'rejected', note: 'Wrong hours' });
    expect(r.body.jsonObject).toEqual({ reviewState: 'rejected', terminals: 0 });
    expect((await manifestOf(lobby)).plans.map((x) => x.publishId)).not.toContain(id);
    const told = (await notices(operator)).find((n) => n.kind === 'reviewResult' && n.contentEn.includes('Lunch'));
    expect(told?.contentEn).toContain('Wrong hours');
    expect(told?.link).toBe('/playPlan/list');
    expect(await auditRows(app, 'publish', 'reject', 'Lunch')).toHaveLength(1);
    expect((await checklist('playPlan', { reviewState: 'rejected' })).list.map((x) => x.reviewNote)).toContain(
      'Wrong hours',
    );
    // Decided once: a second decision is refused.
    expect((await decide('playPlan', { id, result: 'approved' })).body.code).toBe(409);
  });

  it('approved, is sent to its terminals then; an edit sent again waits while the approved one plays on', async () => {
    const p = await plan('Dinner', '17:00');
    const first = await publishPlan(p.id, [hall]);
    const r = await decide('playPlan', { id: first.id, result: 'approved', note: 'Fine' });
    expect(r.body.jsonObject).toEqual({ reviewState: 'approved', terminals: 1 });
    expect((await manifestOf(hall)).plans.map((x) => x.publishId)).toEqual([first.id]);
    expect(await auditRows(app, 'publish', 'approve', 'Dinner')).toHaveLength(1);

    await call(app, 'POST', '/a/api/playPlan/save', {
      cookie: operator,
      form: { id: p.id, version: '1', name: 'Dinner', kind: 'loop', entries: entries(menu.id, '18:00') },
    });
    const second = await publishPlan(p.id, [hall]);
    expect(second.reviewState).toBe('pending');
    let m = await manifestOf(hall);
    expect(m.plans.map((x) => [x.publishId, x.entries[0]!.when])).toEqual([
      [first.id, expect.objectContaining({ windows: [{ start: '17:00', end: '23:00' }] })],
    ]);
    await decide('playPlan', { id: second.id, result: 'approved' });
    m = await manifestOf(hall);
    expect(m.plans.map((x) => x.publishId)).toEqual([second.id]);
  });

  it('a message waits with the publisher’s note, then shows once approved', async () => {
    const saved = await call<MessageItem>(app, 'POST', '/a/api/publishMessage/ajaxSave', {
      cookie: operator,
      form: { name: 'Offer', look: JSON.stringify({ text: 'Two for one' }) },
    });
    const sent = await call<{ id: string; reviewState: string }>(app, 'POST', '/a/api/publishMessage/savePublish', {
      cookie: operator,
      form: { id: saved.body.jsonObject!.id, terminalIds: lobby.terminalId },
    });
    expect(sent.body.jsonObject?.reviewState).toBe('pending');
    const id = sent.body.jsonObject!.id;
    await call(app, 'POST', '/a/api/publishMessage/submitNote', {
      cookie: operator,
      form: { id, note: 'For the weekend' },
    });
    const item = (await checklist('publishMessage')).list.find((x) => x.id === id)!;
    expect(item).toMatchObject({ submitNote: 'For the weekend', message: { look: { text: 'Two for one' } } });
    expect((await manifestOf(lobby)).messages).toEqual([]);
    await decide('publishMessage', { id, result: 'approved' });
    expect((await manifestOf(lobby)).messages.map((x) => x.publishId)).toEqual([id]);
    const record = await call(app, 'GET', '/a/api/publishMessage/getPublishMessage', {
      cookie: operator,
      form: { id: saved.body.jsonObject!.id },
    });
    expect(record.body.jsonObject).toMatchObject({ lastPublish: { id, reviewState: 'approved' } });
  });

  it('lets an emergency message through at once', async () => {
    const saved = await call<MessageItem>(app, 'POST', '/a/api/publishMessage/ajaxSave', {
      cookie: admin,
      form: { name: 'Evacuate', look: JSON.stringify({ text: 'Leave now', position: 'full' }), emergency: 'true' },
    });
    const sent = await call<{ id: string; reviewState: string }>(app, 'POST', '/a/api/publishMessage/savePublish', {
      cookie: admin,
      form: { id: saved.body.jsonObject!.id, terminalIds: hall.terminalId },
    });
    expect(sent.body.jsonObject?.reviewState).toBe('approved');
    expect((await manifestOf(hall)).messages.map((x) => x.publishId)).toContain(sent.body.jsonObject!.id);
  });
});
