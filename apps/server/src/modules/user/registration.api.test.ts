import type { UserInfo } from '@apm/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
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
    for (const host of [PLATFORM_HOST, 'unknown.example']) {
      const send = await sendCode(host, 'x@acme.example');
      expect(send.body, host).toMatchObject({ code: 1108, message: 'Registration is not open on this site' });
      const r = await register(host, { ...person, code: '123456' });
      expect(r.body.code).toBe(1108);
    }
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

  it('refuses a taken address or login name, a weak password under the policy, and SMS without a provider', async () => {
    expect((await sendCode(HOST, 'RITA@acme.example')).body).toMatchObject({
      code: 409,
      data: { fields: [{ field: 'target', message: 'emailTaken' }] },
    });
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
