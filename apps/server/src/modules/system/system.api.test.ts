import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';

let app: TestApp;
beforeEach(async () => {
  app = await startApp();
});
afterEach(() => app.close());

const countUsers = async () =>
  Number(
    (
      await app.db.kysely
        .selectFrom('sys_user')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('system initialisation', () => {
  it('answers -1 before and 1 after initialisation', async () => {
    expect((await call(app, 'GET', '/f/common/isSysInit')).body).toMatchObject({ code: 0, jsonObject: -1 });
    await initSystem(app);
    expect((await call(app, 'GET', '/f/common/isSysInit')).body).toMatchObject({ code: 0, jsonObject: 1 });
  });

  it('creates the platform office and an administrator who can sign in and holds every permission', async () => {
    await initSystem(app);
    const cookie = await signIn(app);
    const info = await call<{ name: string; officeName: string; roleNames: string[]; permissions: unknown[] }>(
      app,
      'GET',
      '/a/api/user/getUserInfo',
      { cookie },
    );
    expect(info.body.jsonObject).toMatchObject({
      name: ADMIN.name,
      officeName: ADMIN.officeName,
      roleNames: ['Administrator'],
    });
    expect(info.body.jsonObject!.permissions).toContainEqual({
      id: 'sys:user',
      operation: expect.arrayContaining(['view', 'edit']),
    });
  });

  it('tells the previous sign-in, none on the first', async () => {
    await initSystem(app);
    const first = await call<{ lastLoginDate: number | null; lastLoginIp: string }>(
      app,
      'GET',
      '/a/api/user/getUserInfo',
      {
        cookie: await signIn(app),
      },
    );
    expect(first.body.jsonObject).toMatchObject({ lastLoginDate: null, lastLoginIp: '' });
    const second = await call<{ lastLoginDate: number | null; lastLoginIp: string }>(
      app,
      'GET',
      '/a/api/user/getUserInfo',
      {
        cookie: await signIn(app),
      },
    );
    expect(second.body.jsonObject!.lastLoginDate).toBeGreaterThan(0);
    expect(second.body.jsonObject!.lastLoginIp).toBe('127.0.0.1');
  });

  it('is refused once initialised and changes nothing', async () => {
    await initSystem(app);
    const again = await call(app, 'POST', '/f/common/sysInit', { form: { ...ADMIN, loginName: 'other' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(1004);
    expect(await countUsers()).toBe(1);
  });

  it('lets exactly one of two simultaneous initialisations through', async () => {
    const [a, b] = await Promise.all([
      call(app, 'POST', '/f/common/sysInit', { form: ADMIN }),
      call(app, 'POST', '/f/common/sysInit', { form: { ...ADMIN, loginName: 'second' } }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 1004]);
    expect(await countUsers()).toBe(1);
  });

  it('names the fields that are wrong and initialises nothing', async () => {
    const r = await call(app, 'POST', '/f/common/sysInit', {
      form: { ...ADMIN, password: 'short', loginName: 'a b' },
    });
    expect(r.body.code).toBe(400);
    const fields = (r.body.data as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['password', 'loginName']));
    expect((await call(app, 'GET', '/f/common/isSysInit')).body.jsonObject).toBe(-1);
  });
});
