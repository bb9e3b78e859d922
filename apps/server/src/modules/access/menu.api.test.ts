import { MENU_CATALOGUE, type LogItem, type MenuAdminNode, type RouteEntry, type UserInfo } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
let admin: string;
let operator: string;
let agentAdmin: string;

const flat = <T extends { children: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const routes = async (cookie: string, on: TestApp = app) =>
  flat((await call<RouteEntry[]>(on, 'GET', '/routes', { cookie })).body.jsonObject!);
const tree = async () =>
  flat((await call<MenuAdminNode[]>(app, 'GET', '/a/sys/menu/tree', { cookie: admin })).body.jsonObject!);
const save = (form: Record<string, string>, cookie = admin) =>
  call<{ id: string }>(app, 'POST', '/a/sys/menu/save', { cookie, form });
const permissionsOf = async (cookie: string) =>
  (await call<UserInfo>(app, 'GET', '/a/api/user/getUserInfo', { cookie })).body.jsonObject!.permissions;
const lastMenuLog = async () =>
  (
    (await call(app, 'GET', '/a/api/log/ajaxScrollLog', { cookie: admin, form: { module: 'menu' } })).body.data as {
      list: LogItem[];
    }
  ).list[0]!;

const ANNOUNCEMENTS = 'sysManage.announcementManager';

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const platform = await platformOffice(app);
  await addPerson(app, 'olga', 'operator', platform.id);
  await addPerson(app, 'agnes', 'agentAdmin', platform.id);
  operator = await signIn(app, 'olga');
  agentAdmin = await signIn(app, 'agnes');
});
afterAll(() => app.close());

describe('menu tree', () => {
  it('holds every entry nested, with the catalogue values of each catalogue entry', async () => {
    const all = await tree();
    const entry = all.find((m) => m.id === ANNOUNCEMENTS)!;
    expect(entry).toMatchObject({
      name: 'announcementManager',
      type: 'page',
      path: 'sys/sysSetting/announcementManager',
      permission: 'sys:announcement:view',
      custom: false,
      built: true,
      defaults: { name: 'announcementManager', icon: null, invisible: false },
    });
    expect(entry.children.map((c) => c.permission)).toEqual(['sys:announcement:edit']);
  });

  it('is for administrators only', async () => {
    for (const [method, url] of [
      ['GET', '/a/sys/menu/tree'],
      ['POST', '/a/sys/menu/save'],
      ['POST', '/a/sys/menu/reset'],
      ['POST', '/a/sys/menu/delete'],
    ] as const) {
      for (const cookie of [operator, agentAdmin]) {
        const r = await call(app, method, url, { cookie, form: { id: ANNOUNCEMENTS, name: 'x' } });
        expect({ url, code: r.body.code }).toEqual({ url, code: 401 });
      }
    }
  });
});

describe('editing catalogue entries', () => {
  it('renames, re-icons, re-orders and hides an entry: /routes and the menu list show it at the next load', async () => {
    const before = (await routes(admin)).find((r) => r.id === ANNOUNCEMENTS)!;
    expect(before).toMatchObject({ name: 'announcementManager', icon: null, invisible: false });
    const r = await save({ id: ANNOUNCEMENTS, name: 'Bulletins', icon: 'BellOutlined', sort: '1', invisible: '0' });
    expect(r.body.code).toBe(0);

    const sys = (await call<RouteEntry[]>(app, 'GET', '/routes', { cookie: admin })).body.jsonObject!.find(
      (e) => e.id === 'sysManage',
    )!;
    expect(sys.children[0]).toMatchObject({ id: ANNOUNCEMENTS, name: 'Bulletins', icon: 'BellOutlined' });
    const lists = await call(app, 'GET', '/a/sys/menu/lists', { cookie: admin, form: { pageSize: '200' } });
    expect(
      (lists.body.data as { list: { id: string; name: string }[] }).list.find((m) => m.id === ANNOUNCEMENTS),
    ).toMatchObject({ name: 'Bulletins', icon: 'BellOutlined', sort: 1 });

    expect(
      (await save({ id: ANNOUNCEMENTS, name: 'Bulletins', icon: 'BellOutlined', sort: '1', invisible: '1' })).body.code,
    ).toBe(0);
    expect((await routes(admin)).find((e) => e.id === ANNOUNCEMENTS)).toMatchObject({ invisible: true });
    const log = await lastMenuLog();
    expect(log).toMatchObject({ action: 'update', target: ANNOUNCEMENTS });
    expect(log.changes).toEqual({ invisible: { before: false, after: true } });
  });

  it('keeps the changes across a restart, when the catalogue is written again', async () => {
    const again = await startApp(app.store);
    try {
      const cookie = await signIn(again);
      expect((await routes(cookie, again)).find((e) => e.id === ANNOUNCEMENTS)).toMatchObject({
        name: 'Bulletins',
        icon: 'BellOutlined',
        invisible: true,
      });
    } finally {
      await again.http.close();
    }
  });

  it('restores the catalogue values on reset', async () => {
    expect(
      (await call(app, 'POST', '/a/sys/menu/reset', { cookie: admin, form: { id: ANNOUNCEMENTS } })).body.code,
    ).toBe(0);
    expect((await routes(admin)).find((e) => e.id === ANNOUNCEMENTS)).toMatchObject({
      name: 'announcementManager',
      icon: null,
      invisible: false,
    });
    const catalogued = MENU_CATALOGUE.find((m) => m.id === ANNOUNCEMENTS)!;
    expect((await tree()).find((m) => m.id === ANNOUNCEMENTS)).toMatchObject({ sort: catalogued.sort });
  });

  it("never changes a catalogue entry's permission or parent, and never deletes it", async () => {
    const perm = await save({ id: ANNOUNCEMENTS, name: 'x', permission: 'sys:user:view' });
    expect(perm.body).toMatchObject({
      code: 400,
      data: { fields: [{ field: 'permission', message: 'fixedByCatalogue' }] },
    });
    const parent = await save({ id: ANNOUNCEMENTS, name: 'x', parentId: 'contentManage' });
    expect(parent.body).toMatchObject({
      code: 400,
      data: { fields: [{ field: 'parentId', message: 'fixedByCatalogue' }] },
    });
    const del = await call(app, 'POST', '/a/sys/menu/delete', { cookie: admin, form: { id: ANNOUNCEMENTS } });
    expect(del.body).toMatchObject({ code: 409, jsonObject: { catalogue: true } });
    const icon = await save({ id: ANNOUNCEMENTS, name: 'x', icon: 'NoSuchIcon' });
    expect(icon.body.code).toBe(400);
    expect((await tree()).find((m) => m.id === ANNOUNCEMENTS)!.name).toBe('announcementManager');
  });
});

describe('custom entries', () => {
  let wikiId: string;
  let exportId: string;

  it('adds a link open to everyone: it is in every user’s routes with its address', async () => {
    const r = await save({
      type: 'link',
      parentId: 'sysManage',
      name: 'Company wiki',
      link: 'https://wiki.example.com/signage',
      icon: 'BookOutlined',
      sort: '5',
    });
    expect(r.body.code).toBe(0);
    wikiId = r.body.jsonObject!.id;
    for (const cookie of [admin, operator]) {
      expect((await routes(cookie)).find((e) => e.id === wikiId)).toMatchObject({
        name: 'Company wiki',
        path: null,
        link: 'https://wiki.example.com/signage',
        icon: 'BookOutlined',
        authority: '*',
      });
    }
  });

  it('adds a link with a permission of its own: only holders see it', async () => {
    const r = await save({
      type: 'link',
      name: 'Board reports',
      link: 'https://reports.example.com',
      permission: 'link:reports:view',
    });
    expect(r.body.code).toBe(0);
    expect((await routes(admin)).map((e) => e.id)).toContain(r.body.jsonObject!.id);
    expect((await routes(operator)).map((e) => e.id)).not.toContain(r.body.jsonObject!.id);
  });

  it('refuses a link without an http(s) address, or under a page', async () => {
    const js = await save({ type: 'link', name: 'Bad', link: 'javascript:alert(1)' });
    expect(js.body).toMatchObject({ code: 400 });
    const none = await save({ type: 'link', name: 'Bad' });
    expect(none.body).toMatchObject({ code: 400, data: { fields: [{ field: 'link', message: 'required' }] } });
    const underPage = await save({ type: 'link', name: 'Bad', link: 'https://x.example', parentId: ANNOUNCEMENTS });
    expect(underPage.body).toMatchObject({
      code: 400,
      data: { fields: [{ field: 'parentId', message: 'linkParent' }] },
    });
  });

  it('adds a button under a page; built-in roles covering its permission hold it at once', async () => {
    const r = await save({
      type: 'button',
      parentId: 'sysManage.userManage',
      name: 'Export users',
      permission: 'sys:user:export',
    });
    expect(r.body.code).toBe(0);
    exportId = r.body.jsonObject!.id;
    expect((await permissionsOf(agentAdmin)).find((p) => p.id === 'sys:user')!.operation).toContain('export');
    expect((await permissionsOf(admin)).find((p) => p.id === 'sys:user')!.operation).toContain('export');
    expect((await permissionsOf(operator)).find((p) => p.id === 'sys:user')).toBeUndefined();
    expect(await lastMenuLog()).toMatchObject({ action: 'create', target: 'Export users' });
  });

  it('refuses a button of another resource, a permission in use, and changing a custom permission', async () => {
    const other = await save({
      type: 'button',
      parentId: 'sysManage.userManage',
      name: 'X',
      permission: 'sys:log:purge',
    });
    expect(other.body).toMatchObject({
      code: 400,
      data: { fields: [{ field: 'permission', message: 'buttonResource' }] },
    });
    const taken = await save({
      type: 'button',
      parentId: 'sysManage.userManage',
      name: 'X',
      permission: 'sys:user:edit',
    });
    expect(taken.body).toMatchObject({
      code: 409,
      data: { fields: [{ field: 'permission', message: 'permissionTaken' }] },
    });
    const changed = await save({
      id: exportId,
      name: 'Export users',
      permission: 'sys:user:purge',
      parentId: 'sysManage.userManage',
    });
    expect(changed.body).toMatchObject({ code: 400, data: { fields: [{ field: 'permission', message: 'fixed' }] } });
    const renamed = await save({
      id: exportId,
      name: 'Export to Excel',
      permission: 'sys:user:export',
      parentId: 'sysManage.userManage',
    });
    expect(renamed.body.code).toBe(0);
    expect((await tree()).find((m) => m.id === exportId)).toMatchObject({
      name: 'Export to Excel',
      custom: true,
      defaults: null,
    });
  });

  it('deletes custom entries: gone from routes and from what roles grant', async () => {
    for (const id of [wikiId, exportId]) {
      expect((await call(app, 'POST', '/a/sys/menu/delete', { cookie: admin, form: { id } })).body.code).toBe(0);
    }
    expect((await routes(operator)).map((e) => e.id)).not.toContain(wikiId);
    expect((await permissionsOf(agentAdmin)).find((p) => p.id === 'sys:user')!.operation).not.toContain('export');
    const log = await lastMenuLog();
    expect(log).toMatchObject({ action: 'delete', target: 'Export to Excel' });
    expect(log.changes.grantedBy).toEqual({ before: expect.arrayContaining(['Agent administrator']) });
  });
});
