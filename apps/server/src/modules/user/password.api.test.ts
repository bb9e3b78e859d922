import type { ForgetPwdWays, UserInfo } from '@apm/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import { settingsRepo } from '../settings/repo.js';

let app: TestApp;
let admin: string;
beforeEach(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

const setting = (form: Record<string, string>) => call(app, 'POST', '/a/api/sysSetting/save', { cookie: admin, form });
const post = (url: string, form: Record<string, string>, cookie?: string) => call(app, 'POST', url, { form, cookie });
const fieldOf = (body: { data?: unknown }) => (body.data as { fields: { field: string; message: string }[] }).fields[0];
/** The code of the latest outbox mail (no mail server is configured in these tests). */
const outboxCode = async () => {
  // Reset codes leave after the answer.
  await app.services.verification.settled();
  const row = await app.db.kysely
    .selectFrom('sys_mail_outbox')
    .select('body')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
};
const auditActions = async (module: string) =>
  (
    await app.db.kysely
      .selectFrom('sys_log')
      .select(['action', 'changes'])
      .where('module', '=', module)
      .orderBy('at')
      .execute()
  ).map((r) => r.action);

/** Forgot password from the start: the code (from the outbox), its token, the new password. */
async function resetTo(password: string, loginName = ADMIN.loginName) {
  await app.db.kysely.deleteFrom('sys_code_throttle').execute();
  const sent = await post('/a/api/user/sendVerificationCode', { loginName, way: 'email' });
  expect(sent.body).toMatchObject({ code: 0, jsonObject: { delivery: 'outbox' } });
  const checked = await call<{ resetToken: string }>(app, 'GET', '/a/api/user/checkVerificationCode', {
    form: { loginName, code: await outboxCode() },
  });
  expect(checked.body.code).toBe(0);
  return post('/a/api/user/modifyPwd', {
    loginName,
    resetToken: checked.body.jsonObject!.resetToken,
    newPassword: password,
  });
}

/**
 * Besides ADMIN (e-mail on file): an unknown name, a user without an address, and a disabled user
 * with an address. None of them may be told apart from ADMIN by an answer.
 */
async function otherNames() {
  const platform = await platformOffice(app);
  await addPerson(app, 'bob', 'operator', platform.id);
  const gone = await addPerson(app, 'gone', 'operator', platform.id);
  await app.db.kysely
    .updateTable('sys_user')
    .set({ email: 'gone@example.com', status: 'disabled' })
    .where('id', '=', gone)
    .execute();
  return ['ghost', 'bob', 'gone'];
}

const outboxTo = async () =>
  (await app.db.kysely.selectFrom('sys_mail_outbox').select('to_addr').execute()).map((r) => r.to_addr);

describe('forgotten password', () => {
  it('answers the same ways for every name, an account or not, and tells no address', async () => {
    const names = [ADMIN.loginName, 'ADMIN', ...(await otherNames())];
    for (const loginName of names) {
      const r = await call<ForgetPwdWays>(app, 'GET', '/a/forgetPwdWay', { form: { loginName } });
      expect(r.body).toEqual({ code: 0, message: expect.any(String), jsonObject: { ways: [{ way: 'email' }] } });
    }
  });

  it('answers a reset code the same for every name; only an active account with an address gets a mail', async () => {
    const names = [ADMIN.loginName, ...(await otherNames())];
    const bodies = [];
    for (const loginName of names)
      bodies.push((await post('/a/api/user/sendVerificationCode', { loginName, way: 'email' })).body);
    expect(bodies[0]).toMatchObject({
      code: 0,
      jsonObject: { delivery: 'outbox', resendAfter: 60, expiresIn: 600, target: '' },
    });
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    await app.services.verification.settled();
    expect(await outboxTo()).toEqual([ADMIN.email]);

    // The throttle answers the same too: asked again at once, each name waits alike.
    const again = [];
    for (const loginName of names)
      again.push((await post('/a/api/user/sendVerificationCode', { loginName, way: 'email' })).body);
    expect(again[0]).toMatchObject({ code: 1103, jsonObject: { retryAfter: expect.any(Number) } });
    for (const b of again) expect({ ...b, jsonObject: undefined }).toEqual({ ...again[0], jsonObject: undefined });
    expect(await outboxTo()).toEqual([ADMIN.email]);

    // Text messages are not configured, whoever asks.
    for (const loginName of names) {
      expect((await post('/a/api/user/sendVerificationCode', { loginName, way: 'sms' })).body.code).toBe(1104);
    }
  });

  it('answers wrong codes the same for every name, and audits each with the IP', async () => {
    const names = [ADMIN.loginName, ...(await otherNames())];
    for (const loginName of names) await post('/a/api/user/sendVerificationCode', { loginName, way: 'email' });
    const code = await outboxCode();
    const wrongCode = code === '123456' ? '654321' : '123456';
    const answers = [];
    for (const loginName of [...names, 'never-asked']) {
      const r = await call(app, 'GET', '/a/api/user/checkVerificationCode', {
        form: { loginName, code: wrongCode },
        remoteAddress: '203.0.113.9',
      });
      answers.push(r.body);
    }
    expect(answers[0]).toMatchObject({ code: 1102, jsonObject: { attemptsLeft: 4 } });
    for (const b of answers.slice(0, names.length)) expect(b).toEqual(answers[0]);
    // A name nobody asked a code for has none, like an account that asked for none.
    expect(answers[names.length]).toMatchObject({ code: 1102, jsonObject: { attemptsLeft: 0 } });

    const rows = await auditRows(app, 'session', 'codeFailed');
    // One row per name (rows of one millisecond have no order among them).
    expect(rows.map((r) => r.target).sort()).toEqual([...names].sort());
    const platform = await platformOffice(app);
    for (const r of rows) {
      expect(r).toMatchObject({ ip: '203.0.113.9', user_id: null, office_id: platform.id });
      expect(JSON.parse(r.changes)).toEqual({ purpose: { after: 'resetPwd' }, attemptsLeft: { after: 4 } });
    }
    // The account's own code still works after the wrong answer.
    const checked = await call(app, 'GET', '/a/api/user/checkVerificationCode', {
      form: { loginName: ADMIN.loginName, code },
    });
    expect(checked.body.code).toBe(0);
  });

  it("tells nothing of an account's passwords without a checked code", async () => {
    await setting({ pwdHistoryCount: '3' });
    await otherNames();
    for (const loginName of [ADMIN.loginName, 'ghost', 'bob']) {
      // The current password, which the history refuses, is answered like any other without a token.
      const reused = await post('/a/api/user/modifyPwd', {
        loginName,
        resetToken: 'made-up',
        newPassword: ADMIN.password,
      });
      expect(reused.body).toMatchObject({ code: 1102, jsonObject: { attemptsLeft: 0 } });
      // A password the policy refuses is refused alike, for every name.
      const weak = await post('/a/api/user/modifyPwd', { loginName, resetToken: 'made-up', newPassword: 'short' });
      expect(weak.body).toMatchObject({ code: 400, data: { fields: [{ field: 'newPassword' }] } });
    }
  });

  it('resets with a checked code: sessions end, the old password stops working, the new one works', async () => {
    const r = await resetTo('Renewed#2026');
    expect(r.body.code).toBe(0);
    expect((await call(app, 'GET', '/a/api/user/getUserInfo', { cookie: admin })).body.message).toBe('logout');
    expect((await post('/a/login', { username: ADMIN.loginName, password: ADMIN.password })).body.code).toBe(1001);
    expect((await post('/a/login', { username: ADMIN.loginName, password: 'Renewed#2026' })).body.code).toBe(0);
    expect(await auditActions('user')).toContain('resetPassword');
  });

  it('spends the code at the check and the token at the reset', async () => {
    await post('/a/api/user/sendVerificationCode', { loginName: ADMIN.loginName, way: 'email' });
    const code = await outboxCode();
    const first = await call<{ resetToken: string }>(app, 'GET', '/a/api/user/checkVerificationCode', {
      form: { loginName: ADMIN.loginName, code },
    });
    const again = await call(app, 'GET', '/a/api/user/checkVerificationCode', {
      form: { loginName: ADMIN.loginName, code },
    });
    expect(again.body.code).toBe(1102);
    const token = first.body.jsonObject!.resetToken;
    const reset = { loginName: ADMIN.loginName, resetToken: token, newPassword: 'Renewed#2026' };
    expect((await post('/a/api/user/modifyPwd', reset)).body.code).toBe(0);
    expect((await post('/a/api/user/modifyPwd', { ...reset, newPassword: 'Another#2026' })).body.code).toBe(1102);
    expect((await post('/a/api/user/modifyPwd', { ...reset, resetToken: 'made-up' })).body.code).toBe(1102);
  });

  it('refuses checks of a code from another site (its referer, or no headers) and spends nothing', async () => {
    await post('/a/api/user/sendVerificationCode', { loginName: ADMIN.loginName, way: 'email' });
    const code = await outboxCode();
    const wrongCode = code === '123456' ? '654321' : '123456';
    const navigate = (headers: Record<string, string>) =>
      app.http.inject({
        method: 'GET',
        url: '/apm-web/a/api/user/checkVerificationCode',
        query: { loginName: ADMIN.loginName, code: wrongCode },
        headers,
      });
    // Five wrong answers would spend the code; these ten are refused before they are looked at.
    for (let i = 0; i < 5; i++) {
      expect((await navigate({ referer: 'https://evil.example/' })).statusCode).toBe(403);
      expect((await navigate({})).statusCode).toBe(403);
    }
    const checked = await call(app, 'GET', '/a/api/user/checkVerificationCode', {
      form: { loginName: ADMIN.loginName, code },
    });
    expect(checked.body.code).toBe(0);
  });

  it('refuses a wrong code, an expired one, and a code for another user', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await addPerson(app, 'bob', 'operator', (await platformOffice(app)).id);
    await post('/a/api/user/sendVerificationCode', { loginName: ADMIN.loginName, way: 'email' });
    const code = await outboxCode();
    const check = (loginName: string, c: string) =>
      call(app, 'GET', '/a/api/user/checkVerificationCode', { form: { loginName, code: c } });
    expect((await check('bob', code)).body.code).toBe(1102);
    expect((await check(ADMIN.loginName, code === '123456' ? '654321' : '123456')).body.code).toBe(1102);
    expect((await check(ADMIN.loginName, 'abc')).body.code).toBe(400);
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1);
    expect((await check(ADMIN.loginName, code)).body.code).toBe(1102);
  });

  it('follows the switches of the verification modes', async () => {
    await setting({ smtpVerifyCodeOpen: 'false' });
    expect(
      (await call<ForgetPwdWays>(app, 'GET', '/a/forgetPwdWay', { form: { loginName: 'admin' } })).body.jsonObject,
    ).toEqual({ ways: [] });
    const r = await post('/a/api/user/sendVerificationCode', { loginName: ADMIN.loginName, way: 'email' });
    expect(r.body.code).toBe(1105);
  });
});

describe('password policy', () => {
  it('asks for strength when the policy says so, in every place a password is set', async () => {
    await setting({ userPwdType: '2' });
    // The basic rule holds always; the strong one adds a symbol or mixed case.
    const weak = await resetTo('weakpass1');
    expect(fieldOf(weak.body)).toEqual({ field: 'newPassword', message: 'passwordWeak' });
    const platform = await platformOffice(app);
    const created = await post(
      '/a/api/user/save',
      { officeId: platform.id, loginName: 'carl', name: 'Carl', password: 'carlcarl1' },
      admin,
    );
    expect(fieldOf(created.body)).toEqual({ field: 'password', message: 'passwordWeak' });
    const ok = await post(
      '/a/api/user/save',
      { officeId: platform.id, loginName: 'carl', name: 'Carl', password: 'carl-carl1' },
      admin,
    );
    expect(ok.body.code).toBe(0);
    const id = (ok.body.jsonObject as { id: string }).id;
    const carl = await signIn(app, 'carl', 'carl-carl1');
    expect(
      (await call<UserInfo>(app, 'GET', '/a/api/user/getUserInfo', { cookie: carl })).body.jsonObject!.userPwdType,
    ).toBe('2');
    const resetWeak = await post(
      '/a/api/user/save',
      { id, officeId: platform.id, loginName: 'carl', name: 'Carl', password: 'weakpass2' },
      admin,
    );
    expect(fieldOf(resetWeak.body)).toEqual({ field: 'password', message: 'passwordWeak' });
    const change = await post(
      '/a/api/user/modifyPassword',
      { oldPassword: 'carl-carl1', newPassword: 'weakpass3' },
      carl,
    );
    expect(fieldOf(change.body)).toEqual({ field: 'newPassword', message: 'passwordWeak' });
  });

  it("applies the policy to the first administrator's password", async () => {
    const fresh = await startApp();
    try {
      await settingsRepo(fresh.db.kysely).set('userPwdType', '2', Date.now());
      const r = await call(fresh, 'POST', '/f/common/sysInit', { form: { ...ADMIN, password: 'secret123' } });
      expect(fieldOf(r.body)).toEqual({ field: 'password', message: 'passwordWeak' });
      expect((await call(fresh, 'GET', '/f/common/isSysInit')).body.jsonObject).toBe(-1);
      expect((await call(fresh, 'POST', '/f/common/sysInit', { form: ADMIN })).body.code).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('applies the policy to the first administrators of customers and agents, and rates their passwords', async () => {
    await setting({ userPwdType: '2' });
    const platform = await platformOffice(app);
    const office = await addOffice(app, 'Eastwind', platform);
    const first = (loginName: string, adminPassword: string) => ({
      adminLoginName: loginName,
      adminName: 'First Admin',
      adminPassword,
      adminEmail: '',
    });
    const weakAgent = await post(
      '/a/api/office/openAgentOffice',
      { id: office.id, ...first('east.agent', 'weakpass1') },
      admin,
    );
    expect(weakAgent.body.code).toBe(400);
    expect(fieldOf(weakAgent.body)).toEqual({ field: 'adminPassword', message: 'passwordWeak' });
    // Nothing of it stays: the office is no agent and has no user.
    const agents = await call(app, 'GET', '/a/api/office/agentList', { cookie: admin });
    expect(JSON.stringify(agents.body.data)).not.toContain('Eastwind');
    expect(
      await app.db.kysely.selectFrom('sys_user').select('id').where('login_name', '=', 'east.agent').execute(),
    ).toEqual([]);
    const agent = await post(
      '/a/api/office/openAgentOffice',
      { id: office.id, ...first('east.agent', 'east-agent1') },
      admin,
    );
    expect(agent.body.code).toBe(0);

    const weakCustomer = await post(
      '/a/api/customer/save',
      { name: 'Acme', ...first('acme.admin', 'weakpass1') },
      admin,
    );
    expect(weakCustomer.body.code).toBe(400);
    expect(fieldOf(weakCustomer.body)).toEqual({ field: 'adminPassword', message: 'passwordWeak' });
    expect(await app.db.kysely.selectFrom('sys_office').select('id').where('name', '=', 'Acme').execute()).toEqual([]);
    expect(
      (await post('/a/api/customer/save', { name: 'Acme', ...first('acme.admin', 'acme-admin1') }, admin)).body.code,
    ).toBe(0);

    // A password that passes is rated by its strength, not marked strong regardless.
    await setting({ userPwdType: '1' });
    const plain = await post('/a/api/customer/save', { name: 'Bolt', ...first('bolt.admin', 'boltbolt1') }, admin);
    expect(plain.body.code).toBe(0);
    for (const [loginName, password, type] of [
      ['east.agent', 'east-agent1', '2'],
      ['acme.admin', 'acme-admin1', '2'],
      ['bolt.admin', 'boltbolt1', '1'],
    ] as const) {
      const cookie = await signIn(app, loginName, password);
      const info = await call<UserInfo>(app, 'GET', '/a/api/user/getUserInfo', { cookie });
      expect(info.body.jsonObject!.userPwdType, loginName).toBe(type);
    }
  });

  it('refuses the last N passwords, the current one included, and accepts an older one', async () => {
    await setting({ pwdHistoryCount: '3' });
    const change = async (from: string, to: string) => {
      await app.db.kysely.deleteFrom('sys_login_failure').execute();
      const cookie = await signIn(app, ADMIN.loginName, from);
      return post('/a/api/user/modifyPassword', { oldPassword: from, newPassword: to }, cookie);
    };
    expect((await change(ADMIN.password, 'Second#1')).body.code).toBe(0);
    expect((await change('Second#1', 'Third#111')).body.code).toBe(0);
    // The current one and the two before it are the last three.
    for (const used of ['Third#111', 'Second#1', ADMIN.password]) {
      const r = await change('Third#111', used);
      expect(fieldOf(r.body), used).toEqual({ field: 'newPassword', message: 'passwordReused' });
    }
    expect((await change('Third#111', 'Fourth#11')).body.code).toBe(0);
    // Now the first password is four back: allowed again. The reset by code follows the history too.
    expect(fieldOf((await resetTo('Third#111')).body)).toEqual({ field: 'newPassword', message: 'passwordReused' });
    expect((await change('Fourth#11', ADMIN.password)).body.code).toBe(0);
    const history = await app.db.kysely.selectFrom('sys_password_history').select('password_hash').execute();
    expect(history.every((h) => h.password_hash.startsWith('$argon2id$'))).toBe(true);
  });

  it('without a history, still refuses the current password as the new one', async () => {
    const r = await post(
      '/a/api/user/modifyPassword',
      { oldPassword: ADMIN.password, newPassword: ADMIN.password },
      admin,
    );
    expect(fieldOf(r.body)).toEqual({ field: 'newPassword', message: 'passwordReused' });
  });
});

describe('password expiry', () => {
  it('forces the change: every call but the change answers 1100 until it is done', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await setting({ pwdExpireDays: '30' });
    vi.setSystemTime(Date.now() + 31 * 86_400_000);
    const signin = await post('/a/login', { username: ADMIN.loginName, password: ADMIN.password });
    expect(signin.body.code).toBe(0);
    expect(signin.body.jsonObject).toMatchObject({ loginName: ADMIN.loginName, passwordExpired: true });
    const cookie = `Authorization=${signin.cookies.find((c) => c.name === 'Authorization')!.value}`;
    for (const [method, url] of [
      ['GET', '/a/api/user/getUserInfo'],
      ['GET', '/routes'],
      ['GET', '/a/api/sysSetting/getKey'],
      ['POST', '/a/api/user/modifyPassword'],
    ] as const) {
      const r = await call(app, method, url, { cookie, form: { key: 'x' } });
      expect(r.body, url).toMatchObject({ code: 1100, message: 'Your password has expired: change it to go on' });
    }
    // Public calls and sign-out still work.
    expect((await call(app, 'POST', '/f/common/checkIslogin', { cookie })).body.jsonObject).toEqual({ isLogin: true });
    const same = await post(
      '/a/api/user/pwdPastDueModify',
      { oldPassword: ADMIN.password, newPassword: ADMIN.password },
      cookie,
    );
    expect(fieldOf(same.body)).toEqual({ field: 'newPassword', message: 'passwordReused' });
    const wrongOld = await post(
      '/a/api/user/pwdPastDueModify',
      { oldPassword: 'Nope1234', newPassword: 'Fresh#2026' },
      cookie,
    );
    expect(fieldOf(wrongOld.body)).toEqual({ field: 'oldPassword', message: 'wrongPassword' });
    const done = await post(
      '/a/api/user/pwdPastDueModify',
      { oldPassword: ADMIN.password, newPassword: 'Fresh#2026' },
      cookie,
    );
    expect(done.body).toMatchObject({ code: 0, jsonObject: { loginName: ADMIN.loginName } });
    expect((await call(app, 'GET', '/a/api/user/getUserInfo', { cookie })).body.code).toBe(0);
    // The new password is fresh: the next sign-in is not held.
    const next = await post('/a/login', { username: ADMIN.loginName, password: 'Fresh#2026' });
    expect(next.body.jsonObject).not.toHaveProperty('passwordExpired');
    expect(await auditActions('user')).toContain('changeExpiredPassword');
  });

  it('never expires with 0 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + 3650 * 86_400_000);
    const signin = await post('/a/login', { username: ADMIN.loginName, password: ADMIN.password });
    expect(signin.body.jsonObject).not.toHaveProperty('passwordExpired');
  });
});
