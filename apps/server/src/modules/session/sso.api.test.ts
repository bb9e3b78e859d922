import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { SSO_TOKEN_TTL_MS } from './service.js';

let app: TestApp;
beforeEach(async () => {
  app = await startApp();
  await initSystem(app);
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

const tokenFor = async (cookie: string) =>
  (await call<{ token: string }>(app, 'GET', '/userVerification/getUserTokenCode', { cookie })).body.jsonObject!.token;

describe('single sign-on token', () => {
  it('signs the same user in once, and only once', async () => {
    const token = await tokenFor(await signIn(app));
    const first = await call<{ loginName: string }>(app, 'GET', '/mini/tokenVerifyLogin', { form: { token } });
    expect(first.body.jsonObject!.loginName).toBe(ADMIN.loginName);
    const cookie = first.cookies.find((c) => c.name === 'Authorization')!;
    expect(cookie).toMatchObject({ httpOnly: true, maxAge: 7200 });
    expect(
      (await call(app, 'GET', '/a/api/user/getUserInfo', { cookie: `Authorization=${cookie.value}` })).body.code,
    ).toBe(0);

    const again = await call(app, 'GET', '/mini/tokenVerifyLogin', { form: { token } });
    expect(again.body.code).toBe(1001);
    expect(again.cookies.find((c) => c.name === 'Authorization')).toBeUndefined();
  });

  it('refuses an expired token and an unknown one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const token = await tokenFor(await signIn(app));
    vi.setSystemTime(Date.now() + SSO_TOKEN_TTL_MS + 1);
    expect((await call(app, 'GET', '/mini/tokenVerifyLogin', { form: { token } })).body.code).toBe(1001);
    expect((await call(app, 'GET', '/mini/tokenVerifyLogin', { form: { token: 'made-up' } })).body.code).toBe(1001);
  });

  it('gives tokens only to signed-in users', async () => {
    expect((await call(app, 'GET', '/userVerification/getUserTokenCode')).body.message).toBe('logout');
  });
});
