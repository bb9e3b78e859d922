import type { UserInfo } from '@apm/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { platformOffice } from '../../../test/people.js';
import { registrationService } from './registration.js';

let app: TestApp;
let admin: string;
let acme: string;
const HOST = 'screens.acme.example';
const PLATFORM_HOST = 'localhost';

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const platform = await platformOffice(app);
  const created = await call(app, 'POST', '/a/api/customer/save', {
    cookie: admin,
    form: { name: 'Acme', parentId: platform.id },
  });
  acme = (created.body.jsonObject as { id: string }).id;
  expect(
    (await call(app, 'POST', '/a/api/customer/saveDomain', { cookie: admin, form: { customerId: acme, host: HOST } }))
      .body.code,
  ).toBe(0);
  await brand(true);
});
afterAll(() => app.close());
afterEach(() => app.db.kysely.deleteFrom('sys_code_throttle').execute());

/** Switches the customer's own brand on, with registration open or closed, new users as reviewers. */
async function brand(register: boolean) {
  const r = await call(app, 'POST', '/a/api/customer/saveBrand', {
    cookie: admin,
    form: {
      id: acme,
      personalType: '1',
      title: 'Acme Screens',
      languages: 'US,DE',
      register: register ? '1' : '0',
      registerRole: 'reviewer',
    },
  });
  expect(r.body.code).toBe(0);
}

const on = (host: string) => ({ host });
const sendCode = (host: string, target: string, way = 'email') =>
  call(app, 'POST', '/a/api/user/sendVerificationCodeNotHaveToRegister', { form: { way, target }, headers: on(host) });
const register = (host: string, form: Record<string, string>) =>
  call(app, 'POST', '/a/api/user/register', { form, headers: on(host) });
const outboxCode = async (to: string) => {
  // Registration mails leave after the answer.
  await app.services.verification.settled();
  const row = await app.db.kysely
    .selectFrom('sys_mail_outbox')
    .select(['body', 'office_id as officeId'])
    .where('to_addr', '=', to)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return { code: /\b(\d{6})\b/.exec(row.body)![1]!, officeId: row.officeId };
};
const person = {
  loginName: 'rita',
  name: 'Rita Reader',
  password: 'Reader#2026',
  way: 'email',
  email: 'rita@acme.example',
};

describe('registration', () => {
  it('is refused on a host whose brand does not allow it, the platform host included', async () => {
    const send = await sendCode(PLATFORM_HOST, 'x@acme.example');
    expect(send.body).toMatchObject({ code: 1108, message: 'Registration is not open on this site' });
    expect((await register(PLATFORM_HOST, { ...person, code: '123456' })).body.code).toBe(1108);
    // A host name that is not this server's (no PUBLIC_ORIGINS, no customer's) is refused before that.
    expect((await sendCode('unknown.example', 'x@acme.example')).body.code).toBe(403);
    expect((await register('unknown.example', { ...person, code: '123456' })).body.code).toBe(403);
    expect(await app.db.kysely.selectFrom('sys_mail_outbox').selectAll().execute()).toEqual([]);
  });

  it("puts a registered user into the customer's office with the brand's role, never the platform", async () => {
    const sent = await sendCode(HOST, person.email);
    expect(sent.body).toMatchObject({ code: 0, jsonObject: { delivery: 'outbox', target: 'r***@acme.example' } });
    const { code, officeId } = await outboxCode(person.email);
    // The outbox mail belongs to the customer: its administrators may read it.
    expect(officeId).toBe(acme);
    const wrong = await register(HOST, { ...person, code: code === '000000' ? '000001' : '000000' });
    expect(wrong.body.code).toBe(1102);
    const r = await register(HOST, { ...person, code });
    expect(r.body.code).toBe(0);
    const cookie = await signIn(app, 'rita', person.password);
    const me = (await call<UserInfo>(app, 'GET', '/a/api/user/getUserInfo', { cookie })).body.jsonObject!;
    expect(me).toMatchObject({ officeId: acme, officeName: 'Acme', email: person.email, roleNames: ['Reviewer'] });
    const audit = await app.db.kysely
      .selectFrom('sys_log')
      .select(['office_id as officeId', 'user_name as userName'])
      .where('action', '=', 'register')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ officeId: acme, userName: 'rita' });
  });

  it('answers a taken address like a free one, and mails its owner a notice instead of a code', async () => {
    await app.db.kysely.deleteFrom('sys_mail_outbox').execute();
    const free = await sendCode(HOST, 'rose@acme.example');
    const taken = await sendCode(HOST, 'RITA@acme.example');
    expect(free.body).toMatchObject({ code: 0, jsonObject: { delivery: 'outbox', target: 'r***@acme.example' } });
    // The same answer; the target is only the address typed, masked.
    expect(taken.body).toEqual({ ...free.body, jsonObject: { ...free.body.jsonObject!, target: 'R***@acme.example' } });
    await app.services.verification.settled();
    const mails = await app.db.kysely
      .selectFrom('sys_mail_outbox')
      .select(['to_addr as to', 'subject', 'body', 'office_id as officeId'])
      .where('to_addr', 'in', ['rose@acme.example', person.email, 'RITA@acme.example'])
      .orderBy('created_at')
      .execute();
    expect(mails.map((m) => m.to).sort()).toEqual([person.email, 'rose@acme.example']);
    const notice = mails.find((m) => m.to === person.email)!;
    expect(notice).toMatchObject({ subject: 'Someone tried to register with your address', officeId: acme });
    expect(notice.body).toContain('Forgot password?');
    expect(notice.body).not.toMatch(/\b\d{6}\b/);
    // Asked again at once, both wait alike.
    const [freeAgain, takenAgain] = [
      await sendCode(HOST, 'rose@acme.example'),
      await sendCode(HOST, 'rita@acme.example'),
    ];
    expect(freeAgain.body.code).toBe(1103);
    expect(takenAgain.body).toEqual(freeAgain.body);
    // No code reached anyone for the taken address: registering with it fails like any wrong code.
    const code = (await outboxCode('rose@acme.example')).code;
    expect((await register(HOST, { ...person, loginName: 'rita2', code })).body.code).toBe(1102);
  });

  it('says nothing of login names or addresses before the code is right, and audits wrong codes', async () => {
    await sendCode(HOST, 'ruth@acme.example');
    const { code } = await outboxCode('ruth@acme.example');
    const wrongCode = code === '000000' ? '000001' : '000000';
    // rita is taken, nobody has "ruthless": a wrong code is all either hears.
    const answers = [];
    for (const loginName of ['rita', 'ruthless']) {
      const r = await call(app, 'POST', '/a/api/user/register', {
        form: { ...person, loginName, email: 'ruth@acme.example', code: wrongCode },
        headers: on(HOST),
        remoteAddress: '198.51.100.7',
      });
      answers.push(r.body);
    }
    expect(answers[0]).toMatchObject({ code: 1102, jsonObject: { attemptsLeft: 4 } });
    expect(answers[1]).toMatchObject({ code: 1102, jsonObject: { attemptsLeft: 3 } });
    const rows = await auditRows(app, 'session', 'codeFailed', 'ruth@acme.example');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ ip: '198.51.100.7', office_id: acme, user_id: null });
    expect(JSON.parse(rows[0]!.changes)).toMatchObject({ purpose: { after: 'register' } });
    // The other address is not proven by the code: it is not kept, so it is never refused as taken.
    await app.db.kysely
      .updateTable('sys_user')
      .set({ phone: '+44 20 7946 0999' })
      .where('login_name', '=', 'admin')
      .execute();
    const r = await register(HOST, {
      ...person,
      loginName: 'ruth',
      email: 'ruth@acme.example',
      phone: '+44 20 7946 0999',
      code,
    });
    expect(r.body.code).toBe(0);
    const ruth = await app.db.kysely
      .selectFrom('sys_user')
      .select(['email', 'phone'])
      .where('login_name', '=', 'ruth')
      .executeTakeFirstOrThrow();
    expect(ruth).toEqual({ email: 'ruth@acme.example', phone: '' });
  });

  it('refuses a taken login name (after the code), a weak password under the policy, and SMS without a provider', async () => {
    await sendCode(HOST, 'rob@acme.example');
    const { code } = await outboxCode('rob@acme.example');
    const taken = await register(HOST, { ...person, email: 'rob@acme.example', code });
    expect(taken.body).toMatchObject({
      code: 409,
      data: { fields: [{ field: 'loginName', message: 'loginNameTaken' }] },
    });
    await call(app, 'POST', '/a/api/sysSetting/save', { cookie: admin, form: { userPwdType: '2' } });
    const weak = await register(HOST, {
      ...person,
      loginName: 'rob',
      email: 'rob@acme.example',
      password: 'robrob123',
      code,
    });
    expect(weak.body).toMatchObject({ code: 400, data: { fields: [{ field: 'password', message: 'passwordWeak' }] } });
    // The code survived the refusals above: it is spent only by a registration that goes through.
    expect((await register(HOST, { ...person, loginName: 'rob', email: 'rob@acme.example', code })).body.code).toBe(0);
    await call(app, 'POST', '/a/api/sysSetting/save', { cookie: admin, form: { userPwdType: '1' } });
    const sms = await call(app, 'POST', '/m/mobile/sendRegisterVerificationCode', {
      form: { phone: '+44 20 7946 0001' },
      headers: on(HOST),
    });
    expect(sms.body.code).toBe(1104);
  });

  it('never registers into the platform office or an office that is not a customer, whatever the lookup says', async () => {
    const platform = await platformOffice(app);
    const agentLike = await call(app, 'POST', '/a/api/office/save', {
      cookie: admin,
      form: { name: 'Branch', parentId: platform.id },
    });
    for (const officeId of [platform.id, (agentLike.body.jsonObject as { id: string }).id, 'missing']) {
      const misled = registrationService({
        db: app.db.kysely,
        verification: app.services.verification,
        passwords: app.services.passwords,
        registrationFor: async () => ({ officeId, roleCode: 'operator' }),
        audit: app.services.audit,
      });
      await expect(
        misled.sendCode(HOST, 'email', 'z@acme.example', { ip: '1.2.3.4', userAgent: '', lang: 'US' }),
      ).rejects.toMatchObject({
        kind: 'REGISTRATION_CLOSED',
      });
    }
  });

  it('closes when the customer switches registration off', async () => {
    await brand(false);
    expect((await sendCode(HOST, 'late@acme.example')).body.code).toBe(1108);
    await brand(true);
  });
});
