import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initSystem, signIn, startApp, until, type TestApp } from '../../../test/harness.js';
import { pairedTerminal } from '../../../test/paired.js';
import { addOffice, platformOffice } from '../../../test/people.js';
import type { terminalClient } from '../../../test/terminal-client.js';
import { WIDGET_EVENT_PRUNE_JOB } from './prune-job.js';

/**
 * Widget events (docs/terminal-protocol.md, "Widget events"): a player's batches of uses and clicks,
 * over the socket (answered `events-ack`) and over POST /terminal/report, stored once however often
 * they are sent, under the reporting terminal's office only; malformed batches refused whole.
 */

let app: TestApp;
let origin: string;
let admin: string;
let officeA: string;
let officeB: string;
let lobby: ReturnType<typeof terminalClient>;
let canteen: ReturnType<typeof terminalClient>;

const DAY = 24 * 3_600_000;

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const platform = await platformOffice(app);
  officeA = (await addOffice(app, 'Tenant A', platform)).id;
  officeB = (await addOffice(app, 'Tenant B', platform)).id;
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  lobby = await pairedTerminal(app, origin, admin, 'lobby-events-0001', officeA, 'Lobby');
  canteen = await pairedTerminal(app, origin, admin, 'canteen-events-0001', officeB, 'Canteen');
});
afterAll(() => app?.close());

const use = (id: string, widgetId: string, at = Date.now()) => ({
  id,
  type: 'use',
  at,
  publishId: 'pub-menu',
  programId: 'prog-menu',
  sceneId: 'intro',
  widgetId,
  kind: 'text',
});
const click = (id: string, at = Date.now()) => ({
  id,
  type: 'click',
  at,
  publishId: 'pub-menu',
  programId: 'prog-menu',
  sceneId: 'intro',
  widgetId: 'order-button',
  kind: 'button',
  action: 'scene',
});

const stored = (terminalId: string) => app.services.statistics.eventsOfTerminal(terminalId);
const allRows = () => app.db.kysely.selectFrom('widget_event').selectAll().orderBy('id').execute();

/** Opens a welcomed socket of `t`. */
async function socketOf(t: ReturnType<typeof terminalClient>) {
  const s = await t.connect();
  await s.next('welcome');
  return s;
}

describe('widget events', () => {
  it('stores a batch sent over the socket once, however often it is sent, and acknowledges each', async () => {
    const s = await socketOf(lobby);
    const events = [use('ev-1', 'title'), use('ev-2', 'price'), click('ev-3')];
    s.send({ type: 'events', batch: 'batch-1', events });
    expect(await s.next('events-ack')).toEqual({ type: 'events-ack', batch: 'batch-1' });
    // The ack was lost: the player sends the same events again, in a new batch.
    s.send({ type: 'events', batch: 'batch-2', events });
    expect(await s.next('events-ack')).toEqual({ type: 'events-ack', batch: 'batch-2' });

    const rows = await stored(lobby.terminalId);
    expect(rows.map((r) => r.id).sort()).toEqual(['ev-1', 'ev-2', 'ev-3']);
    const pressed = rows.find((r) => r.id === 'ev-3')!;
    expect(pressed).toMatchObject({
      terminal_id: lobby.terminalId,
      office_id: officeA,
      publish_id: 'pub-menu',
      program_id: 'prog-menu',
      scene_id: 'intro',
      widget_id: 'order-button',
      widget_kind: 'button',
      type: 'click',
      action: 'scene',
    });
    expect(Number(pressed.at)).toBe(events[2]!.at);
    expect(rows.find((r) => r.id === 'ev-1')).toMatchObject({ type: 'use', widget_kind: 'text', action: null });
    s.ws.close();
  });

  it('stores a batch sent by the report call once, the answer being the acknowledgement', async () => {
    const events = [use('ev-1', 'title'), use('ev-4', 'logo'), click('ev-5')];
    const first = await lobby.report([{ type: 'events', batch: 'batch-3', events }]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 0 });
    const again = await lobby.report([
      { type: 'events', batch: 'batch-3', events },
      { type: 'events', batch: 'batch-4', dropped: 12, events: [use('ev-6', 'clock')] },
    ]);
    expect(again.body).toMatchObject({ code: 0 });
    expect((await stored(lobby.terminalId)).map((r) => r.id).sort()).toEqual([
      'ev-1',
      'ev-2',
      'ev-3',
      'ev-4',
      'ev-5',
      'ev-6',
    ]);
  });

  it("keeps each terminal's events under its own office, even with the same ids and another's publication", async () => {
    const s = await socketOf(canteen);
    // The canteen (tenant B) names the lobby's event ids and publication.
    s.send({ type: 'events', batch: 'batch-1', events: [use('ev-1', 'title'), click('ev-3')] });
    await s.next('events-ack');
    s.ws.close();

    const canteenRows = await stored(canteen.terminalId);
    expect(canteenRows.map((r) => [r.id, r.office_id])).toEqual(
      expect.arrayContaining([
        ['ev-1', officeB],
        ['ev-3', officeB],
      ]),
    );
    expect(canteenRows).toHaveLength(2);
    // The lobby's rows are untouched and still its office's alone.
    const lobbyRows = await stored(lobby.terminalId);
    expect(lobbyRows).toHaveLength(6);
    expect(new Set(lobbyRows.map((r) => r.office_id))).toEqual(new Set([officeA]));
    const inA = await app.db.kysely
      .selectFrom('widget_event')
      .select('terminal_id')
      .where('office_id', '=', officeA)
      .execute();
    expect(new Set(inA.map((r) => r.terminal_id))).toEqual(new Set([lobby.terminalId]));
  });

  it('refuses malformed batches on the socket with 4400, storing nothing of them', async () => {
    const before = (await allRows()).length;
    const cases: unknown[] = [
      // Too many events in one message.
      {
        type: 'events',
        batch: 'big',
        events: Array.from({ length: 101 }, (_, i) => use(`big-${i}`, 'title')),
      },
      // An event type the protocol does not know.
      { type: 'events', batch: 'odd', events: [{ ...use('odd-1', 'title'), type: 'hover' }] },
      // An event without its widget.
      { type: 'events', batch: 'short', events: [{ ...use('short-1', 'title'), widgetId: undefined }] },
      // No events at all.
      { type: 'events', batch: 'empty', events: [] },
    ];
    for (const m of cases) {
      const s = await socketOf(lobby);
      s.send(m);
      expect(await s.closed).toEqual({ code: 4400, reason: 'badMessage' });
    }
    expect(await allRows()).toHaveLength(before);
  });

  it('refuses malformed reports with 400, storing nothing of them', async () => {
    const before = (await allRows()).length;
    const good = { type: 'events', batch: 'good', events: [use('good-1', 'title')] };
    const bad = [
      // A malformed event beside a good batch: the whole report is refused.
      [good, { type: 'events', batch: 'bad', events: [{ ...use('bad-1', 'title'), at: 'yesterday' }] }],
      // More than 500 events in one report.
      Array.from({ length: 6 }, (_, b) => ({
        type: 'events',
        batch: `many-${b}`,
        events: Array.from({ length: 100 }, (_, i) => use(`many-${b}-${i}`, 'title')),
      })),
      // A message type the protocol does not know.
      [good, { type: 'events-v2', batch: 'x', events: [] }],
    ];
    for (const messages of bad) {
      const r = await lobby.report(messages);
      expect(r.status).toBe(400);
      expect(r.body?.code).toBe(400);
    }
    expect(await allRows()).toHaveLength(before);
  });

  it('deletes events past their retention of 400 days, keeping the others', async () => {
    const old = Date.now() - 401 * DAY;
    const r = await lobby.report([
      {
        type: 'events',
        batch: 'old',
        events: [use('old-1', 'title', old), use('recent-1', 'title', Date.now() - 399 * DAY)],
      },
    ]);
    expect(r.body).toMatchObject({ code: 0 });
    const id = await app.services.statistics.pruneNow();
    expect(id).toBeTruthy();
    const jobs = () =>
      app.db.kysely.selectFrom('sys_job').select('id').where('kind', '=', WIDGET_EVENT_PRUNE_JOB).execute();
    await until('the prune to be taken', async () => ((await jobs()).some((j) => j.id === id) ? undefined : true));
    const ids = (await stored(lobby.terminalId)).map((e) => e.id);
    expect(ids).not.toContain('old-1');
    expect(ids).toContain('recent-1');
    expect(ids).toContain('ev-1');
    // The daily prune still waits.
    expect((await jobs()).length).toBe(1);
  });
});
