import type { OfficeNode, OfficeTreeReason } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';

/**
 * The office tree's rules for moving and saving (modules/office/service.ts): agents stay directly
 * under the platform, customers directly under an agent or the platform, plain offices go anywhere
 * in the caller's range but into their own subtree, and nothing moves out of (or into) the range.
 * Built through the API: two agents, customers under an agent and under the platform, plain offices.
 */

let app: TestApp;
let admin: string;
let northAgent: string;
const ids: Record<string, string> = {};
const PASSWORD = 'Secret123';

const post = (cookie: string, url: string, form: Record<string, string>) => call(app, 'POST', url, { cookie, form });
const move = (cookie: string, id: string, parentId: string) =>
  call<OfficeNode>(app, 'POST', '/a/api/office/moveinstitude', { cookie, form: { id, parentId } });
const parentOf = async (id: string) =>
  (await app.db.kysely.selectFrom('sys_office').select('parent_id').where('id', '=', id).executeTakeFirstOrThrow())
    .parent_id;
const paths = async () =>
  Object.fromEntries(
    (await app.db.kysely.selectFrom('sys_office').select(['id', 'path', 'parent_id']).execute()).map((o) => [
      o.id,
      `${o.parent_id}|${o.path}`,
    ]),
  );
const moveRows = async () => (await auditRows(app, 'office', 'move')).length;

/** A refused move: 409, a message, the field and reason the console translates, nothing moved, nothing logged. */
async function refused(
  cookie: string,
  id: string,
  parentId: string,
  field: 'id' | 'parentId',
  reason: OfficeTreeReason,
) {
  const [before, logged] = [await paths(), await moveRows()];
  const r = await move(cookie, id, parentId);
  expect(r.status).toBe(409);
  expect(r.body).toMatchObject({ code: 409, data: { fields: [{ field, message: reason }] } });
  expect(r.body.message).not.toBe('');
  expect(await paths()).toEqual(before);
  expect(await moveRows()).toBe(logged);
  return r.body.message;
}

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const root = await call<OfficeNode[]>(app, 'GET', '/a/api/office/treeDataNew', { cookie: admin });
  ids.platform = root.body.jsonObject![0]!.id;
  const office = async (name: string, parentId: string, cookie = admin) => {
    const r = await post(cookie, '/a/api/office/save', { name, parentId });
    expect(r.body.code, name).toBe(0);
    return (r.body.jsonObject as OfficeNode).id;
  };
  const customer = async (name: string, parentId: string, cookie = admin) => {
    const r = await post(cookie, '/a/api/customer/save', { name, parentId });
    expect(r.body.code, name).toBe(0);
    return (r.body.jsonObject as { id: string }).id;
  };
  ids.north = await office('North Agency', ids.platform);
  ids.south = await office('South Agency', ids.platform);
  for (const [id, login] of [
    [ids.north, 'north.agent'],
    [ids.south, 'south.agent'],
  ] as const) {
    const r = await post(admin, '/a/api/office/openAgentOffice', {
      id,
      adminLoginName: login,
      adminName: login,
      adminPassword: PASSWORD,
    });
    expect(r.body.code).toBe(0);
  }
  northAgent = await signIn(app, 'north.agent', PASSWORD);
  ids.branch = await office('Branch', ids.platform);
  ids.depot = await office('Branch Depot', ids.branch);
  ids.acme = await customer('Acme', ids.north, northAgent);
  ids.acmeShop = await office('Acme Shop', ids.acme, northAgent);
  ids.acmeKiosk = await office('Acme Kiosk', ids.acme, northAgent);
  ids.globex = await customer('Globex', ids.north, northAgent);
  ids.initech = await customer('Initech', ids.platform);
  ids.umbrella = await customer('Umbrella', ids.south);
});
afterAll(() => app.close());

describe('agents stay directly under the platform', () => {
  it('refuses to move an agent under a plain office, a customer or another agent', async () => {
    for (const target of [ids.branch!, ids.depot!, ids.initech!, ids.south!]) {
      const message = await refused(admin, ids.north!, target, 'parentId', 'agentUnderPlatform');
      expect(message).toBe('An agent stays directly under the platform');
    }
    expect(await parentOf(ids.north!)).toBe(ids.platform);
  });

  it('keeps an agent where it is when asked to move it under the platform again', async () => {
    const r = await move(admin, ids.north!, ids.platform!);
    expect(r.body).toMatchObject({ code: 0, jsonObject: { id: ids.north, parentId: ids.platform, type: 'agent' } });
  });
});

describe('customers stay directly under an agent or the platform', () => {
  it('refuses to move a customer under a plain office, another customer or an office inside one', async () => {
    for (const target of [ids.branch!, ids.depot!, ids.globex!, ids.initech!, ids.umbrella!]) {
      const message = await refused(admin, ids.acme!, target, 'parentId', 'customerUnderAgent');
      expect(message).toBe('A customer stays directly under an agent or the platform');
    }
    // The agent's administrator is refused the same within its own range.
    await refused(northAgent, ids.acme!, ids.globex!, 'parentId', 'customerUnderAgent');
    await refused(northAgent, ids.globex!, ids.acmeShop!, 'parentId', 'customerUnderAgent');
    expect(await parentOf(ids.acme!)).toBe(ids.north);
  });

  it('moves a customer with its offices to another agent or to the platform, and back', async () => {
    const r = await move(admin, ids.acme!, ids.south!);
    expect(r.body).toMatchObject({ code: 0, jsonObject: { id: ids.acme, parentId: ids.south } });
    const shop = await app.db.kysely
      .selectFrom('sys_office')
      .select('path')
      .where('id', '=', ids.acmeShop!)
      .executeTakeFirstOrThrow();
    expect(shop.path).toBe(`${ids.platform},${ids.south},${ids.acme},${ids.acmeShop},`);
    expect((await move(admin, ids.initech!, ids.north!)).body.code).toBe(0);
    expect((await move(admin, ids.initech!, ids.platform!)).body.code).toBe(0);
    expect((await move(admin, ids.acme!, ids.north!)).body.code).toBe(0);
    expect(await parentOf(ids.acme!)).toBe(ids.north);
  });
});

describe('plain offices move anywhere in the range but into themselves', () => {
  it('refuses a move into the office itself or its subtree', async () => {
    const message = await refused(admin, ids.branch!, ids.depot!, 'parentId', 'intoItself');
    expect(message).toBe('An office cannot move into itself or its sub-offices');
    await refused(admin, ids.branch!, ids.branch!, 'parentId', 'intoItself');
  });

  it('moves a plain office under a customer, another office of a customer, an agent or the platform', async () => {
    expect((await move(admin, ids.depot!, ids.acme!)).body.code).toBe(0);
    expect((await move(northAgent, ids.depot!, ids.acmeShop!)).body.code).toBe(0);
    expect((await move(northAgent, ids.acmeKiosk!, ids.globex!)).body.code).toBe(0);
    expect((await move(northAgent, ids.acmeKiosk!, ids.north!)).body.code).toBe(0);
    expect((await move(admin, ids.depot!, ids.branch!)).body.code).toBe(0);
    expect(await parentOf(ids.depot!)).toBe(ids.branch);
    const logged = await app.db.kysely
      .selectFrom('sys_log')
      .select(['target', 'changes', 'user_name as userName'])
      .where('module', '=', 'office')
      .where('action', '=', 'move')
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ target: 'Branch Depot', userName: 'admin' });
    expect(JSON.parse(logged.changes)).toEqual({ parent: { before: 'Acme Shop', after: 'Branch' } });
  });
});

describe('the platform and the root of the range stay put', () => {
  it('refuses to move the platform', async () => {
    const message = await refused(admin, ids.platform!, ids.branch!, 'id', 'platformFixed');
    expect(message).toBe('The platform cannot be moved');
  });

  it("refuses to move the caller's own office, or the office its range was narrowed to", async () => {
    // The agent's administrator: its own office, whatever the target in its range.
    await refused(northAgent, ids.north!, ids.acme!, 'id', 'ownOffice');
    // The platform administrator narrows the range to Branch: Branch is the range's root now.
    const narrowed = await call(app, 'GET', '/a/api/user/updateDefDataRange', {
      cookie: admin,
      form: { officeId: ids.branch! },
    });
    expect(narrowed.body.code).toBe(0);
    try {
      await refused(admin, ids.branch!, ids.depot!, 'id', 'ownOffice');
    } finally {
      await call(app, 'GET', '/a/api/user/updateDefDataRange', { cookie: admin, form: { officeId: '' } });
    }
  });
});

describe('nothing moves out of the range, nor in from outside it', () => {
  it('answers 404, as for a missing office, and moves nothing', async () => {
    const before = await paths();
    const missing = '00000000-0000-7000-8000-000000000000';
    const attempts: [string, string][] = [
      [ids.acme!, ids.platform!], // out: the platform is above the agent's range
      [ids.acme!, ids.south!], // out: another agent
      [ids.acmeShop!, ids.umbrella!], // out: another agent's customer
      [ids.umbrella!, ids.north!], // in: another agent's customer
      [ids.branch!, ids.acme!], // in: an office outside the range
      [ids.acme!, missing],
    ];
    for (const [id, parentId] of attempts) {
      const r = await move(northAgent, id, parentId);
      expect({ id, parentId, code: r.body.code, status: r.status }).toEqual({ id, parentId, code: 404, status: 404 });
      expect(r.body.message).toBe('No such office in your range');
    }
    expect(await paths()).toEqual(before);
  });
});

describe('saving never moves an office', () => {
  it('refuses an edit naming another parent, and changes nothing', async () => {
    const r = await post(northAgent, '/a/api/office/save', {
      id: ids.acmeShop!,
      name: 'Acme Flagship',
      parentId: ids.globex!,
    });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: 409,
      message: 'Saving does not move an office: move it instead',
      data: { fields: [{ field: 'parentId', message: 'moveSeparately' }] },
    });
    const row = await app.db.kysely
      .selectFrom('sys_office')
      .select(['name', 'parent_id'])
      .where('id', '=', ids.acmeShop!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Acme Shop', parent_id: ids.acme });
  });

  it('edits when the parent named is the one it has, or none is named', async () => {
    const same = await post(northAgent, '/a/api/office/save', {
      id: ids.acmeShop!,
      name: 'Acme Flagship',
      parentId: ids.acme!,
    });
    expect(same.body).toMatchObject({ code: 0, jsonObject: { name: 'Acme Flagship', parentId: ids.acme } });
    const none = await post(northAgent, '/a/api/office/save', { id: ids.acmeShop!, name: 'Acme Shop' });
    expect(none.body).toMatchObject({ code: 0, jsonObject: { name: 'Acme Shop', parentId: ids.acme } });
  });

  it('still creates plain offices under any office of the range, customers and agents included', async () => {
    for (const parentId of [ids.north!, ids.acme!, ids.acmeShop!]) {
      const r = await post(northAgent, '/a/api/office/save', { name: `New under ${parentId.slice(-4)}`, parentId });
      expect(r.body).toMatchObject({ code: 0, jsonObject: { type: 'office', parentId } });
    }
    expect(
      (await post(northAgent, '/a/api/office/save', { name: 'Intruder', parentId: ids.umbrella! })).body.code,
    ).toBe(404);
  });
});
