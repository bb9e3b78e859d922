import {
  MENU_CATALOGUE,
  type GrantNode,
  type LogItem,
  type Page,
  type RoleDetail,
  type RoleItem,
  type RoleListItem,
  type UserInfo,
} from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
let admin: string;
let platform: { id: string; path: string };
let agent: { id: string; path: string };
let customerA: { id: string; path: string };
let customerB: { id: string; path: string };
let agentAdmin: string;

/** Menu entry ids of the catalogue whose permission starts with a prefix. */
const entries = (prefix: string) => MENU_CATALOGUE.filter((m) => m.permission.startsWith(prefix)).map((m) => m.id);
const flat = (nodes: GrantNode[]): GrantNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

const list = async (cookie: string, form: Record<string, string> = {}) =>
  (await call(app, 'GET', '/a/api/role/list', { cookie, form })).body.data as Page<RoleListItem>;
const save = (cookie: string, form: Record<string, string>) =>
  call<{ id: string }>(app, 'POST', '/a/api/role/save', { cookie, form });
const detail = (cookie: string, id: string) =>
  call<RoleDetail>(app, 'GET', '/a/api/role/detail', { cookie, form: { id } });
const remove = (cookie: string, id: string) => call(app, 'POST', '/a/api/role/delete', { cookie, form: { id } });
const saveUser = (cookie: string, form: Record<string, string>) =>
  call<{ id: string }>(app, 'POST', '/a/api/user/save', { cookie, form });

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  platform = await platformOffice(app);
  agent = await addOffice(app, 'Agent North', platform);
  customerA = await addOffice(app, 'Customer A', agent);
  customerB = await addOffice(app, 'Customer B', agent);
  await addPerson(app, 'agnes', 'agentAdmin', agent.id);
  agentAdmin = await signIn(app, 'agnes');
});
afterAll(() => app.close());

describe('role management', () => {
  let editorId: string;

  it('creates a custom role of an office granting chosen pages and buttons, audited with its grants', async () => {
    const r = await save(admin, {
      name: 'Content editor',
      code: 'contentEditor',
      officeId: customerA.id,
      remarks: 'Makes programs for Customer A',
      menuIds: [...entries('content:program:'), 'home'].join(','),
    });
    expect(r.body.code).toBe(0);
    editorId = r.body.jsonObject!.id;

    const d = (await detail(admin, editorId)).body.jsonObject!;
    expect(d).toMatchObject({
      name: 'Content editor',
      code: 'contentEditor',
      officeId: customerA.id,
      officeName: 'Customer A',
      dataScope: 'subtree',
      builtIn: false,
      users: 0,
      editable: true,
    });
    // Entries open to everyone (home) are nothing to grant.
    expect(d.menuIds).toEqual(entries('content:program:').sort());
    expect(d.permissions).toEqual([
      'content:program:delete',
      'content:program:edit',
      'content:program:publish',
      'content:program:view',
    ]);

    const log = await call(app, 'GET', '/a/api/log/ajaxScrollLog', { cookie: admin, form: { module: 'role' } });
    const row = (log.body.data as { list: LogItem[] }).list[0]!;
    expect(row).toMatchObject({ action: 'create', target: 'contentEditor' });
    expect(row.changes.grants).toEqual({ after: d.permissions });
  });

  it('lists roles paged with a search, built-in ones read-only', async () => {
    const all = await list(admin, { pageSize: '200' });
    expect(all.list.map((r) => r.code)).toEqual(
      expect.arrayContaining(['admin', 'agentAdmin', 'customerAdmin', 'operator', 'reviewer', 'contentEditor']),
    );
    expect(all.list.filter((r) => r.builtIn).every((r) => !r.editable)).toBe(true);
    const page1 = await list(admin, { pageSize: '2', pageNo: '1' });
    const page2 = await list(admin, { pageSize: '2', pageNo: '2' });
    expect(page1).toMatchObject({ count: all.count, pageNo: 1, pageSize: 2 });
    expect(page1.list).toHaveLength(2);
    expect(page2.list.map((r) => r.id)).not.toContain(page1.list[0]!.id);
    expect((await list(admin, { keyword: 'EDITOR' })).list.map((r) => r.code)).toEqual(['contentEditor']);
    expect((await list(admin, { keyword: 'contentedit' })).count).toBe(1);
  });

  it('edits the role and audits the grants before and after', async () => {
    const r = await save(admin, {
      id: editorId,
      name: 'Content editor',
      code: 'contentEditor',
      officeId: customerA.id,
      dataScope: 'office',
      menuIds: entries('content:program:view').join(','),
    });
    expect(r.body.code).toBe(0);
    const d = (await detail(admin, editorId)).body.jsonObject!;
    expect(d).toMatchObject({ dataScope: 'office', permissions: ['content:program:view'] });
    const log = await call(app, 'GET', '/a/api/log/ajaxScrollLog', { cookie: admin, form: { module: 'role' } });
    const row = (log.body.data as { list: LogItem[] }).list[0]!;
    expect(row).toMatchObject({ action: 'update' });
    expect(row.changes.grants).toEqual({
      before: ['content:program:delete', 'content:program:edit', 'content:program:publish', 'content:program:view'],
      after: ['content:program:view'],
    });
    expect(row.changes.dataScope).toEqual({ before: 'subtree', after: 'office' });
  });

  it('refuses a taken code regardless of case, a bad code, an unknown entry and a built-in role', async () => {
    const dup = await save(admin, { name: 'X', code: 'CONTENTEDITOR', officeId: customerA.id });
    expect(dup.body).toMatchObject({ code: 409, data: { fields: [{ field: 'code', message: 'codeTaken' }] } });
    const builtInCode = await save(admin, { name: 'X', code: 'Operator', officeId: customerA.id });
    expect(builtInCode.body.code).toBe(409);
    const bad = await save(admin, { name: 'X', code: '1 role', officeId: customerA.id });
    expect(bad.body.code).toBe(400);
    const unknown = await save(admin, { name: 'X', code: 'x1', officeId: customerA.id, menuIds: 'no.such.entry' });
    expect(unknown.body).toMatchObject({ code: 400, data: { fields: [{ field: 'menuIds', message: 'unknownMenu' }] } });
    const builtIn = await save(admin, { id: 'operator', name: 'Op', code: 'operator', officeId: platform.id });
    expect(builtIn.body.code).toBe(409);
    expect((await remove(admin, 'reviewer')).body.code).toBe(409);
    expect((await list(admin, { keyword: 'x1' })).count).toBe(0);
  });

  it('offers a role of customer A in customer A only, and refuses to assign it in customer B', async () => {
    const inA = await call<RoleItem[]>(app, 'GET', '/a/api/user/allRoleList', {
      cookie: admin,
      form: { officeId: customerA.id },
    });
    expect(inA.body.jsonObject!.map((r) => r.code)).toContain('contentEditor');
    const inB = await call<RoleItem[]>(app, 'GET', '/a/api/user/allRoleList', {
      cookie: admin,
      form: { officeId: customerB.id },
    });
    expect(inB.body.jsonObject!.map((r) => r.code)).not.toContain('contentEditor');
    expect(inB.body.jsonObject!.map((r) => r.code)).toContain('operator');

    const refused = await saveUser(admin, {
      officeId: customerB.id,
      loginName: 'bob.b',
      name: 'Bob B',
      password: 'Welcome2026',
      roleIds: editorId,
    });
    expect(refused.body).toMatchObject({
      code: 400,
      data: { fields: [{ field: 'roleIds', message: 'roleNotOffered' }] },
    });

    const given = await saveUser(admin, {
      officeId: customerA.id,
      loginName: 'ann.a',
      name: 'Ann A',
      password: 'Welcome2026',
      roleIds: editorId,
    });
    expect(given.body.code).toBe(0);
    const roles = await call<string[]>(app, 'GET', '/a/api/user/rolesByUserId', {
      cookie: admin,
      form: { userId: given.body.jsonObject!.id },
    });
    expect(roles.body.jsonObject).toEqual([editorId]);
    // Moving the role to customer B would leave Ann holding a role not offered to her.
    const move = await save(admin, {
      id: editorId,
      name: 'Content editor',
      code: 'contentEditor',
      officeId: customerB.id,
    });
    expect(move.body).toMatchObject({ code: 409, jsonObject: { users: 1 } });
  });

  it('gives the holder exactly the granted permissions and no role management', async () => {
    const ann = await signIn(app, 'ann.a', 'Welcome2026');
    const info = (await call<UserInfo>(app, 'GET', '/a/api/user/getUserInfo', { cookie: ann })).body.jsonObject!;
    expect(info.permissions).toEqual([{ id: 'content:program', operation: ['view'] }]);
    expect(info.roles).toEqual([{ id: 'contentEditor', operation: ['content:program:view'] }]);
    expect((await call(app, 'GET', '/a/api/role/list', { cookie: ann })).body.code).toBe(401);
  });

  it('refuses to delete a role while users hold it, saying how many; deletes it once nobody does', async () => {
    const held = await remove(admin, editorId);
    expect(held.body).toMatchObject({ code: 409, message: 'The role is held by 1 user(s)', jsonObject: { users: 1 } });
    const ann = (await call(app, 'GET', '/a/api/user/usereList', { cookie: admin, form: { loginName: 'ann.a' } })).body
      .data as { list: { id: string }[] };
    expect(
      (await call(app, 'POST', '/a/api/user/delete', { cookie: admin, form: { ids: ann.list[0]!.id } })).body.code,
    ).toBe(0);
    expect((await remove(admin, editorId)).body.code).toBe(0);
    expect((await detail(admin, editorId)).body.code).toBe(404);
    const log = await call(app, 'GET', '/a/api/log/ajaxScrollLog', { cookie: admin, form: { module: 'role' } });
    const row = (log.body.data as { list: LogItem[] }).list[0]!;
    expect(row).toMatchObject({ action: 'delete', target: 'contentEditor' });
    expect(row.changes.grants).toEqual({ before: ['content:program:view'] });
  });
});

describe('no escalation', () => {
  it('shows an agent administrator only what they hold in the grant tree', async () => {
    const tree = flat(
      (await call<GrantNode[]>(app, 'GET', '/a/api/role/menuTree', { cookie: agentAdmin })).body.jsonObject!,
    );
    const permissions = tree.filter((n) => n.grantable).map((n) => n.permission);
    expect(permissions).toContain('sys:user:edit');
    expect(permissions).toContain('content:program:view');
    expect(permissions.some((p) => p.startsWith('sys:menu:') || p.startsWith('sys:agent:'))).toBe(false);
    // The administrator's tree holds everything but entries open to all.
    const all = flat((await call<GrantNode[]>(app, 'GET', '/a/api/role/menuTree', { cookie: admin })).body.jsonObject!);
    expect(all.filter((n) => n.grantable).map((n) => n.permission)).toEqual(
      expect.arrayContaining(['sys:menu:edit', 'sys:agent:edit']),
    );
  });

  it('refuses an agent administrator a role granting sys:agent:edit or sys:menu:*', async () => {
    for (const prefix of ['sys:agent:edit', 'sys:menu:']) {
      const r = await save(agentAdmin, {
        name: 'Sneaky',
        code: `sneaky${prefix.length}`,
        officeId: customerA.id,
        menuIds: [...entries('sys:user:'), ...entries(prefix)].join(','),
      });
      expect(r.body.code).toBe(401);
      expect(r.body.message).toContain(prefix.endsWith(':') ? 'sys:menu:' : 'sys:agent:edit');
    }
    expect((await list(agentAdmin, { keyword: 'sneaky' })).count).toBe(0);
  });

  it('lets an agent administrator manage roles of offices in their range only', async () => {
    const outside = await save(agentAdmin, { name: 'Platform role', code: 'platformRole', officeId: platform.id });
    expect(outside.body.code).toBe(404);
    const own = await save(agentAdmin, {
      name: 'Customer helper',
      code: 'customerHelper',
      officeId: customerA.id,
      menuIds: entries('sys:user:view').join(','),
    });
    expect(own.body.code).toBe(0);
    // A role of the platform office is offered in the agent's range: shown, but not theirs to change.
    const platformRole = await save(admin, {
      name: 'Platform viewer',
      code: 'platformViewer',
      officeId: platform.id,
      menuIds: entries('sys:log:view').join(','),
    });
    const seen = (await list(agentAdmin, { pageSize: '200' })).list;
    expect(seen.find((r) => r.code === 'customerHelper')).toMatchObject({ editable: true, officeName: 'Customer A' });
    expect(seen.find((r) => r.code === 'platformViewer')).toMatchObject({ editable: false });
    const change = await save(agentAdmin, {
      id: platformRole.body.jsonObject!.id,
      name: 'Mine now',
      code: 'platformViewer',
      officeId: customerA.id,
    });
    expect(change.body.code).toBe(404);
    expect((await remove(agentAdmin, platformRole.body.jsonObject!.id)).body.code).toBe(404);

    // A role of another agent's office is not even visible.
    const south = await addOffice(app, 'Agent South', platform);
    const southRole = await save(admin, { name: 'South role', code: 'southRole', officeId: south.id });
    expect((await detail(agentAdmin, southRole.body.jsonObject!.id)).body.code).toBe(404);
    expect((await list(agentAdmin, { keyword: 'south' })).count).toBe(0);
  });

  it('refuses an agent administrator to edit a role granting more than they hold', async () => {
    const rich = await save(admin, {
      name: 'Menu keeper',
      code: 'menuKeeper',
      officeId: customerA.id,
      menuIds: entries('sys:menu:').join(','),
    });
    const row = (await list(agentAdmin, { keyword: 'menuKeeper' })).list[0]!;
    expect(row.editable).toBe(false);
    const edit = await save(agentAdmin, {
      id: rich.body.jsonObject!.id,
      name: 'Menu keeper',
      code: 'menuKeeper',
      officeId: customerA.id,
    });
    expect(edit.body.code).toBe(401);
    expect((await remove(agentAdmin, rich.body.jsonObject!.id)).body.code).toBe(401);
    // Nor may they hand it out.
    const assign = await call<RoleItem[]>(app, 'GET', '/a/api/user/allRoleList', {
      cookie: agentAdmin,
      form: { officeId: customerA.id },
    });
    expect(assign.body.jsonObject!.map((r) => r.code)).not.toContain('menuKeeper');
    expect(assign.body.jsonObject!.map((r) => r.code)).toEqual(expect.arrayContaining(['customerHelper', 'operator']));
    expect(assign.body.jsonObject!.map((r) => r.code)).not.toContain('admin');
  });

  it('keeps operators away from every role call', async () => {
    await addPerson(app, 'otto', 'operator', customerA.id);
    const otto = await signIn(app, 'otto');
    for (const [method, url] of [
      ['GET', '/a/api/role/list'],
      ['GET', '/a/api/role/detail'],
      ['GET', '/a/api/role/menuTree'],
      ['GET', '/a/api/role/officeTree'],
      ['POST', '/a/api/role/save'],
      ['POST', '/a/api/role/delete'],
    ] as const) {
      const r = await call(app, method, url, { cookie: otto, form: { id: 'operator' } });
      expect({ url, code: r.body.code }).toEqual({ url, code: 401 });
    }
  });
});

describe('role codes', () => {
  const codeTaken = { code: 409, data: { fields: [{ field: 'code', message: 'codeTaken' }] } };
  let supervisorA: string;
  let supervisorB: string;
  let customerAdminA: string;
  let customerAdminB: string;

  it('are unique per office: two customers may each have a role coded supervisor, neither learning of the other', async () => {
    await addPerson(app, 'cara.a', 'customerAdmin', customerA.id);
    await addPerson(app, 'carl.b', 'customerAdmin', customerB.id);
    customerAdminA = await signIn(app, 'cara.a');
    customerAdminB = await signIn(app, 'carl.b');
    const a = await save(customerAdminA, { name: 'Supervisor', code: 'supervisor', officeId: customerA.id });
    expect(a.body.code).toBe(0);
    const b = await save(customerAdminB, { name: 'Supervisor', code: 'supervisor', officeId: customerB.id });
    expect(b.body.code).toBe(0);
    supervisorA = a.body.jsonObject!.id;
    supervisorB = b.body.jsonObject!.id;
    expect(supervisorB).not.toBe(supervisorA);
    expect((await list(customerAdminA, { keyword: 'supervisor' })).list.map((r) => r.id)).toEqual([supervisorA]);
    expect((await list(customerAdminB, { keyword: 'supervisor' })).list.map((r) => r.id)).toEqual([supervisorB]);
    // Each keeps its code when saved again.
    const again = await save(customerAdminB, {
      id: supervisorB,
      name: 'Supervisor B',
      code: 'supervisor',
      officeId: customerB.id,
    });
    expect(again.body.code).toBe(0);
  });

  it('refuse a code an office has already, regardless of case, on create and on edit', async () => {
    expect((await save(customerAdminA, { name: 'Boss', code: 'MANAGER', officeId: customerA.id })).body).toMatchObject(
      codeTaken,
    );
    const deputy = await save(customerAdminA, { name: 'Deputy', code: 'deputy', officeId: customerA.id });
    expect(deputy.body.code).toBe(0);
    const renamed = await save(customerAdminA, {
      id: deputy.body.jsonObject!.id,
      name: 'Deputy',
      code: 'Supervisor',
      officeId: customerA.id,
    });
    expect(renamed.body).toMatchObject(codeTaken);
    // Moving customer B's supervisor into customer A meets A's supervisor.
    const moved = await save(admin, {
      id: supervisorB,
      name: 'Supervisor B',
      code: 'supervisor',
      officeId: customerA.id,
    });
    expect(moved.body).toMatchObject(codeTaken);
    expect((await detail(admin, supervisorB)).body.jsonObject).toMatchObject({
      officeId: customerB.id,
      code: 'supervisor',
    });
  });

  it('keep the built-in codes reserved in every office, regardless of case, on create and on edit', async () => {
    for (const [cookie, officeId] of [
      [customerAdminA, customerA.id],
      [customerAdminB, customerB.id],
      [admin, platform.id],
    ] as const) {
      for (const code of ['Operator', 'ADMIN', 'customeradmin', 'agentAdmin', 'REVIEWER']) {
        const r = await save(cookie, { name: 'Look-alike', code, officeId });
        expect({ code, officeId, body: r.body }).toMatchObject({ code, officeId, body: codeTaken });
      }
    }
    const edit = await save(customerAdminA, {
      id: supervisorA,
      name: 'Supervisor',
      code: 'operator',
      officeId: customerA.id,
    });
    expect(edit.body).toMatchObject(codeTaken);
    expect((await list(admin, { keyword: 'look-alike', pageSize: '200' })).count).toBe(0);
    expect((await detail(admin, supervisorA)).body.jsonObject).toMatchObject({ code: 'supervisor' });
  });

  it('tell apart two roles of one code a user holds (of the office and of an office above it)', async () => {
    const above = await save(admin, {
      name: 'Agent supervisor',
      code: 'supervisor',
      officeId: agent.id,
      menuIds: entries('content:program:view').join(','),
    });
    expect(above.body.code).toBe(0);
    const mia = await saveUser(admin, {
      officeId: customerA.id,
      loginName: 'mia.a',
      name: 'Mia A',
      password: 'Welcome2026',
      roleIds: `${above.body.jsonObject!.id},${supervisorA}`,
    });
    expect(mia.body.code).toBe(0);
    const cookie = await signIn(app, 'mia.a', 'Welcome2026');
    const info = (await call<UserInfo>(app, 'GET', '/a/api/user/getUserInfo', { cookie })).body.jsonObject!;
    expect([...info.roleNames].sort()).toEqual(['Agent supervisor', 'Supervisor']);
    expect(info.roles).toHaveLength(2);
    expect(info.permissions).toEqual([{ id: 'content:program', operation: ['view'] }]);
  });
});

describe('built-in roles', () => {
  it('get their grants back from roles.ts at each start', async () => {
    // Somebody tampered with the operator's grants in the database.
    await app.db.kysely.deleteFrom('sys_role_menu').where('role_id', '=', 'operator').execute();
    await app.db.kysely
      .insertInto('sys_role_menu')
      .values(entries('sys:menu:').map((menu_id) => ({ role_id: 'operator', menu_id })))
      .execute();
    const again = await startApp(app.store);
    try {
      const cookie = await signIn(again, 'otto');
      const info = (await call<UserInfo>(again, 'GET', '/a/api/user/getUserInfo', { cookie })).body.jsonObject!;
      const ids = info.permissions.map((p) => p.id);
      expect(ids).toContain('content:program');
      expect(ids).not.toContain('sys:menu');
    } finally {
      await again.http.close();
    }
  });
});
