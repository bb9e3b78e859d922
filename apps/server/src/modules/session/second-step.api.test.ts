import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, type CodeSent, type SeniorValidation } from '@apm/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { startMailbox, type Mailbox } from '../../../test/mailbox.js';
import { addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
let mailbox: Mailbox;
beforeAll(async () => {
  [app, mailbox] = await Promise.all([startApp(), startMailbox()]);
  await initSystem(app);
});
afterAll(async () => {
  await app.close();
  await mailbox.close();
});
afterEach(async () => {
  vi.useRealTimers();
  // Each test starts with a fresh allowance of codes and no open codes.
  await app.db.kysely.deleteFrom('sys_code_throttle').execute();
  await app.db.kysely.deleteFrom('sys_verification_code').execute();
  await app.db.kysely.deleteFrom('sys_login_failure').execute();
});

const login = (code = '', username = ADMIN.loginName, password = ADMIN.password) =>
  call<{ ways?: string[]; attemptsLeft?: number }>(app, 'POST', '/a/login', {
    form: { username, password, verificationCode: code },
  });
const sendCode = (form: Record<string, string> = {}) =>
  call<CodeSent & { retryAfter?: number }>(app, 'POST', '/a/api/user/loginSendVerificationCode', {
    form: { username: ADMIN.loginName, password: ADMIN.password, way: 'email', ...form },
  });
const sessions = async () =>
  Number(
    (
      await app.db.kysely
        .selectFrom('sys_session')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const hasCookie = (r: { cookies: { name: string }[] }) => r.cookies.some((c) => c.name === 'Authorization');
/** Moves the clock on (only Date: the mail server's timers keep running). */
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('second sign-in step', () => {
  it('is off by default: the password alone signs in', async () => {
    const r = await call<SeniorValidation>(app, 'GET', '/a/seniorValidation');
    expect(r.body.jsonObject).toEqual({ secondStep: false, ways: ['email'] });
    expect((await login()).body.code).toBe(0);
    expect((await sendCode()).body.code).toBe(409);
  });

  it('when switched on, a right password without a code answers 1101 and opens no session', async () => {
    const admin = await signIn(app);
    const saved = await call(app, 'POST', '/a/api/sysSetting/save', {
      cookie: admin,
      form: {
        smtpHost: '127.0.0.1',
        smtpPort: String(mailbox.port),
        smtpUser: mailbox.user,
        smtpPassword: mailbox.password,
        smtpFrom: 'console@signage.example',
        loginSecondStep: 'true',
      },
    });
    expect(saved.body.code).toBe(0);
    await app.db.kysely.deleteFrom('sys_session').execute();
    expect((await call<SeniorValidation>(app, 'GET', '/a/seniorValidation')).body.jsonObject).toEqual({
      secondStep: true,
      ways: ['email'],
    });
    const r = await login();
    expect(r.body).toMatchObject({ code: 1101, jsonObject: { ways: ['email'] } });
    expect(hasCookie(r)).toBe(false);
    expect(await sessions()).toBe(0);
    // A wrong password still answers as a wrong password, whatever the code.
    expect((await login('123456', ADMIN.loginName, 'Wrong1234')).body.code).toBe(1001);
  });

  it('sends the code only after the password is proven, to the address on file, and signs in with it once', async () => {
    expect((await sendCode({ password: 'Wrong1234' })).body.code).toBe(1001);
    const before = mailbox.mails.length;
    const sent = await sendCode();
    expect(sent.body).toMatchObject({
      code: 0,
      jsonObject: { delivery: 'sent', target: 'a***@example.com', resendAfter: 60, expiresIn: 600 },
    });
    expect(mailbox.mails.length).toBe(before + 1);
    expect(mailbox.mails.at(-1)!.to).toEqual([ADMIN.email]);
    const code = await mailbox.codeFor(ADMIN.email);
    const wrong = await login(code === '000000' ? '111111' : '000000');
    expect(wrong.body).toMatchObject({ code: 1102, jsonObject: { attemptsLeft: CODE_MAX_ATTEMPTS - 1 } });
    expect(hasCookie(wrong)).toBe(false);
    const ok = await login(code);
    expect(ok.body.code).toBe(0);
    expect(hasCookie(ok)).toBe(true);
    // Spent: the same code does not sign in again.
    expect((await login(code)).body.code).toBe(1102);
  });

  it('stores codes hashed', async () => {
    await sendCode();
    const code = await mailbox.codeFor(ADMIN.email);
    const rows = await app.db.kysely.selectFrom('sys_verification_code').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets a code expire after ten minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await sendCode();
    const code = await mailbox.codeFor(ADMIN.email);
    later(CODE_TTL_MS + 1);
    expect((await login(code)).body).toMatchObject({ code: 1102, jsonObject: { attemptsLeft: 0 } });
  });

  it('spends a code after five wrong answers, even for the right one after them', async () => {
    await sendCode();
    const code = await mailbox.codeFor(ADMIN.email);
    const wrongCode = code === '999999' ? '999998' : '999999';
    const before = (await auditRows(app, 'session', 'codeFailed', ADMIN.loginName)).length;
    for (let i = 1; i <= CODE_MAX_ATTEMPTS; i++) {
      expect((await login(wrongCode)).body.jsonObject).toEqual({ attemptsLeft: CODE_MAX_ATTEMPTS - i });
    }
    expect((await login(code)).body).toMatchObject({ code: 1102, jsonObject: { attemptsLeft: 0 } });
    // Each counted wrong answer is in the audit log with the IP; the answer to a spent code is not.
    const rows = (await auditRows(app, 'session', 'codeFailed', ADMIN.loginName)).slice(before);
    expect(rows).toHaveLength(CODE_MAX_ATTEMPTS);
    const office = (await platformOffice(app)).id;
    for (const r of rows) expect(r).toMatchObject({ ip: '127.0.0.1', user_id: null, office_id: office });
    // One row per attempt, 4 left down to none (rows of one millisecond have no order among them).
    const left = rows.map(
      (r) => JSON.parse(r.changes) as { purpose: { after: string }; attemptsLeft: { after: number } },
    );
    expect(left.every((c) => c.purpose.after === 'login')).toBe(true);
    expect(left.map((c) => c.attemptsLeft.after).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('counts only the newest code', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await sendCode();
    const first = await mailbox.codeFor(ADMIN.email);
    later(61_000);
    await sendCode();
    const second = await mailbox.codeFor(ADMIN.email);
    if (first !== second) expect((await login(first)).body.code).toBe(1102);
    expect((await login(second)).body.code).toBe(0);
  });

  it('sends one code a minute to an address and at most five an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await sendCode()).body.code).toBe(0);
    const soon = await sendCode();
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe(1103);
    expect(soon.body.jsonObject!.retryAfter).toBeGreaterThan(55);
    expect(soon.body.jsonObject!.retryAfter).toBeLessThanOrEqual(60);
    for (let i = 2; i <= 5; i++) {
      later(61_000);
      expect((await sendCode()).body.code, `send ${i}`).toBe(0);
    }
    later(61_000);
    const sixth = await sendCode();
    expect(sixth.body.code).toBe(1103);
    // The hour started with the first send, about five minutes ago.
    expect(sixth.body.jsonObject!.retryAfter).toBeGreaterThan(3000);
    later(3_600_000);
    expect((await sendCode()).body.code).toBe(0);
  });

  it('answers clearly that text messages are not configured', async () => {
    const r = await sendCode({ way: 'sms' });
    expect(r.body.code).toBe(1104);
    expect(r.body.message).toBe(
      'Text messages are not configured on this server: choose e-mail or ask the administrator',
    );
  });

  it('tells a user without an address that no code can reach them', async () => {
    await addPerson(app, 'nomail', 'operator', (await platformOffice(app)).id);
    const r = await login('', 'nomail');
    expect(r.body).toMatchObject({ code: 1101, jsonObject: { ways: [] } });
    expect((await sendCode({ username: 'nomail' })).body.code).toBe(1106);
  });
});
