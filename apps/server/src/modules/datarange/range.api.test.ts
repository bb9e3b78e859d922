import { MENU_CATALOGUE, type DataRangeInfo, type LogItem, type OfficeNode, type Page } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
let admin: string;
let agnes: string;
let agent: { id: string; path: string };
let customerA: { id: string; path: string };
let customerB: { id: string; path: string };
let shopA: { id: string; path: string };
let otherAgent: { id: string; path: string };
let bobId: string;

const users = async (cookie: string) =>
  (
    (await call(app, 'GET', '/a/api/user/usereList', { cookie, form: { pageSize: '200' } })).body.data as Page<{
      loginName: string;
    }>
  ).list
    .map((u) => u.loginName)
    .sort();
const officeRoot = async (cookie: string) =>
  (await call<OfficeNode[]>(app, 'GET', '/a/api/office/treeDataNew', { cookie })).body.jsonObject!;
const officeSearch = async (cookie: string) =>
  (
    (await call(app, 'GET', '/a/api/office/searchOffice', { cookie, form: { pageSize: '200' } })).body.data as Page<{
      name: string;
    }>
  ).list
    .map((o) => o.name)
    .sort();
const logOffices = async (cookie: string) =>
  [
    ...new Set(
      (
        (await call(app, 'GET', '/a/api/log/ajaxScrollLog', { cookie, form: { pageSize: '100' } })).body.data as {
          list: LogItem[];
        }
      ).list.map((l) => l.officeName),
    ),
  ].sort();
const setRange = (cookie: string, officeId?: string) =>
  call<DataRangeInfo>(app, 'GET', '/a/api/user/updateDefDataRange', {
    cookie,
    form: officeId === undefined ? {} : { officeId },
  });
const current = async (cookie: string) =>
  (await call<DataRangeInfo>(app, 'GET', '/a/api/user/dataRange', { cookie })).body.jsonObject!;

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const platform = await platformOffice(app);
  agent = await addOffice(app, 'Agent North', platform);
  customerA = await addOffice(app, 'Customer A', agent);
  shopA = await addOffice(app, 'Shop A1', customerA);
  customerB = await addOffice(app, 'Customer B', agent);
  otherAgent = await addOffice(app, 'Agent South', platform);
  await addPerson(app, 'agnes', 'agentAdmin', agent.id);
  await addPerson(app, 'ann', 'operator', customerA.id);
  await addPerson(app, 'sam', 'operator', shopA.id);
  bobId = await addPerson(app, 'bob', 'operator', customerB.id);
  await addPerson(app, 'sven', 'operator', otherAgent.id);
  // Sign-ins leave log rows in each office.
  for (const name of ['ann', 'sam', 'bob', 'sven']) await signIn(app, name);
  agnes = await signIn(app, 'agnes');
});
afterAll(() => app.close());

describe('default data range', () => {
  it('starts at the user’s own office and its subtree', async () => {
    expect(await current(agnes)).toEqual({
      officeId: agent.id,
      officeName: 'Agent North',
      isDefault: true,
      dataScope: 'subtree',
    });
    expect(await users(agnes)).toEqual(['agnes', 'ann', 'bob', 'sam']);
    expect((await officeRoot(agnes)).map((o) => o.name)).toEqual(['Agent North']);
    expect(await officeSearch(agnes)).toEqual(['Agent North', 'Customer A', 'Customer B', 'Shop A1']);
    expect(await logOffices(agnes)).toEqual(['Agent North', 'Customer A', 'Customer B', 'Shop A1']);
  });

  it('narrows users, offices and logs to the chosen office’s subtree, audited', async () => {
    const r = await setRange(agnes, customerA.id);
    expect(r.body.jsonObject).toEqual({
      officeId: customerA.id,
      officeName: 'Customer A',
      isDefault: false,
      dataScope: 'subtree',
    });
    expect(await current(agnes)).toMatchObject({ officeId: customerA.id, isDefault: false });
    expect(await users(agnes)).toEqual(['ann', 'sam']);
    expect((await officeRoot(agnes)).map((o) => o.name)).toEqual(['Customer A']);
    expect(await officeSearch(agnes)).toEqual(['Customer A', 'Shop A1']);
    expect(await logOffices(agnes)).toEqual(['Customer A', 'Shop A1']);
    // Rows outside the narrowed range answer like missing ones.
    const bobRoles = await call(app, 'GET', '/a/api/user/roleListByUserId', { cookie: agnes, form: { userId: bobId } });
    expect(bobRoles.body.code).toBe(404);
    const b = await call(app, 'GET', '/a/api/office/findChild', { cookie: agnes, form: { id: customerB.id } });
    expect(b.body.code).toBe(404);

    const log = await call(app, 'GET', '/a/api/log/ajaxScrollLog', {
      cookie: admin,
      form: { module: 'user', action: 'dataRange' },
    });
    const row = (log.body.data as { list: LogItem[] }).list[0]!;
    expect(row).toMatchObject({ userName: 'agnes', target: 'agnes' });
    expect(row.changes).toEqual({ dataRange: { before: 'Agent North', after: 'Customer A' } });
  });

  it('keeps the choice for the next session, and offers only offices of the user’s own range', async () => {
    const again = await signIn(app, 'agnes');
    expect(await users(again)).toEqual(['ann', 'sam']);
    // The picker still offers the whole own range.
    const root = await call<OfficeNode[]>(app, 'GET', '/a/api/user/dataRangeTree', { cookie: again });
    expect(root.body.jsonObject!.map((o) => o.name)).toEqual(['Agent North']);
    const level = await call<OfficeNode[]>(app, 'GET', '/a/api/user/dataRangeTree', {
      cookie: again,
      form: { id: agent.id },
    });
    expect(level.body.jsonObject!.map((o) => o.name).sort()).toEqual(['Customer A', 'Customer B']);
    const foreign = await call(app, 'GET', '/a/api/user/dataRangeTree', { cookie: again, form: { id: otherAgent.id } });
    expect(foreign.body.code).toBe(404);
    expect((await setRange(again, otherAgent.id)).body.code).toBe(404);
    expect((await setRange(again, 'no-such-office')).body.code).toBe(404);
    expect(await current(again)).toMatchObject({ officeId: customerA.id });
  });

  it('is changed only from the console itself, like a POST', async () => {
    const r = await call(app, 'GET', '/a/api/user/updateDefDataRange', {
      cookie: agnes,
      form: { officeId: customerB.id },
      headers: { origin: 'https://evil.example' },
    });
    expect(r.body.code).toBe(403);
    expect(await current(agnes)).toMatchObject({ officeId: customerA.id });
  });

  it('resets to the own office and its subtree', async () => {
    const r = await setRange(agnes);
    expect(r.body.jsonObject).toMatchObject({ officeId: agent.id, isDefault: true });
    expect(await users(agnes)).toEqual(['agnes', 'ann', 'bob', 'sam']);
    expect(await logOffices(agnes)).toEqual(['Agent North', 'Customer A', 'Customer B', 'Shop A1']);
  });

  it('falls back to the own office when the chosen office is gone', async () => {
    expect((await setRange(agnes, customerB.id)).body.code).toBe(0);
    await app.db.kysely.deleteFrom('sys_user').where('id', '=', bobId).execute();
    await app.db.kysely.deleteFrom('sys_office').where('id', '=', customerB.id).execute();
    expect(await current(agnes)).toMatchObject({ officeId: agent.id, isDefault: true });
    expect(await users(agnes)).toEqual(['agnes', 'ann', 'sam']);
  });
});

describe("role data scope 'office'", () => {
  let olive: string;
  let oliveId: string;
  let clerkRole: string;

  beforeAll(async () => {
    const grants = MENU_CATALOGUE.filter((m) => /^sys:(user|office|log):view$/.test(m.permission)).map((m) => m.id);
    const r = await call<{ id: string }>(app, 'POST', '/a/api/role/save', {
      cookie: admin,
      form: {
        name: 'Desk clerk',
        code: 'deskClerk',
        officeId: agent.id,
        dataScope: 'office',
        menuIds: grants.join(','),
      },
    });
    expect(r.body.code).toBe(0);
    clerkRole = r.body.jsonObject!.id;
    oliveId = await addPerson(app, 'olive', clerkRole, agent.id);
    olive = await signIn(app, 'olive');
  });

  it('limits lists to the user’s own office, without its subtree', async () => {
    expect(await current(olive)).toMatchObject({ officeId: agent.id, dataScope: 'office' });
    expect(await users(olive)).toEqual(['agnes', 'olive']);
    const root = await officeRoot(olive);
    expect(root.map((o) => ({ name: o.name, hasChildren: o.hasChildren }))).toEqual([
      { name: 'Agent North', hasChildren: false },
    ]);
    expect(await officeSearch(olive)).toEqual(['Agent North']);
    expect(await logOffices(olive)).toEqual(['Agent North']);
    const filtered = await call(app, 'GET', '/a/api/user/usereList', {
      cookie: olive,
      form: { officeId: customerA.id },
    });
    expect((filtered.body.data as Page<unknown>).count).toBe(0);
  });

  it('cannot be widened through the default range', async () => {
    expect((await setRange(olive, customerA.id)).body.code).toBe(404);
    const tree = await call<OfficeNode[]>(app, 'GET', '/a/api/user/dataRangeTree', {
      cookie: olive,
      form: { id: agent.id },
    });
    expect(tree.body.jsonObject).toEqual([]);
  });

  it('gives way to the subtree when another role of the user grants it', async () => {
    const edit = await call(app, 'POST', '/a/api/user/save', {
      cookie: admin,
      form: { id: oliveId, officeId: agent.id, loginName: 'olive', name: 'olive', roleIds: `${clerkRole},operator` },
    });
    expect(edit.body.code).toBe(0);
    expect(await current(olive)).toMatchObject({ dataScope: 'subtree' });
    expect(await users(olive)).toEqual(['agnes', 'ann', 'olive', 'sam']);
  });
});
