import { MENU_CATALOGUE, type GrantNode, type RouteEntry } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import { roleRepo } from '../role/repo.js';

/**
 * Menu and server agree (issue 14 item 10): what affects every tenant is platform-only, so an
 * administrator outside the platform office neither sees it nor may call it. And the demo route
 * (item 7, spec 6) opens only for holders of auth:demo:form who also have the role manager.
 */

let app: TestApp;
let platformAdmin: string;
let branchAdmin: string;
beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  platformAdmin = await signIn(app);
  const branch = await addOffice(app, 'Branch', await platformOffice(app));
  // As `npm run seed:demo` makes demo.admin: the administrator role in an office under the platform.
  await addPerson(app, 'branch.admin', 'admin', branch.id);
  branchAdmin = await signIn(app, 'branch.admin');
});
afterAll(() => app?.close());

const flat = (entries: RouteEntry[]): RouteEntry[] => entries.flatMap((e) => [e, ...flat(e.children)]);
const routeNames = async (cookie: string) =>
  flat((await call<RouteEntry[]>(app, 'GET', '/routes', { cookie })).body.jsonObject!).map((e) => e.name);
const flatGrants = (nodes: GrantNode[]): GrantNode[] => nodes.flatMap((n) => [n, ...flatGrants(n.children)]);

const PLATFORM_PAGES = ['agentOpening', 'menuManage', 'systemSettings'];
const PLATFORM_CALLS: ['GET' | 'POST', string, Record<string, string>][] = [
  ['GET', '/a/api/office/agentList', { pageNo: '1', pageSize: '10' }],
  ['GET', '/a/api/office/agentCandidates', { pageNo: '1', pageSize: '10' }],
  ['POST', '/a/api/office/openAgentOffice', { id: 'x' }],
  ['GET', '/a/sys/menu/tree', {}],
  ['GET', '/a/sys/menu/lists', { pageNo: '1', pageSize: '10' }],
  ['POST', '/a/sys/menu/save', { id: 'userManage', name: 'Renamed', sort: '10' }],
  ['GET', '/a/api/sysSetting/signInSettings', {}],
  ['POST', '/a/api/sysSetting/save', { userPwdType: '2' }],
  ['GET', '/a/api/sysSetting/mailOutbox', { pageNo: '1', pageSize: '10' }],
];

describe('platform-only pages', () => {
  it('are flagged in the catalogue for agents, menus and system settings, buttons included', () => {
    for (const name of PLATFORM_PAGES) {
      const page = MENU_CATALOGUE.find((m) => m.type === 'page' && m.name === name)!;
      expect(page.platformOnly, name).toBe(true);
      const buttons = MENU_CATALOGUE.filter((m) => m.parentId === page.id);
      expect(buttons.length).toBeGreaterThan(0);
      for (const b of buttons) expect(b.platformOnly, b.id).toBe(true);
    }
    // Per tenant: each office manages its own users, roles and announcements.
    for (const name of ['userManage', 'roleManage', 'announcementManager', 'officeManage'])
      expect(MENU_CATALOGUE.find((m) => m.name === name)!.platformOnly, name).toBe(false);
  });

  it('are off the routes of an administrator outside the platform office, who keeps the per-tenant pages', async () => {
    const names = await routeNames(branchAdmin);
    for (const name of PLATFORM_PAGES) expect(names).not.toContain(name);
    expect(names).toEqual(expect.arrayContaining(['userManage', 'roleManage', 'announcementManager']));
  });

  it('are on the routes of the platform administrator', async () => {
    expect(await routeNames(platformAdmin)).toEqual(expect.arrayContaining(PLATFORM_PAGES));
  });

  it('are neither among the permissions nor in the role operations the console checks', async () => {
    const info = await call<{ permissions: { id: string }[]; roles: { id: string; operation: string[] }[] }>(
      app,
      'GET',
      '/a/api/user/getUserInfo',
      { cookie: branchAdmin },
    );
    const ids = info.body.jsonObject!.permissions.map((p) => p.id);
    expect(ids).toContain('sys:user');
    for (const id of ['sys:agent', 'sys:menu', 'sys:setting']) expect(ids).not.toContain(id);
    const ops = info.body.jsonObject!.roles.flatMap((r) => r.operation);
    expect(ops).toContain('sys:user:edit');
    expect(ops.filter((o) => /^sys:(agent|menu|setting):/.test(o))).toEqual([]);
  });

  it('refuse their calls to an administrator outside the platform office with no-permission, changing nothing', async () => {
    for (const [method, path, form] of PLATFORM_CALLS) {
      const r = await call(app, method, path, { cookie: branchAdmin, form });
      expect({ path, status: r.status, body: r.body }).toMatchObject({
        path,
        status: 401,
        body: { code: 401, message: 'No permission' },
      });
    }
    const settings = await call<{ userPwdType: string }>(app, 'GET', '/a/api/sysSetting/signInSettings', {
      cookie: platformAdmin,
    });
    expect(settings.body.jsonObject!.userPwdType).toBe('1');
  });

  it('answer the platform administrator', async () => {
    for (const [method, path, form] of PLATFORM_CALLS.filter(([m]) => m === 'GET')) {
      const r = await call(app, method, path, { cookie: platformAdmin, form });
      expect({ path, code: r.body.code }).toEqual({ path, code: 0 });
    }
  });

  it('are not offered to grant by an administrator outside the platform office', async () => {
    const tree = await call<GrantNode[]>(app, 'GET', '/a/api/role/menuTree', { cookie: branchAdmin });
    const grantable = flatGrants(tree.body.jsonObject!).filter((n) => n.grantable);
    expect(grantable.map((n) => n.permission)).toContain('sys:user:edit');
    expect(grantable.filter((n) => /^sys:(agent|menu|setting):/.test(n.permission))).toEqual([]);
    const mine = await call<GrantNode[]>(app, 'GET', '/a/api/role/menuTree', { cookie: platformAdmin });
    expect(flatGrants(mine.body.jsonObject!).find((n) => n.permission === 'sys:menu:edit')?.grantable).toBe(true);
  });
});

describe('the demo route auth/demo', () => {
  let officeId: string;
  beforeAll(async () => {
    officeId = (await addOffice(app, 'Demo office', await platformOffice(app))).id;
  });
  const demoRoute = async (cookie: string) =>
    flat((await call<RouteEntry[]>(app, 'GET', '/routes', { cookie })).body.jsonObject!).find(
      (e) => e.path === 'auth/demo',
    );

  it('is in the routes of a manager, with its permission and required role', async () => {
    await addPerson(app, 'mia.manager', 'manager', officeId);
    const route = await demoRoute(await signIn(app, 'mia.manager'));
    expect(route).toMatchObject({ name: 'authDemo', authority: 'auth:demo:form', roles: ['manager'] });
    const info = await call<{ permissions: { id: string; operation: string[] }[] }>(
      app,
      'GET',
      '/a/api/user/getUserInfo',
      { cookie: await signIn(app, 'mia.manager') },
    );
    // The manager may edit on the page, not delete: the page shows both kinds of button.
    expect(info.body.jsonObject!.permissions.find((p) => p.id === 'auth:demo')?.operation).toEqual(['edit', 'form']);
  });

  it('is not for the administrator, who holds the permission but not the role, nor for an operator', async () => {
    expect(await demoRoute(platformAdmin)).toBeUndefined();
    expect(await demoRoute(branchAdmin)).toBeUndefined();
    await addPerson(app, 'otto.operator', 'operator', officeId);
    expect(await demoRoute(await signIn(app, 'otto.operator'))).toBeUndefined();
  });

  it('needs the role: the permission alone is not enough', async () => {
    const repo = roleRepo(app.db.kysely);
    await repo.insertRoleIfAbsent({
      id: 'demoViewer',
      code: 'demoViewer',
      name: 'Demo viewer',
      grantsAll: false,
      at: 1,
    });
    await repo.setGrants('demoViewer', ['authDemo']);
    await addPerson(app, 'vera.viewer', 'demoViewer', officeId);
    expect(await demoRoute(await signIn(app, 'vera.viewer'))).toBeUndefined();
    // The same permission with the role manager besides: the page opens.
    const paul = await addPerson(app, 'paul.viewer', 'demoViewer', officeId);
    await repo.assignRole(paul, 'manager');
    expect(await demoRoute(await signIn(app, 'paul.viewer'))).toBeDefined();
    // A custom role that carries the code (made before the built-in role existed) is not the role.
    await repo.insertRoleIfAbsent({ id: 'oldManager', code: 'old', name: 'Old manager', grantsAll: false, at: 1 });
    await app.db.kysely
      .updateTable('sys_role')
      .set({ code: 'manager', office_id: officeId })
      .where('id', '=', 'oldManager')
      .execute();
    await repo.setGrants('oldManager', ['authDemo']);
    await addPerson(app, 'olaf.old', 'oldManager', officeId);
    expect(await demoRoute(await signIn(app, 'olaf.old'))).toBeUndefined();
  });

  it('opens for an administrator who also has the role manager', async () => {
    const userId = await addPerson(app, 'ada.manager', 'admin', officeId);
    await roleRepo(app.db.kysely).assignRole(userId, 'manager');
    expect(await demoRoute(await signIn(app, 'ada.manager'))).toBeDefined();
  });
});
