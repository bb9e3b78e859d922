import { ErrorCodes, MENU_CATALOGUE, type BusEvents } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { hasRedis, REDIS_URL } from '../../../test/redis.js';

// Sessions and grants are cached in each server process (platform/auth/access-cache.ts): every
// change of what a session or a user may do must still count from the very next call. Each test
// makes a call first, so that what it changes afterwards is already in the cache.

const NO_PERMISSION = ErrorCodes.NO_PERMISSION.code;
const PASSWORD = 'Welcome2026';

const menuIds = (...prefixes: string[]) =>
  MENU_CATALOGUE.filter((m) => prefixes.some((p) => m.permission.startsWith(p))).map((m) => m.id);

let app: TestApp;
let admin: string;
let officeId: string;

const userInfo = (a: TestApp, cookie: string) => call(a, 'GET', '/a/api/user/getUserInfo', { cookie });
const userList = (a: TestApp, cookie: string) => call(a, 'GET', '/a/api/user/usereList', { cookie });
const saveRole = (a: TestApp, form: Record<string, string>) =>
  call<{ id: string }>(a, 'POST', '/a/api/role/save', { cookie: admin, form });
const saveUser = (a: TestApp, form: Record<string, string>) =>
  call<{ id: string }>(a, 'POST', '/a/api/user/save', { cookie: admin, form });

/** A role granting the user pages (or only `prefixes`), and a user holding it, made through the API. */
async function userWithRole(a: TestApp, loginName: string, prefixes = ['sys:user:', 'sys:office:view']) {
  const role = await saveRole(a, {
    name: `Role of ${loginName}`,
    code: `role_${loginName}`,
    officeId,
    menuIds: menuIds(...prefixes).join(','),
  });
  expect(role.body.code).toBe(0);
  const roleId = role.body.jsonObject!.id;
  const fields = { officeId, loginName, name: loginName, roleIds: roleId };
  const user = await saveUser(a, { ...fields, password: PASSWORD });
  expect(user.body.code).toBe(0);
  // The role as saveRole takes it, to change its grants.
  const saved = { id: roleId, name: `Role of ${loginName}`, code: `role_${loginName}`, officeId };
  return { roleId, role: saved, userId: user.body.jsonObject!.id, fields };
}

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const me = await userInfo(app, admin);
  officeId = (me.body.jsonObject as { officeId: string }).officeId;
});
afterAll(() => app.close());

describe('cached sessions and grants', () => {
  it("refuses a permission taken from the user's role on the very next call, and allows it again when given back", async () => {
    const { role } = await userWithRole(app, 'rhea');
    const rhea = await signIn(app, 'rhea', PASSWORD);
    expect((await userList(app, rhea)).body.code).toBe(0);
    expect((await saveRole(app, { ...role, menuIds: menuIds('sys:office:view').join(',') })).body.code).toBe(0);
    expect((await userList(app, rhea)).body.code).toBe(NO_PERMISSION);
    const info = (await userInfo(app, rhea)).body.jsonObject as { permissions: { id: string }[] };
    expect(info.permissions.map((p) => p.id)).not.toContain('sys:user');

    expect((await saveRole(app, { ...role, menuIds: menuIds('sys:user:').join(',') })).body.code).toBe(0);
    expect((await userList(app, rhea)).body.code).toBe(0);
  });

  it('refuses on the very next call when the role is taken from the user', async () => {
    const { fields, userId } = await userWithRole(app, 'ravi');
    const ravi = await signIn(app, 'ravi', PASSWORD);
    expect((await userList(app, ravi)).body.code).toBe(0);
    expect((await saveUser(app, { ...fields, id: userId, roleIds: '' })).body.code).toBe(0);
    expect((await userList(app, ravi)).body.code).toBe(NO_PERMISSION);
  });

  it("answers 'logout' on a disabled user's very next call", async () => {
    const { fields, userId } = await userWithRole(app, 'dina');
    const dina = await signIn(app, 'dina', PASSWORD);
    expect((await userInfo(app, dina)).body.code).toBe(0);
    expect((await saveUser(app, { ...fields, id: userId, status: 'disabled' })).body.code).toBe(0);
    expect((await userInfo(app, dina)).body).toMatchObject({
      code: ErrorCodes.SESSION_EXPIRED.code,
      message: 'logout',
    });
  });

  it("answers 'logout' to a signed-out session's cookie used again", async () => {
    await userWithRole(app, 'leo');
    const leo = await signIn(app, 'leo', PASSWORD);
    const other = await signIn(app, 'leo', PASSWORD);
    expect((await userInfo(app, leo)).body.code).toBe(0);
    expect((await userInfo(app, other)).body.code).toBe(0);
    expect((await call(app, 'POST', '/a/logout', { cookie: leo })).body.code).toBe(0);
    expect((await userInfo(app, leo)).body.message).toBe('logout');
    // Only the session signed out ends.
    expect((await userInfo(app, other)).body.code).toBe(0);
  });

  it("ends the user's other sessions at a password change, from their very next call", async () => {
    await userWithRole(app, 'pia');
    const here = await signIn(app, 'pia', PASSWORD);
    const elsewhere = await signIn(app, 'pia', PASSWORD);
    expect((await userInfo(app, elsewhere)).body.code).toBe(0);
    const changed = await call(app, 'POST', '/a/api/user/modifyPassword', {
      cookie: here,
      form: { oldPassword: PASSWORD, newPassword: 'Renewed2027' },
    });
    expect(changed.body.code).toBe(0);
    expect((await userInfo(app, elsewhere)).body.message).toBe('logout');
    expect((await userInfo(app, here)).body.code).toBe(0);
  });

  it("gives a new menu button's permission to a role granting everything on the very next call", async () => {
    const held = async () =>
      (
        (await userInfo(app, admin)).body.jsonObject as { permissions: { id: string; operation: string[] }[] }
      ).permissions
        .filter((p) => p.id === 'sys:office')
        .flatMap((p) => p.operation);
    expect(await held()).not.toContain('audit');
    const added = await call(app, 'POST', '/a/sys/menu/save', {
      cookie: admin,
      form: {
        type: 'button',
        parentId: 'sysManage.officeManage',
        name: 'Audit offices',
        permission: 'sys:office:audit',
      },
    });
    expect(added.body.code).toBe(0);
    expect(await held()).toContain('audit');
  });

  it("answers getUserInfo with the user's new name, a new sign-in and the office's new name at once", async () => {
    await userWithRole(app, 'gus');
    const gus = await signIn(app, 'gus', PASSWORD);
    type Info = { name: string; officeName: string; lastLoginDate: number | null };
    const info = async () => (await userInfo(app, gus)).body.jsonObject as Info;
    expect(await info()).toMatchObject({ name: 'gus', lastLoginDate: null });
    const named = await call(app, 'POST', '/a/api/user/saveUserInfo', {
      cookie: gus,
      form: { name: 'Gus Gale', email: '', phone: '' },
    });
    expect(named.body.code).toBe(0);
    expect((await info()).name).toBe('Gus Gale');
    await signIn(app, 'gus', PASSWORD);
    expect((await info()).lastLoginDate).not.toBeNull();
    const office = await call(app, 'POST', '/a/api/office/save', { cookie: admin, form: { id: officeId, name: 'HQ' } });
    expect(office.body.code).toBe(0);
    expect((await info()).officeName).toBe('HQ');
  });
});

describe.skipIf(!hasRedis)('cached sessions and grants across two server instances (bus and cache in Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startApp(undefined, { redisUrl: REDIS_URL });
    b = await startApp(a.store, { redisUrl: REDIS_URL });
    await initSystem(a);
    admin = await signIn(a);
    officeId = ((await userInfo(a, admin)).body.jsonObject as { officeId: string }).officeId;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** Resolves once `app`'s bus has delivered the next committed audit row of `module`.`action`. */
  const nextAudit = (on: TestApp, module: string, action: string) =>
    new Promise<void>((resolve) => {
      const off = on.bus.subscribe('audit.recorded', (e: BusEvents['audit.recorded']) => {
        if (e.module !== module || e.action !== action) return;
        off();
        resolve();
      });
    });

  it('refuses, on the other instance, a permission taken on one', async () => {
    const { role } = await userWithRole(a, 'ivo');
    const ivo = await signIn(a, 'ivo', PASSWORD);
    expect((await userList(b, ivo)).body.code).toBe(0);
    const heard = nextAudit(b, 'role', 'update');
    expect((await saveRole(a, { ...role, menuIds: menuIds('sys:office:view').join(',') })).body.code).toBe(0);
    await heard;
    expect((await userList(b, ivo)).body.code).toBe(NO_PERMISSION);
  });

  it("answers 'logout', on the other instance, to a session signed out on one", async () => {
    await userWithRole(a, 'una');
    const una = await signIn(a, 'una', PASSWORD);
    expect((await userInfo(b, una)).body.code).toBe(0);
    const heard = nextAudit(b, 'session', 'logout');
    expect((await call(a, 'POST', '/a/logout', { cookie: una })).body.code).toBe(0);
    await heard;
    expect((await userInfo(b, una)).body.message).toBe('logout');
  });

  it("answers 'logout', on the other instance, to a user disabled on one", async () => {
    const { fields, userId } = await userWithRole(a, 'ove');
    const ove = await signIn(a, 'ove', PASSWORD);
    expect((await userInfo(b, ove)).body.code).toBe(0);
    const heard = nextAudit(b, 'user', 'update');
    expect((await saveUser(a, { ...fields, id: userId, status: 'disabled' })).body.code).toBe(0);
    await heard;
    expect((await userInfo(b, ove)).body.message).toBe('logout');
  });

  // The second level in Redis (platform/auth/shared-level.ts): what one instance loaded, another
  // finds there without reading the database, and a change on one is refused on the very next call
  // of an instance that has nothing of its own yet.

  it('serves on the other instance, and on one started afterwards, what one loaded, without reading it again', async () => {
    await userWithRole(a, 'nia');
    // The sign-in's own event drops the user's info everywhere: heard by all before anything is loaded.
    const heard = nextAudit(b, 'session', 'login');
    const nia = await signIn(a, 'nia', PASSWORD);
    await heard;
    // b sent its drop to Redis on hearing; a call of b that asks Redis after it (an unknown
    // session, on the same connection) returns once Redis has it.
    expect((await userInfo(b, 'Authorization=unknown')).body.message).toBe('logout');
    // A new instance loads session, grants and info (a keeps the info of the sign-in in its own cache).
    const loader = await startApp(a.store, { redisUrl: REDIS_URL });
    try {
      expect((await userInfo(loader, nia)).body.code).toBe(0);
      expect((await userList(loader, nia)).body.code).toBe(0);
    } finally {
      await loader.close();
    }
    // Behind the caches' back (no audit row, so nothing is dropped): the session ended, the roles
    // taken, the name changed. Read from the database, every call below would show it.
    const kysely = a.db.kysely;
    const userId = (
      await kysely.selectFrom('sys_user').select('id').where('login_name', '=', 'nia').executeTakeFirstOrThrow()
    ).id;
    await kysely.updateTable('sys_user').set({ name: 'Changed behind' }).where('id', '=', userId).execute();
    await kysely.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
    await kysely.deleteFrom('sys_session').where('user_id', '=', userId).execute();

    const later = await startApp(a.store, { redisUrl: REDIS_URL });
    try {
      for (const other of [b, later]) {
        const info = await userInfo(other, nia);
        expect(info.body.code).toBe(0);
        expect((info.body.jsonObject as { name: string }).name).toBe('nia');
        expect((await userList(other, nia)).body.code).toBe(0);
      }
    } finally {
      await later.close();
    }
  });

  it('refuses a permission taken on one instance on the very next call of both', async () => {
    const { role } = await userWithRole(a, 'oda');
    const oda = await signIn(a, 'oda', PASSWORD);
    expect((await userList(a, oda)).body.code).toBe(0);
    expect((await saveRole(a, { ...role, menuIds: menuIds('sys:office:view').join(',') })).body.code).toBe(0);
    // No waiting for b to hear of it: b has nothing of its own, and Redis's entries are dropped.
    expect((await userList(b, oda)).body.code).toBe(NO_PERMISSION);
    expect((await userList(a, oda)).body.code).toBe(NO_PERMISSION);
  });

  it("answers 'logout' on the very next call of both instances to a user disabled or signed out on one", async () => {
    const { fields, userId } = await userWithRole(a, 'ula');
    const disabled = await signIn(a, 'ula', PASSWORD);
    expect((await userInfo(a, disabled)).body.code).toBe(0);
    expect((await saveUser(a, { ...fields, id: userId, status: 'disabled' })).body.code).toBe(0);
    expect((await userInfo(b, disabled)).body.message).toBe('logout');
    expect((await userInfo(a, disabled)).body.message).toBe('logout');

    await userWithRole(a, 'uma');
    const out = await signIn(a, 'uma', PASSWORD);
    expect((await userInfo(a, out)).body.code).toBe(0);
    expect((await call(a, 'POST', '/a/logout', { cookie: out })).body.code).toBe(0);
    expect((await userInfo(b, out)).body.message).toBe('logout');
    expect((await userInfo(a, out)).body.message).toBe('logout');
  });
});
