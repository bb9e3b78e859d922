import type { AddressInfo } from 'node:net';
import type {
  BusEvents,
  MaterialItem,
  DeliveryCounts,
  DeliveryItem,
  ProgramItem,
  PublishItem,
  PublishOfficeNode,
  PublishCheck,
  PublishTerminal,
  TerminalGroupItem,
} from '@apm/contract';
import { createDocument, createWidget } from '@apm/render/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { md5Of, pngOf, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import { pairedTerminal } from '../../../test/paired.js';
import { terminalClient, type Manifest, type TerminalSocket } from '../../../test/terminal-client.js';
import { newId } from '../../platform/ids.js';
import { blobFiles, blobStore } from '../../platform/storage/blobs.js';
import { collectBlobs } from '../../platform/storage/collection.js';
import { blobReferences } from '../../platform/storage/references.js';
import { trackedBlobs } from '../../platform/storage/tracked.js';
import { MODULES } from '../index.js';
import { publishRepo } from './repo.js';

/**
 * Publishing (issue 10 item 5): records, deliveries and their moves, driven by real terminals
 * that speak the protocol of docs/terminal-protocol.md (test/terminal-client.ts) over HTTP and
 * the WebSocket.
 */

let app: TestApp;
let origin: string;
let admin: string;
let operator: string;
let reviewer: string;
/** The customer administrator of South, a sibling of the platform's other offices. */
let south: string;
let platform: { id: string; path: string };
let southOffice: { id: string; path: string };

type Form = Record<string, string>;
type Client = ReturnType<typeof terminalClient>;
const t: Record<'lobby' | 'hall' | 'shop', Client> = {} as never;
const ids: Record<'lobby' | 'hall' | 'shop', string> = {} as never;
let lobbySocket: TerminalSocket;
const moves: BusEvents['delivery.changed'][] = [];

const get = <J = unknown>(cookie: string, url: string, form: Form = {}) =>
  call<J>(app, 'GET', `/a/api/publishProgram/${url}`, { cookie, form });
const post = <J = unknown>(cookie: string, url: string, form: Form) =>
  call<J>(app, 'POST', `/a/api/publishProgram/${url}`, { cookie, form });
const page = <T>(r: { body: { data?: unknown } }) => r.body.data as { list: T[]; count: number };

/** A terminal registered, authorised into an office through the console, holding its secret. */
const paired = (cookie: string, hardwareId: string, officeId: string, name: string): Promise<Client> =>
  pairedTerminal(app, origin, cookie, hardwareId, officeId, name);

async function program(cookie: string, name: string): Promise<ProgramItem> {
  const doc = createDocument({ width: 1920, height: 1080 });
  doc.scenes[0]!.widgets.push(createWidget('text', { props: { text: name } }));
  const r = await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
    cookie,
    form: { name, document: JSON.stringify(doc) },
  });
  expect(r.body.code).toBe(0);
  return r.body.jsonObject!;
}

const publish = (cookie: string, programId: string, terminals: string[]) =>
  post<{ id: string; terminals: number }>(cookie, 'saveTerminals', { programId, terminalIds: terminals.join(',') });
const counts = async (id: string) =>
  (await get<DeliveryCounts>(admin, 'publishTerminalSaveCount', { id })).body.jsonObject!;
const deliveries = async (id: string, form: Form = {}) =>
  page<DeliveryItem>(await get(admin, 'getPublishProgramDetails', { id, pageSize: '50', ...form }));
const stateOf = async (publishId: string, terminalId: string) =>
  (await deliveries(publishId)).list.find((d) => d.terminalId === terminalId);
const manifestOf = async (c: Client) => (await c.manifest()).body!.jsonObject! as Manifest;
const count = async (table: 'publish' | 'delivery') =>
  Number(
    (
      await app.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** Waits until `check` holds (reports over the socket are taken asynchronously). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  await addUser(app, 'olga', 'operator');
  operator = await signIn(app, 'olga');
  await addUser(app, 'rita', 'reviewer');
  reviewer = await signIn(app, 'rita');
  platform = await platformOffice(app);
  await addOffice(app, 'North', platform);
  southOffice = await addOffice(app, 'South', platform);
  await addPerson(app, 'sam', 'customerAdmin', southOffice.id);
  south = await signIn(app, 'sam');
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  app.bus.subscribe('delivery.changed', (e) => void moves.push(e));

  t.lobby = await paired(admin, 'publish-lobby-0001', platform.id, 'Lobby screen');
  t.hall = await paired(admin, 'publish-hall-0002', platform.id, 'Hall screen');
  t.shop = await paired(south, 'publish-shop-0003', southOffice.id, 'South shop window');
  for (const k of ['lobby', 'hall', 'shop'] as const) ids[k] = t[k].terminalId;
  // One more that nobody authorised: it is never offered.
  await terminalClient(origin, 'publish-pending-0004').register();
  lobbySocket = await t.lobby.connect();
  await lobbySocket.next('welcome');
});
afterAll(async () => {
  lobbySocket?.ws.close();
  await app?.close();
});

describe('choosing terminals', () => {
  it('offers the authorised terminals of the range, by office and name', async () => {
    const all = page<PublishTerminal>(await get(admin, 'terminalSelect', { pageSize: '50' }));
    expect(all.list.map((x) => x.name).sort()).toEqual(['Hall screen', 'Lobby screen', 'South shop window']);
    expect(all.list.find((x) => x.id === ids.lobby)).toMatchObject({ officeName: 'Platform', online: true });
    expect(all.list.find((x) => x.id === ids.hall)).toMatchObject({ online: false });
    const inSouth = page<PublishTerminal>(await get(admin, 'terminalSelect', { officeId: southOffice.id }));
    expect(inSouth.list.map((x) => x.id)).toEqual([ids.shop]);
    expect(page<PublishTerminal>(await get(admin, 'terminalSelect', { name: 'HALL' })).list.map((x) => x.id)).toEqual([
      ids.hall,
    ]);
    // South's administrator sees South's terminal only, and nothing of an office outside the range.
    expect(page<PublishTerminal>(await get(south, 'terminalSelect')).list.map((x) => x.id)).toEqual([ids.shop]);
    expect(page<PublishTerminal>(await get(south, 'terminalSelect', { officeId: platform.id })).count).toBe(0);
  });

  it('checks a program before publishing: a canvas of another shape, a terminal long unheard; stores nothing', async () => {
    const doc = createDocument({ width: 1080, height: 1920 });
    const portrait = (
      await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
        cookie: operator,
        form: { name: 'Portrait menu', document: JSON.stringify(doc) },
      })
    ).body.jsonObject!;
    const seen = await app.db.kysely
      .selectFrom('terminal')
      .select(['online', 'last_seen_at'])
      .where('id', '=', ids.hall)
      .executeTakeFirstOrThrow();
    await app.db.kysely
      .updateTable('terminal')
      .set({ online: 0, last_seen_at: Date.now() - 2 * 86_400_000 })
      .where('id', '=', ids.hall)
      .execute();
    try {
      const before = await count('publish');
      const r = await post<PublishCheck>(operator, 'checkTerminals', {
        programId: portrait.id,
        terminalIds: [ids.lobby, ids.hall].join(','),
      });
      expect(r.body.code).toBe(0);
      expect(r.body.jsonObject!.problems.map((x) => [x.kind, x.terminalName, x.canvas ?? '', x.screen ?? ''])).toEqual([
        // By terminal, in name order.
        ['canvas', 'Hall screen', '1080×1920', '1920×1080'],
        ['offline', 'Hall screen', '', ''],
        ['canvas', 'Lobby screen', '1080×1920', '1920×1080'],
      ]);
      // A landscape program: only the silence is worth a word.
      const landscape = await program(operator, 'Landscape menu');
      const fine = await post<PublishCheck>(operator, 'checkTerminals', {
        programId: landscape.id,
        terminalIds: ids.lobby,
      });
      expect(fine.body.jsonObject).toEqual({ problems: [], more: 0 });
      expect(await count('publish')).toBe(before);

      // Refusals: a program outside the caller's range, no permission, no session, no terminals.
      expect((await post(south, 'checkTerminals', { programId: portrait.id, terminalIds: ids.shop })).status).toBe(404);
      expect(
        (await post(reviewer, 'checkTerminals', { programId: portrait.id, terminalIds: ids.lobby })).body.code,
      ).toBe(401);
      expect((await post('', 'checkTerminals', { programId: portrait.id, terminalIds: ids.lobby })).body.message).toBe(
        'logout',
      );
      const none = await post(operator, 'checkTerminals', { programId: portrait.id, terminalIds: '' });
      expect(none.status).toBe(400);

      // Published anyway: the audit row says what was accepted.
      const sent = await post(operator, 'saveTerminals', {
        programId: portrait.id,
        terminalIds: ids.hall,
        accepted: 'canvas,offline',
      });
      expect(sent.body.code).toBe(0);
      const rows = await auditRows(app, 'publish', 'publish', 'Portrait menu');
      expect(JSON.parse(rows[0]!.changes)).toMatchObject({ accepted: { after: 'canvas,offline' } });
      await post(admin, 'delete', { id: (sent.body.jsonObject as { id: string }).id });
    } finally {
      await app.db.kysely.updateTable('terminal').set(seen).where('id', '=', ids.hall).execute();
    }
  });

  it('offers terminal groups, and the terminals of one', async () => {
    const group = await call<{ id: string }>(app, 'POST', '/a/api/terminal/saveTerminalGroup', {
      cookie: admin,
      form: { officeId: platform.id, name: 'Front screens' },
    });
    expect(group.body.code).toBe(0);
    const groupId = group.body.jsonObject!.id;
    const moved = await call(app, 'POST', '/a/api/terminal/updateTerminalGroup', {
      cookie: admin,
      form: { ids: `${ids.lobby},${ids.shop}`, groupId },
    });
    expect(moved.body.jsonObject).toEqual({ count: 2 });
    const groups = page<TerminalGroupItem>(await get(admin, 'groupTreeMap', { name: 'front' }));
    expect(groups.list).toEqual([
      expect.objectContaining({ id: groupId, name: 'Front screens', officeName: 'Platform', terminals: 2, online: 1 }),
    ]);
    const inGroup = page<PublishTerminal>(await get(admin, 'terminalSelect', { groupId }));
    expect(inGroup.list.map((x) => x.id).sort()).toEqual([ids.lobby, ids.shop].sort());
    // South's administrator: the group is the platform's, out of sight; of its terminals South's own only.
    expect(page<TerminalGroupItem>(await get(south, 'groupTreeMap')).count).toBe(0);
    expect(page<PublishTerminal>(await get(south, 'terminalSelect', { groupId })).list.map((x) => x.id)).toEqual([
      ids.shop,
    ]);
    await call(app, 'POST', '/a/api/terminal/deleteTerminalGroup', { cookie: admin, form: { id: groupId } });
  });

  it('shows the office tree with the terminals of each subtree', async () => {
    const roots = (await get<PublishOfficeNode[]>(admin, 'officeTreeMap')).body.jsonObject!;
    expect(roots).toEqual([expect.objectContaining({ id: platform.id, terminals: 3, online: 1, hasChildren: true })]);
    const children = (await get<PublishOfficeNode[]>(admin, 'officeTreeMap', { parentId: platform.id })).body
      .jsonObject!;
    expect(children.map((o) => [o.name, o.terminals])).toEqual([
      ['North', 0],
      ['South', 1],
    ]);
    const found = page<PublishOfficeNode>(await get(admin, 'pageOfficeTreeMap', { name: 'sou' }));
    expect(found.list.map((o) => [o.name, o.terminals])).toEqual([['South', 1]]);
    expect((await get<PublishOfficeNode[]>(south, 'officeTreeMap')).body.jsonObject!.map((o) => o.name)).toEqual([
      'South',
    ]);
    expect((await get(south, 'officeTreeMap', { parentId: platform.id })).body.jsonObject).toEqual([]);
  });
});

describe('publishing', () => {
  let menu: ProgramItem;
  let first: string;

  it('makes a record with a queued delivery per terminal and tells the terminals at once', async () => {
    menu = await program(operator, 'Morning menu');
    const r = await publish(operator, menu.id, [ids.lobby, ids.hall]);
    expect(r.body).toMatchObject({ code: 0, jsonObject: { terminals: 2 } });
    first = r.body.jsonObject!.id;
    expect(await counts(first)).toEqual({
      total: 2,
      queued: 2,
      sent: 0,
      downloading: 0,
      ready: 0,
      playing: 0,
      failed: 0,
      replaced: 0,
    });
    // The connected terminal is told its manifest changed.
    expect((await lobbySocket.next('manifest')).type).toBe('manifest');
    const m = await manifestOf(t.lobby);
    expect(m.programs).toEqual([expect.objectContaining({ id: menu.id, publishId: first, name: 'Morning menu' })]);
    expect(m.schedule).toEqual([expect.objectContaining({ publishId: first, programId: menu.id })]);
    expect(m.files).toEqual([]);
    // A terminal it was not published to has nothing.
    expect((await manifestOf(t.shop)).programs).toEqual([]);
    const audits = await auditRows(app, 'publish', 'publish', 'Morning menu');
    expect(JSON.parse(audits[0]!.changes)).toMatchObject({ terminals: { after: 2 }, version: { after: 1 } });
  });

  it('moves each delivery only on its terminal’s reports: sent, downloading, ready, playing, failed', async () => {
    const m = await manifestOf(t.lobby);
    // An acknowledgement of another version moves nothing.
    await t.lobby.report([{ type: 'manifest-ack', version: 'not-this-one' }]);
    expect((await stateOf(first, ids.lobby))!.state).toBe('queued');

    lobbySocket.send({ type: 'manifest-ack', version: m.version });
    await until(async () => (await stateOf(first, ids.lobby))!.state === 'sent', 'sent');
    lobbySocket.send({ type: 'delivery', publishId: first, state: 'downloading', percent: 40.4 });
    await until(async () => (await stateOf(first, ids.lobby))!.percent === 40, 'downloading 40');
    expect((await stateOf(first, ids.lobby))!.state).toBe('downloading');
    await t.lobby.report([{ type: 'delivery', publishId: first, state: 'ready' }]);
    expect(await stateOf(first, ids.lobby)).toMatchObject({ state: 'ready', percent: 100 });
    await t.lobby.report([
      {
        type: 'status',
        playing: { programId: menu.id, publishId: first, sceneId: 's1' },
        manifestVersion: m.version,
      },
    ]);
    expect(await stateOf(first, ids.lobby)).toMatchObject({ state: 'playing', percent: 100 });
    // Late reports never move it back: a downloading or a ready after playing is ignored.
    await t.lobby.report([
      { type: 'delivery', publishId: first, state: 'downloading', percent: 10 },
      { type: 'delivery', publishId: first, state: 'ready' },
    ]);
    expect(await stateOf(first, ids.lobby)).toMatchObject({ state: 'playing', percent: 100 });

    await t.hall.report([{ type: 'delivery', publishId: first, state: 'failed', reason: 'md5Mismatch' }]);
    expect(await stateOf(first, ids.hall)).toMatchObject({ state: 'failed', reason: 'md5Mismatch' });
    // A failed delivery moves on when the terminal tries again, and may fail again.
    await t.hall.report([{ type: 'delivery', publishId: first, state: 'downloading', percent: 5 }]);
    expect(await stateOf(first, ids.hall)).toMatchObject({ state: 'downloading', percent: 5, reason: null });
    await t.hall.report([{ type: 'delivery', publishId: first, state: 'failed', reason: 'md5Mismatch' }]);
    expect(await stateOf(first, ids.hall)).toMatchObject({ state: 'failed', reason: 'md5Mismatch' });
    expect(await counts(first)).toMatchObject({ total: 2, playing: 1, failed: 1, queued: 0 });

    // A report about a publication the terminal did not get moves nothing.
    await t.shop.report([{ type: 'delivery', publishId: first, state: 'ready' }]);
    expect((await deliveries(first)).count).toBe(2);

    // Each move went out on the bus for the consoles of the record's range.
    const ofLobby = moves.filter((e) => e.publishId === first && e.terminalId === ids.lobby).map((e) => e.state);
    expect(ofLobby).toEqual(['sent', 'downloading', 'ready', 'playing']);
    expect(moves.find((e) => e.terminalId === ids.hall)).toMatchObject({ state: 'failed', officeId: platform.id });
  });

  it('re-sends only to the terminals where it failed', async () => {
    const before = moves.length;
    const hallVersion = (await manifestOf(t.hall)).version;
    const lobbyVersion = (await manifestOf(t.lobby)).version;
    const r = await post<{ count: number }>(operator, 'reuploadProgramByPublishName', { id: first });
    expect(r.body.jsonObject).toEqual({ count: 1 });
    // The failed terminal gets a new manifest version (it tries afresh); the other keeps its own.
    expect((await manifestOf(t.hall)).version).not.toBe(hallVersion);
    expect((await manifestOf(t.lobby)).version).toBe(lobbyVersion);
    expect(await stateOf(first, ids.hall)).toMatchObject({ state: 'queued', reason: null });
    expect(await stateOf(first, ids.lobby)).toMatchObject({ state: 'playing' });
    expect(moves.slice(before)).toEqual([expect.objectContaining({ terminalId: ids.hall, state: 'queued' })]);
    expect(
      (await post<{ count: number }>(operator, 'reuploadProgramByPublishName', { id: first })).body.jsonObject,
    ).toEqual({ count: 0 });
    expect(await auditRows(app, 'publish', 'resend', 'Morning menu')).toHaveLength(1);
  });

  it('lets the latest publication play, and the previous one again once the latest is deleted', async () => {
    const evening = await program(operator, 'Evening menu');
    const before = moves.length;
    const second = (await publish(admin, evening.id, [ids.lobby])).body.jsonObject!.id;
    await lobbySocket.next('manifest');
    expect((await manifestOf(t.lobby)).programs.map((p) => p.publishId)).toEqual([second]);
    // The record of the first no longer says the lobby plays it; the hall still gets the first.
    expect(await stateOf(first, ids.lobby)).toMatchObject({ state: 'replaced', percent: null });
    expect((await manifestOf(t.hall)).programs.map((p) => p.publishId)).toEqual([first]);
    expect(await stateOf(first, ids.hall)).toMatchObject({ state: 'queued' });
    expect(moves.slice(before)).toEqual([
      { officeId: platform.id, publishId: first, terminalId: ids.lobby, state: 'replaced', percent: null },
    ]);

    // Deleted, the lobby falls back to the first, queued to it again; its reports move it on.
    expect((await post(admin, 'delete', { id: second })).body.code).toBe(0);
    await lobbySocket.next('manifest');
    const m = await manifestOf(t.lobby);
    expect(m.programs.map((p) => p.publishId)).toEqual([first]);
    expect(await stateOf(first, ids.lobby)).toMatchObject({ state: 'queued', percent: null });
    expect(moves.at(-1)).toEqual({
      officeId: platform.id,
      publishId: first,
      terminalId: ids.lobby,
      state: 'queued',
      percent: null,
    });
    await t.lobby.report([
      { type: 'manifest-ack', version: m.version },
      { type: 'status', playing: { programId: menu.id, publishId: first, sceneId: 's1' }, manifestVersion: m.version },
    ]);
    expect(await stateOf(first, ids.lobby)).toMatchObject({ state: 'playing', percent: 100 });
    expect((await get(admin, 'getPublishProgramDetails', { id: second })).body.code).toBe(404);
    expect(await auditRows(app, 'publish', 'delete', 'Evening menu')).toHaveLength(1);
  });

  it('publishes the version the program has, and keeps it when the program changes or goes', async () => {
    const p = await program(operator, 'Snapshot');
    const published = (await publish(operator, p.id, [ids.hall])).body.jsonObject!.id;
    expect(await stateOf(first, ids.hall)).toMatchObject({ state: 'replaced' });
    const doc = createDocument({ width: 1280, height: 720 });
    const edit = await call(app, 'POST', '/a/api/program/save', {
      cookie: operator,
      form: { id: p.id, version: '1', name: 'Snapshot v2', document: JSON.stringify(doc) },
    });
    expect(edit.body.code).toBe(0);
    expect((await call(app, 'POST', '/a/api/program/delete', { cookie: operator, form: { id: p.id } })).body.code).toBe(
      0,
    );
    const m = await manifestOf(t.hall);
    expect(m.programs[0]).toMatchObject({ publishId: published, name: 'Snapshot' });
    expect((m.programs[0]!.document as { canvas: unknown }).canvas).toEqual({ width: 1920, height: 1080 });
    const record = (await get<PublishItem>(admin, 'getPublishProgramDetails', { id: published })).body.jsonObject!;
    expect(record).toMatchObject({ programName: 'Snapshot', programVersion: 1, width: 1920, height: 1080 });
  });

  it('lists the records of the range newest first, with their counts, and their deliveries page by page', async () => {
    const all = page<PublishItem>(await get(admin, 'list', { pageSize: '50' }));
    expect(all.list.map((r) => r.programName)).toEqual(['Snapshot', 'Morning menu']);
    expect(all.list[1]!.counts).toMatchObject({ total: 2, playing: 1, replaced: 1, queued: 0 });
    expect(all.list[1]).toMatchObject({ createdBy: 'olga', officeName: 'Platform', programVersion: 1 });
    expect(page<PublishItem>(await get(admin, 'list', { name: 'morning' })).list.map((r) => r.id)).toEqual([first]);

    const one = await get<PublishItem>(admin, 'getPublishProgramDetails', { id: first, pageSize: '1' });
    expect(one.body.jsonObject).toMatchObject({ id: first, counts: { total: 2 } });
    expect(page<DeliveryItem>(one)).toMatchObject({ count: 2 });
    expect(page<DeliveryItem>(one).list).toHaveLength(1);
    // Ordered by terminal name; a state filter.
    expect((await deliveries(first)).list.map((d) => d.terminalName)).toEqual(['Hall screen', 'Lobby screen']);
    expect((await deliveries(first, { state: 'playing' })).list.map((d) => d.terminalId)).toEqual([ids.lobby]);
    expect((await deliveries(first, { state: 'replaced' })).list.map((d) => d.terminalId)).toEqual([ids.hall]);
    expect((await deliveries(first)).list.find((d) => d.terminalId === ids.lobby)!.online).toBe(true);
    // South sees none of the platform's records.
    expect(page(await get(south, 'list')).count).toBe(0);
  });
});

describe('a later publication to the same terminal', () => {
  let kiosk: Client;
  let foyer: Client;
  let breakfast: ProgramItem;
  let lunch: ProgramItem;
  let a: string;
  let b: string;

  /** A terminal's deliveries as stored, by publication. */
  const rowsOf = async (terminalId: string) =>
    new Map(
      (
        await app.db.kysely
          .selectFrom('delivery')
          .select(['publish_id', 'state'])
          .where('terminal_id', '=', terminalId)
          .execute()
      ).map((r) => [r.publish_id, r.state]),
    );
  /** The record agrees with the manifest: what it holds is not replaced, every other delivery is replaced or failed. */
  async function agreesWithManifest(c: Client): Promise<string> {
    const held = (await manifestOf(c)).schedule.map((e) => e.publishId);
    expect(held).toHaveLength(1);
    const rows = await rowsOf(c.terminalId);
    expect(rows.get(held[0]!)).not.toBe('replaced');
    for (const [publishId, state] of rows) {
      if (publishId !== held[0]) expect(['replaced', 'failed'], publishId).toContain(state);
    }
    return held[0]!;
  }

  beforeAll(async () => {
    kiosk = await paired(admin, 'publish-kiosk-0005', platform.id, 'Kiosk');
    foyer = await paired(admin, 'publish-foyer-0006', platform.id, 'Foyer');
    breakfast = await program(operator, 'Breakfast');
    lunch = await program(operator, 'Lunch');
  });

  it('makes the earlier delivery replaced, not playing, and a failed one stays failed', async () => {
    a = (await publish(operator, breakfast.id, [kiosk.terminalId, foyer.terminalId])).body.jsonObject!.id;
    const m = await manifestOf(kiosk);
    await kiosk.report([
      { type: 'manifest-ack', version: m.version },
      { type: 'delivery', publishId: a, state: 'ready' },
      { type: 'status', playing: { programId: breakfast.id, publishId: a, sceneId: 's1' }, manifestVersion: m.version },
    ]);
    await foyer.report([{ type: 'delivery', publishId: a, state: 'failed', reason: 'downloadFailed' }]);
    expect(await stateOf(a, kiosk.terminalId)).toMatchObject({ state: 'playing' });

    const before = moves.length;
    const playedSince = (await stateOf(a, kiosk.terminalId))!.updatedAt;
    b = (await publish(operator, lunch.id, [kiosk.terminalId, foyer.terminalId])).body.jsonObject!.id;
    expect(await stateOf(a, kiosk.terminalId)).toMatchObject({ state: 'replaced', percent: null, reason: null });
    expect((await stateOf(a, kiosk.terminalId))!.updatedAt).toBeGreaterThanOrEqual(playedSince);
    expect(await stateOf(a, foyer.terminalId)).toMatchObject({ state: 'failed', reason: 'downloadFailed' });
    expect(await counts(a)).toEqual({
      total: 2,
      queued: 0,
      sent: 0,
      downloading: 0,
      ready: 0,
      playing: 0,
      failed: 1,
      replaced: 1,
    });
    expect(await counts(b)).toMatchObject({ total: 2, queued: 2, replaced: 0 });
    const listed = page<PublishItem>(await get(admin, 'list', { name: 'Breakfast' })).list[0]!;
    expect(listed.counts).toMatchObject({ playing: 0, replaced: 1, failed: 1 });
    expect((await deliveries(a, { state: 'replaced' })).list.map((d) => d.terminalName)).toEqual(['Kiosk']);
    // The consoles hear of it (their drawer updates live).
    expect(moves.slice(before)).toEqual([
      { officeId: platform.id, publishId: a, terminalId: kiosk.terminalId, state: 'replaced', percent: null },
    ]);
    expect(await agreesWithManifest(kiosk)).toBe(b);
    expect(await agreesWithManifest(foyer)).toBe(b);
  });

  it('ignores reports about the replaced publication', async () => {
    const before = moves.length;
    const m = await manifestOf(kiosk);
    // The player still shows the earlier program while it gets the later one's files.
    await kiosk.report([
      { type: 'status', playing: { programId: breakfast.id, publishId: a, sceneId: 's1' }, manifestVersion: m.version },
      { type: 'delivery', publishId: a, state: 'ready' },
      { type: 'delivery', publishId: a, state: 'playing' },
      { type: 'delivery', publishId: a, state: 'failed', reason: 'noSpace' },
    ]);
    expect(await stateOf(a, kiosk.terminalId)).toMatchObject({ state: 'replaced', reason: null });
    expect(moves.slice(before)).toEqual([]);
    // The later one moves as ever.
    await kiosk.report([
      { type: 'manifest-ack', version: m.version },
      { type: 'status', playing: { programId: lunch.id, publishId: b, sceneId: 's1' }, manifestVersion: m.version },
    ]);
    expect(await stateOf(b, kiosk.terminalId)).toMatchObject({ state: 'playing' });
    expect(moves.slice(before).map((e) => [e.publishId, e.state])).toEqual([
      [b, 'sent'],
      [b, 'playing'],
    ]);
  });

  it('sends a failed earlier publication again as the newest: what came after it there is replaced', async () => {
    const before = moves.length;
    const r = await post<{ count: number }>(operator, 'reuploadProgramByPublishName', { id: a });
    expect(r.body.jsonObject).toEqual({ count: 1 });
    // The foyer, where it failed, gets it again; the kiosk, where it was replaced, keeps the later one.
    expect(await agreesWithManifest(foyer)).toBe(a);
    expect(await agreesWithManifest(kiosk)).toBe(b);
    expect(await stateOf(a, foyer.terminalId)).toMatchObject({ state: 'queued', reason: null });
    expect(await stateOf(b, foyer.terminalId)).toMatchObject({ state: 'replaced' });
    expect(await stateOf(a, kiosk.terminalId)).toMatchObject({ state: 'replaced' });
    expect(await stateOf(b, kiosk.terminalId)).toMatchObject({ state: 'playing' });
    expect(await counts(a)).toMatchObject({ total: 2, queued: 1, replaced: 1, failed: 0 });
    expect(await counts(b)).toMatchObject({ total: 2, playing: 1, replaced: 1, queued: 0 });
    expect(moves.slice(before).map((e) => [e.publishId, e.terminalId, e.state])).toEqual([
      [a, foyer.terminalId, 'queued'],
      [b, foyer.terminalId, 'replaced'],
    ]);
    // Replaced is not failed: nothing more to send again.
    expect(
      (await post<{ count: number }>(operator, 'reuploadProgramByPublishName', { id: a })).body.jsonObject,
    ).toEqual({ count: 0 });
  });

  it('brings the replaced delivery back once the publication that replaced it is deleted', async () => {
    const before = moves.length;
    // The foyer holds the first again, the kiosk the second: deleting the first brings the second back on the foyer.
    expect((await post(admin, 'delete', { id: a })).body.code).toBe(0);
    expect(await agreesWithManifest(foyer)).toBe(b);
    expect(await agreesWithManifest(kiosk)).toBe(b);
    expect(await stateOf(b, foyer.terminalId)).toMatchObject({ state: 'queued', percent: null });
    expect(await stateOf(b, kiosk.terminalId)).toMatchObject({ state: 'playing' });
    expect(moves.slice(before)).toEqual([
      { officeId: platform.id, publishId: b, terminalId: foyer.terminalId, state: 'queued', percent: null },
    ]);
    expect(await counts(b)).toMatchObject({ total: 2, playing: 1, queued: 1, replaced: 0 });
  });

  it('keeps one publication in effect per terminal when two are sent to it at once', async () => {
    const [x, y] = await Promise.all([
      publish(operator, breakfast.id, [kiosk.terminalId, foyer.terminalId]),
      publish(operator, lunch.id, [foyer.terminalId, kiosk.terminalId]),
    ]);
    expect([x.body.code, y.body.code]).toEqual([0, 0]);
    const held = await agreesWithManifest(kiosk);
    expect(await agreesWithManifest(foyer)).toBe(held);
    const other = held === x.body.jsonObject!.id ? y.body.jsonObject!.id : x.body.jsonObject!.id;
    expect(await counts(held)).toMatchObject({ total: 2, queued: 2 });
    expect(await counts(other)).toMatchObject({ total: 2, replaced: 2 });
    expect(await counts(b)).toMatchObject({ total: 2, replaced: 2 });
  });
});

describe('publishing pictures', () => {
  it('lists each file with its MD5, size and type, served to the terminal by its signed address', async () => {
    const bytes = await pngOf(48, 27, '#3366cc');
    const m = ((await upload(app, operator, bytes, 'Blue.png')).state as unknown as { material: MaterialItem })
      .material;
    const doc = createDocument({ width: 1920, height: 1080 });
    doc.scenes[0]!.widgets.push(
      createWidget('image', { props: { media: { md5: m.md5, kind: 'image', materialId: m.id } } }),
    );
    doc.scenes[0]!.background.media = { md5: m.md5, kind: 'image', materialId: m.id };
    const p = await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
      cookie: operator,
      form: { name: 'Blue', document: JSON.stringify(doc) },
    });
    const record = (await publish(operator, p.body.jsonObject!.id, [ids.hall])).body.jsonObject!.id;
    const manifest = await manifestOf(t.hall);
    expect(manifest.programs.map((x) => x.publishId)).toEqual([record]);
    // Once per file, however often the document names it.
    expect(manifest.files.map(({ md5, size, mime }) => ({ md5, size, mime }))).toEqual([
      { md5: m.md5, size: bytes.length, mime: 'image/png' },
    ]);
    const got = await t.hall.file(manifest.files[0]!.url);
    expect(got.status).toBe(200);
    expect(md5Of(got.bytes)).toBe(m.md5);
    const listed = page<PublishItem>(await get(admin, 'list', { name: 'Blue' })).list[0]!;
    expect(listed).toMatchObject({ files: 1, bytes: bytes.length });

    // The program holds the material: the library refuses to delete it.
    const refused = await call(app, 'POST', '/a/api/material/delete', { cookie: operator, form: { ids: m.id } });
    expect(refused.status).toBe(409);
    // Gone all the same (its row removed behind the product's back, a backup restored without it):
    // what was published stays playable; publishing it again is refused, nothing made.
    await app.db.kysely.deleteFrom('material').where('id', '=', m.id).execute();
    expect((await t.hall.file((await manifestOf(t.hall)).files[0]!.url)).status).toBe(200);
    const records = await count('publish');
    const again = await publish(operator, p.body.jsonObject!.id, [ids.hall]);
    expect(again.body.code).toBe(400);
    expect((again.body.data as { fields: { message: string }[] }).fields.map((f) => f.message)).toEqual([
      'materialMissing',
      'materialMissing',
    ]);
    expect(await count('publish')).toBe(records);
  });
});

describe('refusals', () => {
  it('need a session and the permissions of the menu catalogue', async () => {
    expect((await get('', 'terminalSelect')).body.message).toBe('logout');
    expect((await get('', 'list')).body.message).toBe('logout');
    expect((await post('', 'saveTerminals', { programId: 'x', terminalIds: 'y' })).body.message).toBe('logout');
    for (const r of [
      await get(reviewer, 'terminalSelect'),
      await get(reviewer, 'officeTreeMap'),
      await get(reviewer, 'list'),
      await post(reviewer, 'saveTerminals', { programId: 'x', terminalIds: 'y' }),
    ]) {
      expect(r.body.code).toBe(401);
    }
  });

  it('refuse another range’s program or terminals, and unknown or pending ones, publishing nothing', async () => {
    const records = await count('publish');
    const rows = await count('delivery');
    const platformProgram = await program(operator, 'Platform only');
    const southProgram = await program(south, 'South only');
    const refusals = [
      // South's administrator: a program outside the range, then terminals outside it.
      await publish(south, platformProgram.id, [ids.shop]),
      await publish(south, southProgram.id, [ids.shop, ids.lobby]),
      await publish(admin, southProgram.id, [ids.shop, 'no-such-terminal']),
      await publish(admin, 'no-such-program', [ids.lobby]),
    ];
    for (const r of refusals) {
      expect(r.status).toBe(404);
      expect(r.body.code).toBe(404);
    }
    const pending = (
      await call<{ list: { id: string; state: string }[] }>(app, 'GET', '/a/api/terminal/list', {
        cookie: admin,
        form: { state: 'pending' },
      })
    ).body.data as { list: { id: string }[] };
    expect((await publish(admin, platformProgram.id, [pending.list[0]!.id])).body.code).toBe(404);
    expect((await publish(admin, platformProgram.id, [])).body.code).toBe(400);
    expect(await count('publish')).toBe(records);
    expect(await count('delivery')).toBe(rows);
    expect((await manifestOf(t.shop)).programs).toEqual([]);
  });

  it('answer a record of another range as missing', async () => {
    const mine = (await publish(south, (await program(south, 'South menu')).id, [ids.shop])).body.jsonObject!.id;
    const theirs = page<PublishItem>(await get(admin, 'list', { name: 'Morning menu' })).list[0]!.id;
    for (const r of [
      await get(south, 'getPublishProgramDetails', { id: theirs }),
      await get(south, 'publishTerminalSaveCount', { id: theirs }),
      await post(south, 'reuploadProgramByPublishName', { id: theirs }),
      await post(south, 'delete', { id: theirs }),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body.code).toBe(404);
    }
    expect((await get(admin, 'getPublishProgramDetails', { id: theirs })).body.code).toBe(0);
    // The platform's administrator sees South's record; South sees its own only.
    expect((await get(admin, 'getPublishProgramDetails', { id: mine })).body.code).toBe(0);
    expect(page<PublishItem>(await get(south, 'list')).list.map((r) => r.id)).toEqual([mine]);
  });
});

describe('files of publications', () => {
  it('are kept from collection while their record exists, and freed once it is deleted', async () => {
    const root = `${app.store.config.dataDir}/files`;
    const blobs = trackedBlobs(app.db, root, () => app.services.jobs);
    const bytes = Buffer.from('a published picture, named by no material');
    const { md5 } = await blobs.put(bytes);
    const id = newId();
    await publishRepo(app.db.kysely).insert({
      id,
      officeId: platform.id,
      kind: 'program',
      subjectId: newId(),
      subjectName: 'Kept files',
      subjectVersion: 1,
      plan: null,
      message: null,
      playNow: null,
      reviewState: 'approved',
      terminalIds: null,
      documents: [
        {
          programId: newId(),
          programName: 'Kept files',
          programVersion: 1,
          width: 1920,
          height: 1080,
          document: JSON.stringify(createDocument({ width: 1920, height: 1080 })),
        },
      ],
      files: [{ md5, size: bytes.length, mime: 'image/png' }],
      terminalCount: 0,
      createdBy: (await app.db.kysely.selectFrom('sys_user').select('id').executeTakeFirstOrThrow()).id,
      createdByName: 'admin',
      at: Date.now(),
    });
    // As if the file had been put hours ago, beyond the grace period of a collection.
    const age = () =>
      app.db.kysely
        .updateTable('sys_blob')
        .set((eb) => ({ put_at: eb('put_at', '-', 7_200_000) }))
        .where('md5', '=', md5)
        .execute();
    const collect = () =>
      collectBlobs(app.db.kysely, blobFiles(blobStore(root)), blobReferences(MODULES), {
        graceMs: 3_600_000,
        batch: 1000,
        adopt: false,
      });
    await age();
    await collect();
    expect(await blobs.has(md5)).toBe(true);
    await publishRepo(app.db.kysely).delete(id);
    await collect();
    expect(await blobs.has(md5)).toBe(false);
  });
});

describe('a terminal renamed while its socket is open', () => {
  it('takes an acknowledgement on the socket of the manifest as it is after the terminal was renamed', async () => {
    const p = await program(operator, 'Renamed screen');
    const published = (await publish(operator, p.id, [ids.lobby])).body.jsonObject!.id;
    // The socket was opened (hello) under the terminal's old name; the manifest now carries the new one.
    const renamed = await call(app, 'POST', '/a/api/terminal/rename', {
      cookie: operator,
      form: { id: ids.lobby, name: 'Lobby north' },
    });
    expect(renamed.body.code).toBe(0);
    const m = await manifestOf(t.lobby);
    expect(m.terminal.name).toBe('Lobby north');
    lobbySocket.send({ type: 'manifest-ack', version: m.version });
    await until(async () => (await stateOf(published, ids.lobby))!.state === 'sent', 'sent');
  });
});
