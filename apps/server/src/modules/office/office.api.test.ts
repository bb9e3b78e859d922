import type { AddressInfo } from 'node:net';
import type { OfficeFigures, OfficeHit, OfficeNode } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, call, initSystem, jobsSettled, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { pngOf, upload } from '../../../test/materials.js';
import { terminalClient } from '../../../test/terminal-client.js';

let app: TestApp;
let admin: string;
const ids: Record<string, string> = {};

const save = async (cookie: string, form: Record<string, string>) =>
  call<OfficeNode>(app, 'POST', '/a/api/office/save', { cookie, form });
const tree = async (cookie: string, id?: string) =>
  (await call<OfficeNode[]>(app, 'GET', '/a/api/office/treeDataNew', { cookie, form: id ? { id } : {} })).body;

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const [root] = (await tree(admin)).jsonObject!;
  ids.platform = root!.id;
  for (const [name, parent] of [
    ['North', 'platform'],
    ['South', 'platform'],
    ['North Depot', 'North'],
  ] as const) {
    const r = await save(admin, { name, parentId: ids[parent]! });
    expect(r.body.code).toBe(0);
    ids[name] = r.body.jsonObject!.id;
  }
  await addUser(app, 'north.admin', 'admin', undefined, ids.North);
  await addUser(app, 'depot.operator', 'operator', undefined, ids['North Depot']);
});
afterAll(async () => {
  await jobsSettled(app);
  await app.close();
});

/** A player registered and authorised into an office by the administrator; answers its client. */
async function authorisedInto(origin: string, officeId: string, hardwareId: string) {
  const t = terminalClient(origin, hardwareId);
  const code = (await t.register()).body!.jsonObject!.pairingCode!;
  const r = await call(app, 'POST', '/a/api/terminal/authorise', {
    cookie: admin,
    form: { pairingCode: code, officeId, name: hardwareId },
  });
  expect(r.body.code).toBe(0);
  await t.register();
  return t;
}

describe('institution tree', () => {
  it('loads lazily from the root of the range', async () => {
    const root = (await tree(admin)).jsonObject!;
    expect(root).toMatchObject([{ name: 'Platform', type: 'platform', hasChildren: true }]);
    const children = (await tree(admin, ids.platform)).jsonObject!;
    expect(children.map((c) => c.name)).toEqual(['North', 'South']);
    expect(children.find((c) => c.name === 'North')!.hasChildren).toBe(true);
    expect(children.find((c) => c.name === 'South')!.hasChildren).toBe(false);
  });

  it('edits an office and records the changed fields in the audit log', async () => {
    const r = await save(admin, { id: ids.South!, name: 'South Coast', sort: '5', remarks: 'Harbour screens' });
    expect(r.body.jsonObject).toMatchObject({ name: 'South Coast', sort: 5, remarks: 'Harbour screens' });
    const log = await app.db.kysely
      .selectFrom('sys_log')
      .select(['action', 'changes'])
      .where('module', '=', 'office')
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.changes)).toEqual({
      name: { before: 'South', after: 'South Coast' },
      sort: { before: 0, after: 5 },
      remarks: { before: '', after: 'Harbour screens' },
    });
  });

  it('finds offices by name with their path inside the range', async () => {
    const r = await call<undefined>(app, 'GET', '/a/api/office/searchOffice', {
      cookie: admin,
      form: { name: 'depot' },
    });
    const data = r.body.data as { list: OfficeHit[]; count: number };
    expect(data.count).toBe(1);
    expect(data.list[0]).toMatchObject({ name: 'North Depot', pathNames: ['Platform', 'North'] });
  });

  it('refuses to delete an office that holds users or sub-offices, saying what it holds', async () => {
    const r = await call(app, 'POST', '/a/api/office/deleteOffice', { cookie: admin, form: { id: ids.North! } });
    expect(r.body).toMatchObject({ code: 409, jsonObject: { users: 2, offices: 1 } });
    expect(r.body.message).toContain('2 user(s) and 1 sub-office(s)');
    expect((await tree(admin, ids.platform)).jsonObject!.map((c) => c.name)).toContain('North');
  });

  it('reports the figures of an office alone and with its subtree', async () => {
    const figures = async (id: string) => {
      const [alone, all] = await Promise.all(
        ['findInstantStatistics', 'officeDynamicData'].map((c) =>
          call<OfficeFigures>(app, 'GET', `/a/api/office/${c}`, { cookie: admin, form: { id } }),
        ),
      );
      return { alone: alone!.body.jsonObject, all: all!.body.jsonObject };
    };
    const none = { terminalsOnline: 0, terminalsTotal: 0, storageBytes: 0 };
    expect(await figures(ids.North!)).toEqual({
      alone: { officeId: ids.North, users: 1, offices: 1, ...none },
      all: { officeId: ids.North, users: 2, offices: 1, ...none },
    });

    // North: a screen playing (online) and a picture; the depot below it: a screen switched off and two pictures.
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
    const lobby = await authorisedInto(origin, ids.North!, 'north-lobby-0001');
    await authorisedInto(origin, ids['North Depot']!, 'depot-gate-0001');
    const socket = await lobby.connect();
    await socket.next('welcome');
    const pictures = [await pngOf(40, 30), await pngOf(50, 40, '#2980b9'), await pngOf(60, 50, '#27ae60')];
    await upload(app, admin, pictures[0]!, 'North poster.png', { officeId: ids.North! });
    await upload(app, admin, pictures[1]!, 'Depot poster.png', { officeId: ids['North Depot']! });
    await upload(app, admin, pictures[2]!, 'Depot map.png', { officeId: ids['North Depot']! });
    const [north, depot] = [pictures[0]!.length, pictures[1]!.length + pictures[2]!.length];

    expect(await figures(ids.North!)).toEqual({
      alone: { officeId: ids.North, users: 1, offices: 1, terminalsOnline: 1, terminalsTotal: 1, storageBytes: north },
      all: {
        officeId: ids.North,
        users: 2,
        offices: 1,
        terminalsOnline: 1,
        terminalsTotal: 2,
        storageBytes: north + depot,
      },
    });
    expect((await figures(ids['North Depot']!)).all).toMatchObject({
      terminalsOnline: 0,
      terminalsTotal: 1,
      storageBytes: depot,
    });
    // The platform counts everything below it; the sibling nothing.
    expect((await figures(ids.platform!)).all).toMatchObject({ terminalsTotal: 2, storageBytes: north + depot });
    expect((await figures(ids.South!)).all).toMatchObject(none);

    socket.ws.close();
    await socket.closed;
    await expect
      .poll(async () => (await figures(ids.North!)).alone)
      .toMatchObject({ terminalsOnline: 0, terminalsTotal: 1 });
  });

  it('moves an office with its subtree, and never into itself', async () => {
    const moved = await call(app, 'POST', '/a/api/office/moveinstitude', {
      cookie: admin,
      form: { id: ids.North!, parentId: ids.South! },
    });
    expect(moved.body.code).toBe(0);
    expect((await tree(admin, ids.South)).jsonObject!.map((c) => c.name)).toEqual(['North']);
    // The depot moved along: found under North, with the new path.
    const hit = await call<undefined>(app, 'GET', '/a/api/office/searchOffice', {
      cookie: admin,
      form: { name: 'Depot' },
    });
    expect((hit.body.data as { list: OfficeHit[] }).list[0]!.pathNames).toEqual(['Platform', 'South Coast', 'North']);
    const loop = await call(app, 'POST', '/a/api/office/moveinstitude', {
      cookie: admin,
      form: { id: ids.South!, parentId: ids['North Depot']! },
    });
    expect(loop.body.code).toBe(409);
    // Its users still sign in, and their range moved with them.
    const northAdmin = await signIn(app, 'north.admin');
    expect((await tree(northAdmin)).jsonObject!.map((o) => o.name)).toEqual(['North']);
  });

  it('deletes an empty office', async () => {
    const empty = await save(admin, { name: 'Pop-up store', parentId: ids.platform! });
    const r = await call(app, 'POST', '/a/api/office/deleteOffice', {
      cookie: admin,
      form: { id: empty.body.jsonObject!.id },
    });
    expect(r.body.code).toBe(0);
    expect((await tree(admin, ids.platform)).jsonObject!.map((c) => c.name)).not.toContain('Pop-up store');
  });
});

describe('data range', () => {
  it('shows a branch administrator only the branch, and refuses everything outside it', async () => {
    const cookie = await signIn(app, 'north.admin');
    expect((await tree(cookie)).jsonObject!.map((o) => o.name)).toEqual(['North']);
    const outside = ids.platform!;
    const sibling = ids.South!;
    expect((await tree(cookie, outside)).code).toBe(404);
    expect((await save(cookie, { name: 'Intruder', parentId: sibling })).body.code).toBe(404);
    expect((await save(cookie, { id: sibling, name: 'Renamed' })).body.code).toBe(404);
    expect((await call(app, 'POST', '/a/api/office/deleteOffice', { cookie, form: { id: sibling } })).body.code).toBe(
      404,
    );
    expect(
      (await call(app, 'GET', '/a/api/office/officeDynamicData', { cookie, form: { id: outside } })).body.code,
    ).toBe(404);
    const search = await call(app, 'GET', '/a/api/office/searchOffice', { cookie, form: { name: 'South' } });
    expect((search.body.data as { count: number }).count).toBe(0);
    // Its own office can be neither deleted nor moved away.
    expect(
      (await call(app, 'POST', '/a/api/office/deleteOffice', { cookie, form: { id: ids.North! } })).body.code,
    ).toBe(409);
  });

  it('refuses the tree to a role without the office permission', async () => {
    const cookie = await signIn(app, 'depot.operator');
    const r = await call(app, 'GET', '/a/api/office/treeDataNew', { cookie });
    expect(r.body.code).toBe(401);
  });
});
