import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.js';
import { ADMIN, sessionCookie, signIn } from '../support/flows.js';
import { expectLogged } from '../support/log.js';
import { useProduct } from '../support/product.js';

const product = useProduct();

describe('failed sign-in', () => {
  it('says the password is wrong, opens no session, and asks for the captcha after three failures', async () => {
    const { page, context } = await newPage(product.browser);
    await page.goto(`${product.url}/login`);
    await signIn(page, ADMIN.loginName, 'WrongPass1');
    await expect.poll(() => page.getByText('Wrong user name or password').isVisible()).toBe(true);
    expect(await sessionCookie(page)).toBeUndefined();
    await expect.poll(() => page.getByLabel('Verification code').count()).toBe(0);

    // Each attempt is answered before the next one is made.
    for (const password of ['WrongPass2', 'WrongPass3']) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/apm-web/a/login'));
      await signIn(page, ADMIN.loginName, password);
      await answered;
    }
    await expect.poll(() => page.getByLabel('Verification code').isVisible()).toBe(true);
    await expect.poll(() => page.locator('img[src*="validateCode"]').isVisible()).toBe(true);

    // The right password with the right characters signs in.
    const answer = () =>
      product.server.sql<{ answer: string }>('select answer from sys_captcha order by expires_at desc limit 1')[0]!
        .answer;
    await expect.poll(() => product.server.sql('select 1 from sys_captcha').length).toBeGreaterThan(0);
    await page.getByLabel('Verification code').fill(answer());
    await signIn(page);
    await page.waitForURL(/\/home$/);
    expect(await sessionCookie(page)).toBeDefined();

    // The system log shows each failed attempt, with this browser and its IP.
    await expectLogged(
      page,
      product.url,
      {
        user: ADMIN.loginName,
        module: 'Sign-in',
        action: 'Sign-in failed',
        target: ADMIN.loginName,
        userAgent: await page.evaluate(() => navigator.userAgent),
      },
      null,
    );
    // With the IP the sign-in that followed came from (this browser's).
    const ips = (action: string) =>
      product.server
        .sql<{ ip: string }>(`select ip from sys_log where module = 'session' and action = '${action}'`)
        .map((r) => r.ip);
    const [signedInFrom] = ips('login').slice(-1);
    expect(signedInFrom).toBeTruthy();
    expect(ips('loginFailed')).toEqual([signedInFrom, signedInFrom, signedInFrom]);
    await context.close();
  });

  it('shows the error in the chosen language', async () => {
    // The journey above left failures counted against this IP; start from none.
    product.server.sql('delete from sys_login_failure');
    const { page, context } = await newPage(product.browser, 'zh-CN');
    await page.goto(`${product.url}/login`);
    await page.getByLabel('用户名').fill('nobody');
    await page.getByLabel('密码').fill('WrongPass1');
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByText('用户名或密码错误').isVisible()).toBe(true);
    expect(await sessionCookie(page)).toBeUndefined();
    await context.close();
  });
});
