import type { AddressInfo } from 'node:net';
import type { DeliveryCounts, DeliveryItem, MessageItem, MessagePreview, MessagePublication } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { pairedTerminal } from '../../../test/paired.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import type { Manifest, terminalClient } from '../../../test/terminal-client.js';

/**
 * Messages (issue 13 items 6 and 7): saved as drafts, sent to terminals like programs and plans
 * (one delivery per terminal, `playing` once shown), stopped, hidden and restored, deleted for good;
 * emergency ones only by holders of their own permission.
 */

let app: TestApp;
let origin: string;
let admin: string;
let operator: string;
let south: string;
type Client = ReturnType<typeof terminalClient>;
let lobby: Client;
let hall: Client;
let shop: Client;

type Form = Record<string, string>;
const page = <T>(r: { body: { data?: unknown } }) => r.body.data as { list: T[]; count: number };
const look = (text: string, more: object = {}) => JSON.stringify({ text, ...more });
const ids = (...cs: Client[]) => cs.map((c) => c.terminalId).join(',');

const save = (cookie: string, form: Form) =>
  call<MessageItem>(app, 'POST', '/a/api/publishMessage/ajaxSave', { cookie, form });
async function message(cookie: string, name: string, form: Form = {}): Promise<MessageItem> {
  const r = await save(cookie, { name, look: look(`${name} text`), ...form });
  expect(r.body.code).toBe(0);
  return r.body.jsonObject!;
}
const publish = (cookie: string, id: string, terminals: Client[]) =>
  call<{ id: string; terminals: number }>(app, 'POST', '/a/api/publishMessage/savePublish', {
    cookie,
    form: { id, terminalIds: ids(...terminals) },
  });
async function sent(cookie: string, id: string, terminals: Client[]): Promise<string> {
  const r = await publish(cookie, id, terminals);
  expect(r.body.code).toBe(0);
  return r.body.jsonObject!.id;
}
const manifestOf = async (c: Client) => (await c.manifest()).body!.jsonObject! as Manifest;
const deliveries = async (id: string, publishId?: string) => {
  const r = await call<MessagePublication | null>(app, 'GET', '/a/api/publishMessage/findSendMessages', {
    cookie: admin,
    form: { id, ...(publishId ? { publishId } : {}), pageSize: '50' },
  });
  expect(r.body.code).toBe(0);
  return { publication: r.body.jsonObject!, list: page<DeliveryItem>(r).list };
};
const stateOf = async (messageId: string, t: Client, publishId?: string) =>
  (await deliveries(messageId, publishId)).list.find((d) => d.terminalId === t.terminalId)?.state;
const listed = async (cookie: string, form: Form = {}) =>
  page<MessageItem>(await call(app, 'GET', '/a/api/publishMessage/list', { cookie, form }));
const count = async (table: 'message' | 'publish') =>
  Number(
    (
      await app.db.kysely
        .selectFrom(table)
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
  const platform = await platformOffice(app);
  const southOffice = await addOffice(app, 'South', platform);
  await addPerson(app, 'sam', 'customerAdmin', southOffice.id);
  south = await signIn(app, 'sam');
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  lobby = await pairedTerminal(app, origin, admin, 'messages-lobby-0001', platform.id, 'Lobby screen');
  hall = await pairedTerminal(app, origin, admin, 'messages-hall-0002', platform.id, 'Hall screen');
  shop = await pairedTerminal(app, origin, south, 'messages-shop-0003', southOffice.id, 'South shop');
});
afterAll(() => app.close());

describe('saving a message', () => {
  it('keeps a draft with its look filled in, and audits it', async () => {
    const m = await message(operator, 'Opening hours', { priority: '3' });
    expect(m).toMatchObject({
      name: 'Opening hours',
      look: {
        text: 'Opening hours text',
        fontFamily: 'sans-serif',
        fontSize: 48,
        bold: false,
        color: '#ffffff',
        backgroundColor: '#000000',
        backgroundOpacity: 70,
        position: 'bottom',
        scroll: 'left',
        scrollSpeed: 120,
      },
      priority: 3,
      emergency: false,
      startAt: null,
      endAt: null,
      limit: 'none',
      version: 1,
      deletedAt: null,
      lastPublish: null,
    });
    expect(await auditRows(app, 'message', 'create', 'Opening hours')).toHaveLength(1);
    const got = await call<MessageItem>(app, 'GET', '/a/api/publishMessage/getPublishMessage', {
      cookie: admin,
      form: { id: m.id },
    });
    expect(got.body.jsonObject).toEqual(m);
  });

  it('refuses bad fields at their field, and stores nothing', async () => {
    const before = await count('message');
    const fieldsOf = async (form: Form) => {
      const r = await save(operator, { name: 'Bad', look: look('x'), ...form });
      expect(r.status).toBe(400);
      return (r.body.data as { fields: { field: string; message: string }[] }).fields;
    };
    expect(await fieldsOf({ look: '{not json' })).toEqual([{ field: 'look', message: 'notJson' }]);
    expect((await fieldsOf({ look: look('', { fontSize: 2, color: 'red' }) })).map((f) => f.field).sort()).toEqual([
      'look.color',
      'look.fontSize',
      'look.text',
    ]);
    expect(await fieldsOf({ startAt: '2000', endAt: '1000' })).toContainEqual({
      field: 'endAt',
      message: 'endBeforeStart',
    });
    expect(await fieldsOf({ limit: 'duration' })).toContainEqual({ field: 'durationSec', message: 'durationRequired' });
    expect(await fieldsOf({ limit: 'repeats' })).toContainEqual({ field: 'repeats', message: 'repeatsRequired' });
    expect(await fieldsOf({ emergency: 'true', look: look('Fire', { position: 'top' }) })).toContainEqual({
      field: 'look',
      message: 'emergencyFullScreen',
    });
    expect(
      await fieldsOf({ emergency: 'true', look: look('Fire', { position: 'full' }), startAt: String(Date.now()) }),
    ).toContainEqual({ field: 'emergency', message: 'emergencyNow' });
    expect(await count('message')).toBe(before);
  });

  it('refuses a save over a newer version with CONFLICT, saying who saved', async () => {
    const m = await message(operator, 'Menu of the day');
    const first = await save(admin, { id: m.id, version: '1', name: 'Menu of the day', look: look('Soup') });
    expect(first.body.jsonObject).toMatchObject({ version: 2, look: { text: 'Soup' } });
    const stale = await save(operator, { id: m.id, version: '1', name: 'Menu of the day', look: look('Salad') });
    expect(stale.body.code).toBe(409);
    expect(stale.body.jsonObject).toMatchObject({ version: 2 });
  });

  it('answers a preview as a terminal would be sent it, storing nothing', async () => {
    const before = await count('message');
    const at = Date.now();
    const r = await call<MessagePreview>(app, 'POST', '/a/api/publishMessage/messagePreview', {
      cookie: operator,
      form: { name: 'Preview', look: look('Hello', { scroll: 'none' }), limit: 'duration', durationSec: '60' },
    });
    const p = r.body.jsonObject!;
    expect(p.look).toMatchObject({ text: 'Hello', scroll: 'none' });
    expect(p.from).toBeGreaterThanOrEqual(at);
    expect(p.to).toBe(p.from + 60_000);
    expect(await count('message')).toBe(before);
  });

  it('leaves emergency messages to holders of their own permission', async () => {
    const before = await count('message');
    const fire = { name: 'Fire', look: look('Leave the building', { position: 'full' }), emergency: 'true' };
    const refused = await save(operator, fire);
    expect(refused.status).toBe(401);
    expect(await count('message')).toBe(before);
    expect((await save(admin, fire)).body.code).toBe(0);
  });
});

describe('sending a message', () => {
  it('puts it in the terminals’ manifests, beside their other messages, and follows each delivery to shown', async () => {
    const start = Date.now() + 60_000;
    const ticker = await message(operator, 'Lunch offer', {
      look: look('Soup and bread', { position: 'top', fontSize: '60' }),
      startAt: String(start),
      limit: 'duration',
      durationSec: '3600',
      priority: '2',
    });
    const other = await message(operator, 'Wifi');
    const publishId = await sent(operator, ticker.id, [lobby, hall]);
    const otherId = await sent(operator, other.id, [lobby]);
    const m = await manifestOf(lobby);
    expect(m.messages).toEqual([
      {
        publishId,
        messageId: ticker.id,
        name: 'Lunch offer',
        look: { ...ticker.look },
        priority: 2,
        emergency: false,
        from: start,
        to: start + 3_600_000,
        repeats: null,
        queuedAt: expect.any(Number),
      },
      expect.objectContaining({ publishId: otherId, messageId: other.id, from: expect.any(Number), to: null }),
    ]);
    expect(m.files).toEqual([]);
    expect(await stateOf(ticker.id, lobby)).toBe('queued');

    await lobby.report([{ type: 'manifest-ack', version: m.version }]);
    expect(await stateOf(ticker.id, lobby)).toBe('sent');
    await lobby.report([
      { type: 'delivery', publishId, state: 'ready' },
      { type: 'delivery', publishId, state: 'playing' },
    ]);
    const { publication, list } = await deliveries(ticker.id);
    expect(publication).toMatchObject({ id: publishId, from: start, to: start + 3_600_000, stoppedAt: null });
    expect(publication!.counts).toMatchObject({ total: 2, playing: 1, queued: 1 });
    expect(list.map((d) => [d.terminalName, d.state])).toEqual([
      ['Hall screen', 'queued'],
      ['Lobby screen', 'playing'],
    ]);
    const counts = await call<DeliveryCounts>(app, 'GET', '/a/api/publishMessage/publishTerminalSaveCount', {
      cookie: operator,
      form: { publishId },
    });
    expect(counts.body.jsonObject).toMatchObject({ total: 2, playing: 1 });
    const row = (await listed(operator)).list.find((x) => x.id === ticker.id)!;
    expect(row.lastPublish).toMatchObject({ id: publishId, counts: { playing: 1 } });
  });

  it('sent again, takes the place of its own earlier publication only', async () => {
    const a = await message(operator, 'Sale');
    const b = await message(operator, 'Closing soon');
    const first = await sent(operator, a.id, [hall]);
    const kept = await sent(operator, b.id, [hall]);
    const again = await sent(operator, a.id, [hall]);
    expect(await stateOf(a.id, hall, first)).toBe('replaced');
    const m = await manifestOf(hall);
    const mine = m.messages.filter((x) => [a.id, b.id].includes(x.messageId)).map((x) => x.publishId);
    expect(mine).toEqual([kept, again]);
  });

  it('refuses a message whose end has passed, what is out of range and a soft-deleted message', async () => {
    const before = await count('publish');
    const over = await message(operator, 'Yesterday', { endAt: String(Date.now() - 1000) });
    const r = await publish(operator, over.id, [lobby]);
    expect(r.status).toBe(400);
    expect((r.body.data as { fields: unknown[] }).fields).toEqual([{ field: 'endAt', message: 'endPassed' }]);
    const fine = await message(operator, 'Fine');
    // South's administrator: the platform's message, and South's own message to the platform's screen.
    expect((await publish(south, fine.id, [shop])).body.code).toBe(404);
    const theirs = await message(south, 'South news');
    expect((await publish(south, theirs.id, [lobby])).body.code).toBe(404);
    await call(app, 'POST', '/a/api/publishMessage/ajaxDelete', { cookie: operator, form: { id: fine.id } });
    expect((await publish(operator, fine.id, [lobby])).body.code).toBe(404);
    expect(await count('publish')).toBe(before);
  });

  it('sends again to the failed terminals only', async () => {
    const m = await message(operator, 'Retry me');
    const publishId = await sent(operator, m.id, [lobby, hall]);
    await hall.report([{ type: 'delivery', publishId, state: 'failed', reason: 'badDocument' }]);
    await lobby.report([{ type: 'delivery', publishId, state: 'playing' }]);
    const r = await call<{ count: number }>(app, 'POST', '/a/api/publishMessage/reuploadMessage', {
      cookie: operator,
      form: { publishId },
    });
    expect(r.body.jsonObject).toEqual({ count: 1 });
    expect(await stateOf(m.id, hall)).toBe('queued');
    expect(await stateOf(m.id, lobby)).toBe('playing');
  });
});

describe('stopping, hiding and deleting', () => {
  it('stopped, terminals drop it, later reports move nothing, it is not sent again, and it is audited', async () => {
    const m = await message(operator, 'Short-lived');
    const first = await sent(operator, m.id, [lobby]);
    const publishId = await sent(operator, m.id, [lobby]);
    const stop = () => call(app, 'POST', '/a/api/publishMessage/stop', { cookie: operator, form: { publishId } });
    expect((await stop()).body.code).toBe(0);
    const mf = await manifestOf(lobby);
    expect(mf.messages.map((x) => x.messageId)).not.toContain(m.id);
    // Its earlier publication does not come back.
    expect(mf.messages.map((x) => x.publishId)).not.toContain(first);
    await lobby.report([{ type: 'delivery', publishId, state: 'playing' }]);
    expect(await stateOf(m.id, lobby)).toBe('queued');
    expect((await deliveries(m.id)).publication).toMatchObject({ stoppedAt: expect.any(Number), stoppedBy: 'olga' });
    expect((await stop()).body.code).toBe(0);
    expect(await auditRows(app, 'publish', 'stop', 'Short-lived')).toHaveLength(1);
    const again = await call(app, 'POST', '/a/api/publishMessage/reuploadMessage', {
      cookie: operator,
      form: { publishId },
    });
    expect(again.body.code).toBe(409);
  });

  it('soft-deleted, it leaves the list but not the terminals, and comes back when restored', async () => {
    const m = await message(operator, 'Hidden one');
    const publishId = await sent(operator, m.id, [hall]);
    expect(
      (await call(app, 'POST', '/a/api/publishMessage/ajaxDelete', { cookie: operator, form: { id: m.id } })).body.code,
    ).toBe(0);
    expect((await listed(operator, { name: 'Hidden one' })).list).toEqual([]);
    const deleted = (await listed(operator, { name: 'Hidden one', deleted: 'true' })).list;
    expect(deleted.map((x) => [x.id, x.deletedBy])).toEqual([[m.id, 'olga']]);
    expect((await manifestOf(hall)).messages.map((x) => x.publishId)).toContain(publishId);
    expect(await auditRows(app, 'message', 'softDelete', 'Hidden one')).toHaveLength(1);
    await call(app, 'POST', '/a/api/publishMessage/restore', { cookie: operator, form: { id: m.id } });
    expect((await listed(operator, { name: 'Hidden one' })).list.map((x) => x.deletedAt)).toEqual([null]);
    expect(await auditRows(app, 'message', 'restore', 'Hidden one')).toHaveLength(1);
  });

  it('deleted for good, it goes from every terminal with its publications, and the log keeps the deletion', async () => {
    const m = await message(operator, 'Gone for good');
    await sent(operator, m.id, [lobby, hall]);
    const before = await count('publish');
    const r = await call(app, 'POST', '/a/api/publishMessage/delete', { cookie: operator, form: { id: m.id } });
    expect(r.body.code).toBe(0);
    expect(await count('publish')).toBe(before - 1);
    for (const t of [lobby, hall]) {
      expect((await manifestOf(t)).messages.map((x) => x.messageId)).not.toContain(m.id);
    }
    const audit = await auditRows(app, 'message', 'delete', 'Gone for good');
    expect(JSON.parse(audit[0]!.changes)).toMatchObject({ terminals: { before: 2 } });
    expect(
      (await call(app, 'GET', '/a/api/publishMessage/getPublishMessage', { cookie: operator, form: { id: m.id } })).body
        .code,
    ).toBe(404);
  });
});

describe('emergency messages', () => {
  it('cover the whole screen from when they are sent; only their permission sends or stops them', async () => {
    const saved = await save(admin, {
      name: 'Evacuate',
      look: look('Leave by the nearest exit', { position: 'full', backgroundOpacity: '100' }),
      emergency: 'true',
    });
    const fire = saved.body.jsonObject!;
    expect((await publish(operator, fire.id, [lobby])).status).toBe(401);
    const at = Date.now();
    const publishId = await sent(admin, fire.id, [lobby, hall]);
    const entry = (await manifestOf(lobby)).messages.find((x) => x.publishId === publishId)!;
    expect(entry).toMatchObject({ emergency: true, to: null, look: { position: 'full', backgroundOpacity: 100 } });
    expect(entry.from).toBeGreaterThanOrEqual(at);
    const stopByOperator = await call(app, 'POST', '/a/api/publishMessage/stop', {
      cookie: operator,
      form: { publishId },
    });
    expect(stopByOperator.status).toBe(401);
    expect((await manifestOf(lobby)).messages.map((x) => x.publishId)).toContain(publishId);
    await call(app, 'POST', '/a/api/publishMessage/stop', { cookie: admin, form: { publishId } });
    for (const t of [lobby, hall]) {
      expect((await manifestOf(t)).messages.map((x) => x.publishId)).not.toContain(publishId);
    }
  });
});
