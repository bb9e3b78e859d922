import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, signIn, startApp, type CallResult, type TestApp } from '../../../test/harness.js';
import { addOffice, platformOffice } from '../../../test/people.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '../../demo-seed.js';

/**
 * Every way a user comes to be goes through users.check and users.create (create.ts): the same
 * password policy, rating, login-name rule and hash, each way naming its own form fields.
 */

const HOST = 'screens.regco.example';

interface World {
  app: TestApp;
  admin: string;
  platform: { id: string; path: string };
}

/** A system initialised with `password` for its administrator, and a customer whose host lets people register. */
async function world(password: string): Promise<World> {
  const app = await startApp();
  expect((await call(app, 'POST', '/f/common/sysInit', { form: { ...ADMIN, password } })).body.code).toBe(0);
  const admin = await signIn(app, ADMIN.loginName, password);
  const platform = await platformOffice(app);
  const post = (url: string, form: Record<string, string>) => call(app, 'POST', url, { cookie: admin, form });
  const regco = await post('/a/api/customer/save', { name: 'Regco', parentId: platform.id });
  const customerId = (regco.body.jsonObject as { id: string }).id;
  expect((await post('/a/api/customer/saveDomain', { customerId, host: HOST })).body.code).toBe(0);
  const brand = await post('/a/api/customer/saveBrand', {
    id: customerId,
    personalType: '1',
    title: 'Regco',
    languages: 'US',
    register: '1',
    registerRole: 'reviewer',
  });
  expect(brand.body.code).toBe(0);
  return { app, admin, platform };
}

/** The fields a way's form names for the login name and the password. */
const FORM = { loginName: 'loginName', password: 'password' };
const ADMIN_FORM = { loginName: 'adminLoginName', password: 'adminPassword' };

type Way = (w: World, loginName: string, password: string) => Promise<CallResult>;

/** Each way of making a user through the API, with the fields its refusals name. */
const WAYS: Record<string, { make: Way; fields: typeof FORM }> = {
  management: {
    fields: FORM,
    make: (w, loginName, password) =>
      call(w.app, 'POST', '/a/api/user/save', {
        cookie: w.admin,
        form: { officeId: w.platform.id, loginName, name: loginName, password, roleIds: 'operator' },
      }),
  },
  registration: {
    fields: FORM,
    async make(w, loginName, password) {
      const email = `${loginName.toLowerCase()}@regco.example`;
      const headers = { host: HOST };
      await w.app.db.kysely.deleteFrom('sys_code_throttle').execute();
      await call(w.app, 'POST', '/a/api/user/sendVerificationCodeNotHaveToRegister', {
        form: { way: 'email', target: email },
        headers,
      });
      // Registration mails leave after the answer.
      await w.app.services.verification.settled();
      const mail = await w.app.db.kysely
        .selectFrom('sys_mail_outbox')
        .select('body')
        .where('to_addr', '=', email)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      const code = mail ? /\b(\d{6})\b/.exec(mail.body)![1]! : '000000';
      const form = { loginName, name: loginName, password, way: 'email', email, code };
      return call(w.app, 'POST', '/a/api/user/register', { form, headers });
    },
  },
  customer: {
    fields: ADMIN_FORM,
    make: (w, loginName, password) =>
      call(w.app, 'POST', '/a/api/customer/save', {
        cookie: w.admin,
        form: {
          name: `Customer of ${loginName}`,
          adminLoginName: loginName,
          adminName: loginName,
          adminPassword: password,
        },
      }),
  },
  agent: {
    fields: ADMIN_FORM,
    async make(w, loginName, password) {
      const office = await addOffice(w.app, `Agent of ${loginName}`, w.platform);
      return call(w.app, 'POST', '/a/api/office/openAgentOffice', {
        cookie: w.admin,
        form: { id: office.id, adminLoginName: loginName, adminName: loginName, adminPassword: password },
      });
    },
  },
};

const ratings = async (app: TestApp) =>
  app.db.kysely.selectFrom('sys_user').select(['login_name as loginName', 'user_pwd_type as type']).execute();

const worlds: World[] = [];
afterAll(async () => {
  for (const w of worlds) await w.app.close();
});

describe('one way to make a user', () => {
  let plain: World;
  beforeAll(async () => {
    plain = await world('plainpass1');
    worlds.push(plain);
  });

  it('rates the same password the same, whichever way the user was made', async () => {
    // A strong password (mixed case), the demo seed's, and one that passes only the basic rule.
    const strong = await world(DEMO_PASSWORD);
    worlds.push(strong);
    for (const [w, password, type] of [
      [strong, DEMO_PASSWORD, '2'],
      [plain, 'plainpass1', '1'],
    ] as const) {
      for (const [way, { make }] of Object.entries(WAYS)) {
        expect((await make(w, `${way}.user`, password)).body.code, way).toBe(0);
      }
      if (password === DEMO_PASSWORD) await seedDemo(w.app.db.kysely, w.app.services.passwords, w.app.services.audit);
      const rows = await ratings(w.app);
      const made = [ADMIN.loginName, ...Object.keys(WAYS).map((way) => `${way}.user`)];
      if (password === DEMO_PASSWORD) made.push(...DEMO_USERS.map((u) => u.loginName));
      expect(rows.map((r) => r.loginName).sort()).toEqual(made.sort());
      for (const r of rows) expect(r.type, `${r.loginName} (${password})`).toBe(type);
    }
  });

  it('refuses, on every way, a password the policy refuses and a taken login name, naming its own field', async () => {
    const w = plain;
    const setting = await call(w.app, 'POST', '/a/api/sysSetting/save', {
      cookie: w.admin,
      form: { userPwdType: '2' },
    });
    expect(setting.body.code).toBe(0);
    const before = await ratings(w.app);
    const agentsBefore = await w.app.db.kysely
      .selectFrom('sys_office')
      .select('id')
      .where('type', '=', 'agent')
      .execute();
    for (const [way, { make, fields }] of Object.entries(WAYS)) {
      const weak = await make(w, `weak.${way}`, 'weakpass1');
      expect(weak.body, way).toMatchObject({
        code: 400,
        data: { fields: [{ field: fields.password, message: 'passwordWeak' }] },
      });
      const taken = await make(w, ADMIN.loginName.toUpperCase(), 'Strong#2026');
      expect(taken.body, way).toMatchObject({
        code: 409,
        data: { fields: [{ field: fields.loginName, message: 'loginNameTaken' }] },
      });
    }
    // Nothing was made: no user, no agent, no customer of those attempts.
    expect(await ratings(w.app)).toEqual(before);
    expect(await w.app.db.kysely.selectFrom('sys_office').select('id').where('type', '=', 'agent').execute()).toEqual(
      agentsBefore,
    );
    const customers = await w.app.db.kysely
      .selectFrom('sys_office')
      .select('name')
      .where('name', 'in', ['Customer of weak.customer', `Customer of ${ADMIN.loginName.toUpperCase()}`])
      .execute();
    expect(customers).toEqual([]);
  });
});
