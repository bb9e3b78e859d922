import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE, SESSION_TTL_MS } from '@apm/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
beforeEach(async () => {
  app = await startApp();
  await initSystem(app);
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

const userInfo = (cookie?: string) => call(app, 'GET', '/a/api/user/getUserInfo', { cookie });
const sessionCount = async () =>
  Number(
    (
      await app.db.kysely
        .selectFrom('sys_session')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path /, lives 2 hours and is not Secure on plain http', async () => {
    const r = await call(app, 'POST', '/a/login', { form: { username: ADMIN.loginName, password: ADMIN.password } });
    expect(r.body.code).toBe(0);
    const c = r.cookies.find((k) => k.name === 'Authorization')!;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 7200 });
    expect(c.secure).toBeFalsy();
  });

  it('is Secure when the request came over https through a trusted proxy', async () => {
    await app.close();
    app = await startApp(undefined, { trustProxy: true });
    await initSystem(app);
    const r = await call(app, 'POST', '/a/login', {
      form: { username: ADMIN.loginName, password: ADMIN.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(r.cookies.find((k) => k.name === 'Authorization')!.secure).toBe(true);
  });

  it('is renewed on every call', async () => {
    const cookie = await signIn(app);
    const r = await userInfo(cookie);
    expect(r.body.code).toBe(0);
    expect(r.cookies.find((k) => k.name === 'Authorization')).toMatchObject({ maxAge: 7200, httpOnly: true });
  });

  it('slides: each call keeps the session two more hours; two idle hours end it with "logout"', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const cookie = await signIn(app);
    for (let i = 0; i < 3; i++) {
      vi.setSystemTime(Date.now() + SESSION_TTL_MS - 60_000);
      expect((await userInfo(cookie)).body.code).toBe(0);
    }
    vi.setSystemTime(Date.now() + SESSION_TTL_MS + 1);
    const expired = await userInfo(cookie);
    expect(expired.body).toMatchObject({ code: 440, message: 'logout' });
    expect(expired.cookies.find((k) => k.name === 'Authorization')?.value).toBe('');
  });

  it('answers "logout" without a cookie and for a forged one', async () => {
    expect((await userInfo()).body).toMatchObject({ code: 440, message: 'logout' });
    expect((await userInfo('Authorization=forged')).body).toMatchObject({ code: 440, message: 'logout' });
  });

  it('ends at sign-out', async () => {
    const cookie = await signIn(app);
    expect((await call(app, 'POST', '/a/logout', { cookie })).body.code).toBe(0);
    expect((await userInfo(cookie)).body.message).toBe('logout');
    expect((await call(app, 'POST', '/f/common/checkIslogin', { cookie })).body.jsonObject).toEqual({ isLogin: false });
  });

  it('ends at a sign-out sent as a bare POST (no body, no content type), as API clients send it', async () => {
    const cookie = await signIn(app);
    const r = await app.http.inject({
      method: 'POST',
      url: '/apm-web/a/logout',
      headers: { cookie, [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE },
    });
    expect(r.json()).toMatchObject({ code: 0 });
    expect((await userInfo(cookie)).body.message).toBe('logout');
  });
});

describe('same-origin check', () => {
  const login = (headers: Record<string, string>, withConsoleHeader = true) =>
    app.http.inject({
      method: 'POST',
      url: '/apm-web/a/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        // An IP address: with no PUBLIC_ORIGINS, a page there that names the Host it calls is this server's.
        host: '192.0.2.10:8080',
        ...(withConsoleHeader ? { 'x-requested-with': 'apm-console' } : {}),
        ...headers,
      },
      payload: new URLSearchParams({ username: ADMIN.loginName, password: ADMIN.password }).toString(),
    });

  it('refuses a state-changing call from another origin, even with the console header', async () => {
    const r = await login({ origin: 'http://evil.example' });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 403 });
    expect(r.cookies.find((c) => c.name === 'Authorization')).toBeUndefined();
    expect((await login({ referer: 'http://evil.example/page' })).statusCode).toBe(403);
  });

  it('refuses a call with neither origin, referer nor the console header', async () => {
    expect((await login({}, false)).statusCode).toBe(403);
  });

  it('accepts the same origin, a same-origin referer, or the console header', async () => {
    expect((await login({ origin: 'http://192.0.2.10:8080' }, false)).json().code).toBe(0);
    expect((await login({ referer: 'http://192.0.2.10:8080/login' }, false)).json().code).toBe(0);
    expect((await login({})).json().code).toBe(0);
  });
});

describe('login failures, throttling and captcha', () => {
  const attempt = (
    password: string,
    extra: { cookie?: string; validateCode?: string; username?: string; ip?: string } = {},
  ) =>
    call<{ needCaptcha: boolean }>(app, 'POST', '/a/login', {
      form: { username: extra.username ?? ADMIN.loginName, password, validateCode: extra.validateCode ?? '' },
      cookie: extra.cookie,
      remoteAddress: extra.ip,
    });
  const newCaptcha = async (ip?: string) => {
    const res = await app.http.inject({ method: 'GET', url: '/apm-web/f/common/validateCode', remoteAddress: ip });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    const id = res.cookies.find((c) => c.name === 'captchaId')!.value;
    const row = await app.db.kysely
      .selectFrom('sys_captcha')
      .select('answer')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { cookie: `captchaId=${id}`, answer: row.answer };
  };

  it('refuses a wrong password with no session', async () => {
    const r = await attempt('Wrong1234');
    expect(r.body).toMatchObject({ code: 1001, jsonObject: { needCaptcha: false } });
    expect(r.cookies.find((c) => c.name === 'Authorization')).toBeUndefined();
    expect(await sessionCount()).toBe(0);
  });

  it('asks for the captcha after three failures and then lets the right answer in', async () => {
    expect((await attempt('Wrong1')).body.jsonObject).toEqual({ needCaptcha: false });
    expect((await attempt('Wrong2')).body.jsonObject).toEqual({ needCaptcha: false });
    expect((await attempt('Wrong3')).body.jsonObject).toEqual({ needCaptcha: true });

    expect((await attempt(ADMIN.password)).body.code).toBe(1002);
    const wrong = await newCaptcha();
    expect((await attempt(ADMIN.password, { cookie: wrong.cookie, validateCode: 'zzzz' })).body.code).toBe(1003);
    // A captcha is answered once: the right answer to a used captcha is refused too.
    expect((await attempt(ADMIN.password, { cookie: wrong.cookie, validateCode: wrong.answer })).body.code).toBe(1003);

    const c = await newCaptcha();
    const ok = await attempt(ADMIN.password, { cookie: c.cookie, validateCode: c.answer.toUpperCase() });
    expect(ok.body.code).toBe(0);
    // Success clears the account's failures, not the IP's: elsewhere no captcha, here still one.
    expect((await attempt(ADMIN.password, { ip: '10.1.1.1' })).body.code).toBe(0);
    expect((await attempt(ADMIN.password)).body.code).toBe(1002);
  });

  it('locks an account after ten failures, whatever the captcha says', async () => {
    for (let i = 0; i < 10; i++) {
      const c = await newCaptcha();
      await attempt(`Wrong${i}`, { cookie: c.cookie, validateCode: c.answer });
    }
    const c = await newCaptcha();
    const r = await attempt(ADMIN.password, { cookie: c.cookie, validateCode: c.answer });
    expect(r.status).toBe(429);
    expect(r.body.code).toBe(429);
    expect(await sessionCount()).toBe(0);
  });

  it('checks at most ten of fifty wrong passwords sent at once, each with a right captcha, then locks', async () => {
    const captchas = await Promise.all(Array.from({ length: 50 }, () => newCaptcha()));
    const answers = await Promise.all(
      captchas.map((c, i) => attempt(`Wrong${i}x`, { cookie: c.cookie, validateCode: c.answer })),
    );
    const codes = answers.map((r) => r.body.code);
    // Every attempt is either a checked wrong password (1001) or refused unchecked (429).
    expect(codes.filter((c) => c !== 1001 && c !== 429)).toEqual([]);
    expect(codes.filter((c) => c === 1001)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(40);
    const c = await newCaptcha();
    expect((await attempt(ADMIN.password, { cookie: c.cookie, validateCode: c.answer })).body.code).toBe(429);
    expect(await sessionCount()).toBe(0);
    // Each checked failure is in the audit log, those refused unchecked are not: the lock-out bounds the rows.
    expect(await auditRows(app, 'session', 'loginFailed', ADMIN.loginName)).toHaveLength(10);
  });

  it('checks no more wrong passwords sent at once than the captcha allows without one', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(`Wrong${i}x`)));
    const codes = answers.map((r) => r.body.code);
    expect(codes.filter((c) => c === 1001)).toHaveLength(3);
    // The rest are refused unchecked: the captcha is missing, or (while many wait) the limit is reached.
    expect(codes.filter((c) => c !== 1001 && c !== 1002 && c !== 429)).toEqual([]);
    expect((await attempt(ADMIN.password)).body.code).toBe(1002);
    expect(await sessionCount()).toBe(0);
  });

  it('counts failures per IP across accounts, and not for other IPs', async () => {
    for (const name of ['ghost1', 'ghost2', 'ghost3']) await attempt('Wrong123', { username: name, ip: '10.0.0.9' });
    expect((await attempt(ADMIN.password, { ip: '10.0.0.9' })).body.code).toBe(1002);
    expect((await attempt(ADMIN.password, { ip: '10.0.0.10' })).body.code).toBe(0);
  });

  it("records failed sign-ins with the IP and browser: an account's in its office, an unknown name's in the platform's", async () => {
    const platform = await platformOffice(app);
    const branch = await addOffice(app, 'Branch', platform);
    await addPerson(app, 'carl', 'operator', branch.id);
    const failed = (username: string) =>
      call(app, 'POST', '/a/login', {
        form: { username, password: 'Wrong123' },
        headers: { 'user-agent': 'Probe/1.0' },
        remoteAddress: '192.0.2.44',
      });
    const known = await failed('carl');
    const unknown = await failed('nobody');
    // The same answer for both.
    expect(unknown.body).toEqual(known.body);
    const rows = await auditRows(app, 'session', 'loginFailed');
    // By name: rows of one millisecond have no order among them.
    const byName = [...rows].sort((a, b) => a.target.localeCompare(b.target));
    expect(byName.map((r) => [r.target, r.user_name, r.office_id, r.ip, r.user_agent, r.user_id])).toEqual([
      ['carl', 'carl', branch.id, '192.0.2.44', 'Probe/1.0', null],
      ['nobody', 'nobody', platform.id, '192.0.2.44', 'Probe/1.0', null],
    ]);
    // A right password leaves no failure.
    expect((await attempt(ADMIN.password)).body.code).toBe(0);
    expect(await auditRows(app, 'session', 'loginFailed', ADMIN.loginName)).toEqual([]);
  });
});
