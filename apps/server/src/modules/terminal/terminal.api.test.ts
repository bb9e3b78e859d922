import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

/**
 * The console's terminal calls (/a/api/terminal): lists, counts, details, search and states within
 * the caller's data range; authorise, rename, pair again, delete, command; each refused without a
 * session, without its permission, for another tenant's terminal, and for bad input (nothing stored).
 */

let app: TestApp;
let admin: string;
let north: { id: string; path: string };
let south: { id: string; path: string };
let northAdmin: string;
let southAdmin: string;
let reviewer: string;
const ids: Record<string, string> = {};

const register = async (hardwareId: string) => {
  const r = await app.http.inject({ method: 'POST', url: '/apm-web/terminal/register', payload: { hardwareId } });
  return (r.json() as { jsonObject: { terminalId: string; pairingCode: string } }).jsonObject;
};

async function pairInto(cookie: string, hardwareId: string, officeId: string, name: string): Promise<string> {
  const { pairingCode } = await register(hardwareId);
  const r = await call<{ id: string }>(app, 'POST', '/a/api/terminal/authorise', {
    cookie,
    form: { pairingCode, officeId, name },
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.jsonObject!.id;
}

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const platform = await platformOffice(app);
  north = await addOffice(app, 'North', platform);
  south = await addOffice(app, 'South', platform);
  await addPerson(app, 'north.admin', 'customerAdmin', north.id);
  await addPerson(app, 'south.admin', 'customerAdmin', south.id);
  await addPerson(app, 'north.reviewer', 'reviewer', north.id);
  northAdmin = await signIn(app, 'north.admin', ADMIN.password);
  southAdmin = await signIn(app, 'south.admin', ADMIN.password);
  reviewer = await signIn(app, 'north.reviewer', ADMIN.password);
  ids.lobby = await pairInto(northAdmin, 'north-lobby-0001', north.id, 'Lobby');
  ids.window = await pairInto(northAdmin, 'north-window-0001', north.id, 'Window');
  ids.south = await pairInto(southAdmin, 'south-lobby-0001', south.id, 'South lobby');
  // A screen nobody claimed yet.
  ids.unclaimed = (await register('unclaimed-device-0001')).terminalId;
});
afterAll(() => app?.close());

const get = <J>(cookie: string, url: string, form: Record<string, string> = {}) =>
  call<J>(app, 'GET', `/a/api/terminal/${url}`, { cookie, form });
const post = <J>(cookie: string, url: string, form: Record<string, string> = {}) =>
  call<J>(app, 'POST', `/a/api/terminal/${url}`, { cookie, form });

type Page = { list: Array<{ id: string; name: string; state: string; pairingCode: string | null }>; count: number };

describe('terminal console calls', () => {
  it('lists the range’s terminals a page at a time, by office, name, state and online state', async () => {
    const all = await get<unknown>(northAdmin, 'list', { pageSize: '1' });
    const page = all.body.data as Page;
    expect(page.count).toBe(2);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]!.name).toBe('Lobby');
    const second = (await get<unknown>(northAdmin, 'list', { pageSize: '1', pageNo: '2' })).body.data as Page;
    expect(second.list[0]!.name).toBe('Window');

    const byName = (await get<unknown>(northAdmin, 'list', { name: 'WIND' })).body.data as Page;
    expect(byName.list.map((t) => t.id)).toEqual([ids.window]);
    const offline = (await get<unknown>(northAdmin, 'list', { online: 'offline' })).body.data as Page;
    expect(offline.count).toBe(2);
    expect(((await get<unknown>(northAdmin, 'list', { online: 'online' })).body.data as Page).count).toBe(0);
    // Another office's subtree: nothing, not a refusal that would tell it exists.
    expect(((await get<unknown>(northAdmin, 'list', { officeId: south.id })).body.data as Page).count).toBe(0);

    // The platform sees every office's terminals and the screens nobody claimed, with their codes.
    const platform = (await get<unknown>(admin, 'list', { state: 'pending' })).body.data as Page;
    expect(platform.list.map((t) => t.id)).toEqual([ids.unclaimed]);
    expect(platform.list[0]!.pairingCode).toMatch(/^[A-Z2-9]{6}$/);
    // An office's administrator does not see screens nobody claimed.
    expect(((await get<unknown>(northAdmin, 'list', { state: 'pending' })).body.data as Page).count).toBe(0);
  });

  it('counts online, offline and pending terminals of the range or of one office', async () => {
    expect((await get(northAdmin, 'terminalStatusCount')).body.jsonObject).toEqual({
      total: 2,
      online: 0,
      offline: 2,
      pending: 0,
    });
    expect((await get(admin, 'terminalStatusCount')).body.jsonObject).toEqual({
      total: 4,
      online: 0,
      offline: 3,
      pending: 1,
    });
    expect((await get(admin, 'terminalStatusCount', { officeId: south.id })).body.jsonObject).toMatchObject({
      total: 1,
    });
  });

  it('shows details, searches, and tells states of the range only', async () => {
    const d = await get<{ name: string; officeName: string; hardwareId: string }>(northAdmin, 'terminalDetails', {
      id: ids.lobby!,
    });
    expect(d.body.jsonObject).toMatchObject({ name: 'Lobby', officeName: 'North', hardwareId: 'north-lobby-0001' });
    expect((await get(northAdmin, 'terminalDetails', { id: ids.south! })).body.code).toBe(404);
    expect((await get(northAdmin, 'findTerminalStatus', { id: ids.south! })).body.code).toBe(404);

    const found = (await get<unknown>(northAdmin, 'search', { keyword: 'lobby' })).body.data as Page;
    expect(found.list.map((t) => t.id)).toEqual([ids.lobby]);

    const states = await get<Array<{ id: string; online: boolean }>>(northAdmin, 'findTerminalStatusArray', {
      ids: `${ids.lobby},${ids.south},${ids.window}`,
    });
    expect(states.body.jsonObject!.map((s) => s.id).sort()).toEqual([ids.lobby, ids.window].sort());
  });

  it('refuses every call without a session, and without the permission', async () => {
    const calls: Array<['GET' | 'POST', string, Record<string, string>]> = [
      ['GET', 'list', {}],
      ['GET', 'terminalStatusCount', {}],
      ['GET', 'terminalDetails', { id: ids.lobby! }],
      ['GET', 'search', { keyword: 'lobby' }],
      ['GET', 'findTerminalStatus', { id: ids.lobby! }],
      ['GET', 'findTerminalStatusArray', { ids: ids.lobby! }],
      ['POST', 'authorise', { pairingCode: 'AAAAAA', officeId: north.id, name: 'x' }],
      ['POST', 'rename', { id: ids.lobby!, name: 'Stolen' }],
      ['POST', 'pairAgain', { id: ids.lobby! }],
      ['POST', 'delete', { ids: ids.lobby! }],
      ['POST', 'command', { id: ids.lobby!, name: 'reload' }],
    ];
    for (const [method, url, form] of calls) {
      const none = await call(app, method, `/a/api/terminal/${url}`, { form });
      expect(none.body.code, url).toBe(440);
      const denied = await call(app, method, `/a/api/terminal/${url}`, { cookie: reviewer, form });
      expect([denied.status, denied.body.code], url).toEqual([401, 401]);
    }
    expect((await get<{ name: string }>(northAdmin, 'terminalDetails', { id: ids.lobby! })).body.jsonObject?.name).toBe(
      'Lobby',
    );
  });

  it('refuses another tenant’s terminals and offices, changing nothing', async () => {
    expect((await post(southAdmin, 'rename', { id: ids.lobby!, name: 'Stolen' })).body.code).toBe(404);
    expect((await post(southAdmin, 'pairAgain', { id: ids.lobby! })).body.code).toBe(404);
    expect((await post(southAdmin, 'command', { id: ids.lobby!, name: 'clear' })).body.code).toBe(404);
    expect((await post(southAdmin, 'delete', { ids: ids.lobby! })).body).toMatchObject({
      code: 0,
      jsonObject: { count: 0 },
    });
    // Authorising into an office outside the range.
    const { pairingCode } = await register('south-new-0002');
    const into = await post(southAdmin, 'authorise', { pairingCode, officeId: north.id, name: 'Intruder' });
    expect(into.body).toMatchObject({ code: 404, data: { fields: [{ field: 'officeId' }] } });
    // A screen set back to pending in North is North's to authorise again, even knowing its code.
    expect((await post(northAdmin, 'pairAgain', { id: ids.window! })).body.code).toBe(0);
    const code = (await get<{ pairingCode: string }>(northAdmin, 'terminalDetails', { id: ids.window! })).body
      .jsonObject!.pairingCode;
    const taken = await post(southAdmin, 'authorise', { pairingCode: code, officeId: south.id, name: 'Mine' });
    expect(taken.body).toMatchObject({ code: 404, data: { fields: [{ field: 'pairingCode' }] } });
    expect(
      (await post(northAdmin, 'authorise', { pairingCode: code, officeId: north.id, name: 'Window' })).body.code,
    ).toBe(0);
    const lobby = await get<{ name: string; state: string }>(northAdmin, 'terminalDetails', { id: ids.lobby! });
    expect(lobby.body.jsonObject).toMatchObject({ name: 'Lobby', state: 'authorised' });
  });

  it('refuses bad input with the fields named, storing nothing', async () => {
    const before = await auditRows(app, 'terminal', 'rename');
    const bad = await post(northAdmin, 'rename', { id: ids.lobby!, name: '' });
    expect(bad.body).toMatchObject({ code: 400, data: { fields: [{ field: 'name' }] } });
    const badCode = await post(northAdmin, 'authorise', { pairingCode: 'AB', officeId: north.id, name: 'x' });
    expect(badCode.body).toMatchObject({ code: 400, data: { fields: [{ field: 'pairingCode' }] } });
    const badCommand = await post(northAdmin, 'command', { id: ids.lobby!, name: 'format' });
    expect(badCommand.body).toMatchObject({ code: 400, data: { fields: [{ field: 'name' }] } });
    expect(await auditRows(app, 'terminal', 'rename')).toEqual(before);
  });

  it('renames, commands an offline terminal, deletes: each audited', async () => {
    expect((await post(northAdmin, 'rename', { id: ids.lobby!, name: 'Front desk' })).body.code).toBe(0);
    const renamed = await auditRows(app, 'terminal', 'rename', 'Front desk');
    expect(renamed).toHaveLength(1);
    expect(JSON.parse(renamed[0]!.changes)).toEqual({ name: { before: 'Lobby', after: 'Front desk' } });

    const offline = await post(northAdmin, 'command', { id: ids.lobby!, name: 'refresh' });
    expect(offline.body.jsonObject).toMatchObject({ ok: false, error: 'offline' });
    expect(await auditRows(app, 'terminal', 'command', 'Front desk')).toHaveLength(1);

    const del = await post(northAdmin, 'delete', { ids: `${ids.lobby},${ids.south}` });
    expect(del.body.jsonObject).toEqual({ count: 1 });
    expect(await auditRows(app, 'terminal', 'delete', 'Front desk')).toHaveLength(1);
    expect((await get(northAdmin, 'terminalDetails', { id: ids.lobby! })).body.code).toBe(404);
    expect((await get(southAdmin, 'terminalDetails', { id: ids.south! })).body.code).toBe(0);
  });
});
