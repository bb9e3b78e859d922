import type { OfficeNode, RoleItem, UserListItem } from '@apm/contract';
import { ErrorCodes, MENU_CATALOGUE } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, addUser, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { roleRepo } from '../role/repo.js';

let app: TestApp;
let admin: string;
let platformId: string;
let northId: string;
let southId: string;

type ListData = { list: UserListItem[]; count: number; pageNo: number; pageSize: number };
const list = async (cookie: string, form: Record<string, string> = {}) =>
  (await call(app, 'GET', '/a/api/user/usereList', { cookie, form })).body;
const save = (cookie: string, form: Record<string, string>) =>
  call<{ id: string }>(app, 'POST', '/a/api/user/save', { cookie, form });
const newOffice = async (name: string, parentId: string) =>
  (await call<OfficeNode>(app, 'POST', '/a/api/office/save', { cookie: admin, form: { name, parentId } })).body
    .jsonObject!.id;

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  platformId = (await call<OfficeNode[]>(app, 'GET', '/a/api/office/treeDataNew', { cookie: admin })).body
    .jsonObject![0]!.id;
  northId = await newOffice('North', platformId);
  southId = await newOffice('South', platformId);
  await addUser(app, 'north.admin', 'admin', undefined, northId);
});
afterAll(() => app.close());

describe('user management', () => {
  it('creates a user with roles who can then sign in with that role', async () => {
    const r = await save(admin, {
      officeId: northId,
      loginName: 'nora',
      name: 'Nora North',
      email: 'nora@north.example',
      phone: '+49 30 1234567',
      password: 'Welcome2026',
      roleIds: 'operator',
    });
    expect(r.body.code).toBe(0);
    const cookie = await signIn(app, 'nora', 'Welcome2026');
    const info = await call<{ roleNames: string[]; officeName: string }>(app, 'GET', '/a/api/user/getUserInfo', {
      cookie,
    });
    expect(info.body.jsonObject).toMatchObject({ roleNames: ['Operator'], officeName: 'North' });
  });

  it('refuses a taken login name (any case), e-mail or phone, naming the field', async () => {
    const dupLogin = await save(admin, { officeId: northId, loginName: 'NORA', name: 'X', password: 'Welcome2026' });
    expect(dupLogin.body.code).toBe(409);
    expect(dupLogin.body.data).toEqual({ fields: [{ field: 'loginName', message: 'loginNameTaken' }] });
    const dupMail = await save(admin, {
      officeId: northId,
      loginName: 'nora2',
      name: 'X',
      email: 'NORA@north.example',
      password: 'Welcome2026',
    });
    expect(dupMail.body.data).toEqual({ fields: [{ field: 'email', message: 'emailTaken' }] });
    const check = await call(app, 'POST', '/a/api/user/checkPhoneOrEmail', {
      cookie: admin,
      form: { phone: '+49 30 1234567' },
    });
    expect(check.body.jsonObject).toEqual({ emailTaken: false, phoneTaken: true });
  });

  it('asks for a password when creating, and checks its strength', async () => {
    expect((await save(admin, { officeId: northId, loginName: 'nopass', name: 'X' })).body.data).toEqual({
      fields: [{ field: 'password', message: 'required' }],
    });
    const weak = await save(admin, { officeId: northId, loginName: 'weak', name: 'X', password: 'password' });
    expect(weak.body.code).toBe(400);
  });

  it('lists users paged and filtered by office subtree, name, login name and status', async () => {
    for (let i = 1; i <= 3; i++) {
      await save(admin, {
        officeId: southId,
        loginName: `south${i}`,
        name: `Sam ${i}`,
        password: 'Welcome2026',
        roleIds: 'reviewer',
      });
    }
    const page1 = (await list(admin, { officeId: southId, pageSize: '2' })).data as ListData;
    expect(page1.count).toBe(3);
    expect(page1.list).toHaveLength(2);
    expect(page1.list[0]).toMatchObject({ officeName: 'South', roleNames: ['Reviewer'], status: 'active' });
    const page2 = (await list(admin, { officeId: southId, pageSize: '2', pageNo: '2' })).data as ListData;
    expect(page2.list).toHaveLength(1);
    expect(((await list(admin, { name: 'sam 2' })).data as ListData).list.map((u) => u.loginName)).toEqual(['south2']);
    expect(((await list(admin, { loginName: 'NORA' })).data as ListData).count).toBe(1);
    expect(((await list(admin, { officeId: platformId })).data as ListData).count).toBeGreaterThanOrEqual(6);
  });

  it('edits a user, records before and after, and a disabled user can no longer work', async () => {
    const nora = ((await list(admin, { loginName: 'nora' })).data as ListData).list[0]!;
    const noraSession = await signIn(app, 'nora', 'Welcome2026');
    const r = await save(admin, {
      id: nora.id,
      officeId: southId,
      loginName: 'nora',
      name: 'Nora South',
      email: nora.email,
      phone: nora.phone,
      status: 'disabled',
      roleIds: 'operator,reviewer',
    });
    expect(r.body.code).toBe(0);
    const log = await app.db.kysely
      .selectFrom('sys_log')
      .select('changes')
      .where('module', '=', 'user')
      .where('action', '=', 'update')
      .where('target', '=', 'nora')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.changes)).toEqual({
      officeId: { before: northId, after: southId },
      name: { before: 'Nora North', after: 'Nora South' },
      status: { before: 'active', after: 'disabled' },
      roleIds: { before: ['operator'], after: ['operator', 'reviewer'] },
    });
    expect((await call(app, 'GET', '/a/api/user/getUserInfo', { cookie: noraSession })).body.message).toBe('logout');
    expect(
      (await call(app, 'POST', '/a/login', { form: { username: 'nora', password: 'Welcome2026' } })).body.code,
    ).toBe(1005);
  });

  it('resets a password', async () => {
    const u = ((await list(admin, { loginName: 'south1' })).data as ListData).list[0]!;
    const r = await save(admin, {
      id: u.id,
      officeId: southId,
      loginName: 'south1',
      name: u.name,
      password: 'Changed2026',
      roleIds: 'reviewer',
    });
    expect(r.body.code).toBe(0);
    expect(await signIn(app, 'south1', 'Changed2026')).toContain('Authorization=');
  });

  it('deletes users but never the caller', async () => {
    const u = ((await list(admin, { loginName: 'south3' })).data as ListData).list[0]!;
    expect((await call(app, 'POST', '/a/api/user/delete', { cookie: admin, form: { ids: u.id } })).body.code).toBe(0);
    expect(((await list(admin, { loginName: 'south3' })).data as ListData).count).toBe(0);
    const me = ((await list(admin, { loginName: ADMIN.loginName })).data as ListData).list.find(
      (u) => u.loginName === ADMIN.loginName,
    )!;
    expect((await call(app, 'POST', '/a/api/user/delete', { cookie: admin, form: { ids: me.id } })).body.code).toBe(
      409,
    );
  });

  it('lists a user’s roles', async () => {
    const u = ((await list(admin, { loginName: 'south2' })).data as ListData).list[0]!;
    const roles = await call<RoleItem[]>(app, 'GET', '/a/api/user/roleListByUserId', {
      cookie: admin,
      form: { userId: u.id },
    });
    expect(roles.body.jsonObject!.map((r) => r.code)).toEqual(['reviewer']);
    const ids = await call<string[]>(app, 'GET', '/a/api/user/rolesByUserId', {
      cookie: admin,
      form: { userId: u.id },
    });
    expect(ids.body.jsonObject).toEqual(['reviewer']);
  });

  it('ends the sessions of a user it disables: enabled again, they sign in anew', async () => {
    const dora = { officeId: southId, loginName: 'dora', name: 'Dora', roleIds: 'operator' };
    const made = await save(admin, { ...dora, password: 'Welcome2026' });
    expect(made.body.code).toBe(0);
    const id = made.body.jsonObject!.id;
    const before = await signIn(app, 'dora', 'Welcome2026');
    expect((await save(admin, { ...dora, id, status: 'disabled' })).body.code).toBe(0);
    expect((await save(admin, { ...dora, id, status: 'active' })).body.code).toBe(0);
    expect((await call(app, 'GET', '/a/api/user/getUserInfo', { cookie: before })).body.message).toBe('logout');
    const after = await signIn(app, 'dora', 'Welcome2026');
    expect((await call(app, 'GET', '/a/api/user/getUserInfo', { cookie: after })).body.code).toBe(0);
  });

  it('ends the sessions of a user whose password an administrator resets, for good', async () => {
    const edna = { officeId: southId, loginName: 'edna', name: 'Edna', roleIds: 'operator' };
    const made = await save(admin, { ...edna, password: 'Welcome2026' });
    expect(made.body.code).toBe(0);
    const id = made.body.jsonObject!.id;
    const before = await signIn(app, 'edna', 'Welcome2026');
    expect((await save(admin, { ...edna, id, password: 'Renewed2027' })).body.code).toBe(0);
    expect((await call(app, 'GET', '/a/api/user/getUserInfo', { cookie: before })).body.message).toBe('logout');
    expect(
      (await call(app, 'POST', '/a/login', { form: { username: 'edna', password: 'Welcome2026' } })).body.code,
    ).toBe(1001);
    const after = await signIn(app, 'edna', 'Renewed2027');
    // The administrator's own session is untouched by the reset.
    expect((await call(app, 'GET', '/a/api/user/getUserInfo', { cookie: admin })).body.code).toBe(0);
    expect((await call(app, 'GET', '/a/api/user/getUserInfo', { cookie: after })).body.code).toBe(0);
  });
});

describe('user management across ranges', () => {
  it('keeps a branch administrator to the branch', async () => {
    const cookie = await signIn(app, 'north.admin');
    const all = (await list(cookie)).data as ListData;
    expect(all.list.every((u) => u.officeName === 'North')).toBe(true);
    const southUser = ((await list(admin, { loginName: 'south2' })).data as ListData).list[0]!;
    expect((await list(cookie, { officeId: southId })).data).toMatchObject({ count: 0 });
    expect(
      (await save(cookie, { officeId: southId, loginName: 'intruder', name: 'X', password: 'Welcome2026' })).body.code,
    ).toBe(404);
    expect(
      (await save(cookie, { id: southUser.id, officeId: northId, loginName: 'south2', name: 'Stolen' })).body.code,
    ).toBe(404);
    expect((await call(app, 'POST', '/a/api/user/delete', { cookie, form: { ids: southUser.id } })).body.code).toBe(
      404,
    );
    expect(
      (await call(app, 'GET', '/a/api/user/roleListByUserId', { cookie, form: { userId: southUser.id } })).body.code,
    ).toBe(404);
  });

  it('never lets a user grant a role with more than they hold', async () => {
    const r = roleRepo(app.db.kysely);
    await r.insertRoleIfAbsent({
      id: 'userkeeper',
      code: 'userkeeper',
      name: 'User keeper',
      grantsAll: false,
      at: Date.now(),
    });
    await r.grantIfAbsent(
      'userkeeper',
      MENU_CATALOGUE.filter((m) => m.permission.startsWith('sys:user:')).map((m) => m.id),
    );
    await addUser(app, 'keeper', 'userkeeper', undefined, northId);
    const cookie = await signIn(app, 'keeper');
    const assignable = await call<RoleItem[]>(app, 'GET', '/a/api/user/allRoleList', { cookie });
    expect(assignable.body.jsonObject!.map((x) => x.code)).toEqual(['userkeeper']);
    const grab = await save(cookie, {
      officeId: northId,
      loginName: 'minion',
      name: 'Minion',
      password: 'Welcome2026',
      roleIds: 'admin',
    });
    expect(grab.body.code).toBe(401);
    expect(((await list(admin, { loginName: 'minion' })).data as ListData).count).toBe(0);
  });

  it('never lets a user edit, strip or delete someone holding more than they do', async () => {
    await addUser(app, 'north.boss', 'admin', undefined, northId);
    const boss = ((await list(admin, { loginName: 'north.boss' })).data as ListData).list[0]!;
    const cookie = await signIn(app, 'keeper');
    const strip = await save(cookie, { id: boss.id, officeId: northId, loginName: 'north.boss', name: 'Demoted' });
    expect(strip.body.code).toBe(401);
    const gone = await call(app, 'POST', '/a/api/user/delete', { cookie, form: { ids: boss.id } });
    expect(gone.body.code).toBe(401);
    const after = ((await list(admin, { loginName: 'north.boss' })).data as ListData).list[0]!;
    expect(after).toMatchObject({ name: 'north.boss', status: 'active' });
    const roles = await call<RoleItem[]>(app, 'GET', '/a/api/user/roleListByUserId', {
      cookie: admin,
      form: { userId: boss.id },
    });
    expect(roles.body.jsonObject!.map((x) => x.code)).toEqual(['admin']);
  });

  it('refuses user management to a role without it', async () => {
    await addUser(app, 'olga', 'operator');
    const cookie = await signIn(app, 'olga');
    expect((await list(cookie)).code).toBe(401);
  });
});

describe('resetting a password while editing a user', () => {
  const PASSWORD = 'Welcome2026';
  /** The user management entries (page and buttons), with or without the reset-password button. */
  const userEntries = (withReset: boolean) =>
    MENU_CATALOGUE.filter(
      (m) => m.permission.startsWith('sys:user:') && (withReset || m.permission !== 'sys:user:resetPwd'),
    ).map((m) => m.id);
  const signInCode = async (username: string, password: string) =>
    (await call(app, 'POST', '/a/login', { form: { username, password } })).body.code;
  const resets = async () =>
    (await auditRows(app, 'user', 'update', 'rex.north')).filter((r) => 'password' in (JSON.parse(r.changes) as object))
      .length;

  it('needs sys:user:resetPwd besides sys:user:edit, and changes nothing without it', async () => {
    // A custom role of North that edits users but may not reset passwords; the editor and the user edited hold it.
    const roleForm = { name: 'User editor', code: 'userEditor', officeId: northId };
    const role = await call<{ id: string }>(app, 'POST', '/a/api/role/save', {
      cookie: admin,
      form: { ...roleForm, menuIds: userEntries(false).join(',') },
    });
    expect(role.body.code).toBe(0);
    const roleId = role.body.jsonObject!.id;
    for (const loginName of ['edda', 'rex.north']) {
      const r = await save(admin, {
        officeId: northId,
        loginName,
        name: loginName,
        password: PASSWORD,
        roleIds: roleId,
      });
      expect(r.body, loginName).toMatchObject({ code: 0 });
    }
    const rex = ((await list(admin, { loginName: 'rex.north' })).data as ListData).list[0]!;
    const editor = await signIn(app, 'edda', PASSWORD);
    const edit = { id: rex.id, officeId: northId, loginName: 'rex.north', name: 'Rex', roleIds: roleId };

    // The editor may edit Rex, so what is refused next is the reset alone.
    expect((await save(editor, edit)).body.code).toBe(0);
    const refused = await save(editor, { ...edit, name: 'Rex Reset', password: 'Stolen2026' });
    expect(refused.body.code).toBe(ErrorCodes.NO_PERMISSION.code);
    // Nothing changed: the old password still signs in, the new one does not, no reset was logged.
    expect(await signInCode('rex.north', 'Stolen2026')).toBe(ErrorCodes.BAD_CREDENTIALS.code);
    expect(await signIn(app, 'rex.north', PASSWORD)).toContain('Authorization=');
    expect(((await list(admin, { loginName: 'rex.north' })).data as ListData).list[0]!.name).toBe('Rex');
    expect(await resets()).toBe(0);

    // Granted the reset, the same editor resets it.
    const granted = await call(app, 'POST', '/a/api/role/save', {
      cookie: admin,
      form: { ...roleForm, id: roleId, menuIds: userEntries(true).join(',') },
    });
    expect(granted.body.code).toBe(0);
    expect((await save(editor, { ...edit, password: 'Changed2026' })).body.code).toBe(0);
    expect(await signIn(app, 'rex.north', 'Changed2026')).toContain('Authorization=');
    expect(await signInCode('rex.north', PASSWORD)).toBe(ErrorCodes.BAD_CREDENTIALS.code);
    expect(await resets()).toBe(1);
  });
});
