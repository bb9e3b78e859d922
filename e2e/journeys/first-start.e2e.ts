import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.js';
import { ADMIN, initialise, sessionCookie, signIn } from '../support/flows.js';
import { useProduct } from '../support/product.js';

const product = useProduct({ initialise: false });

describe('first start', () => {
  it('leads from a fresh install through initialisation, sign-in and home to sign-out', async () => {
    const { page, context } = await newPage(product.browser);
    await page.goto(product.url);
    await page.waitForURL(/\/sysInit$/);
    // Sent empty, the form says under the administrator's login name that it is required.
    await page.getByRole('button', { name: 'Initialise' }).click();
    const loginName = page.locator('.ant-form-item').filter({ has: page.getByLabel('Administrator login name') });
    await expect
      .poll(() => loginName.locator('.ant-form-item-explain-error').allInnerTexts())
      .toEqual(['This field is required']);
    await initialise(page);

    await page.waitForURL(/\/login/);
    await signIn(page);
    await page.waitForURL(/\/home$/);
    await expect.poll(() => page.getByText(`Welcome, ${ADMIN.name}`).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(ADMIN.officeName).first().isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('Admin | Home');
    const cookie = await sessionCookie(page);
    expect(cookie?.httpOnly).toBe(true);
    await expect.poll(() => page.evaluate(() => document.cookie)).not.toContain('Authorization');

    // Sign out through the avatar menu.
    await page.getByText(ADMIN.name, { exact: true }).first().click();
    await page.getByText('Sign out').click();
    await page.waitForURL(/\/login/);
    expect(await sessionCookie(page)).toBeUndefined();

    // Signed out, a page sends to the login page (not "session expired"), which returns to it.
    await page.goto(`${product.url}/sys/user`);
    await page.waitForURL(/\/login\?redirect=%2Fsys%2Fuser$/);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Session expired').count()).toBe(0);
    await signIn(page);
    await page.waitForURL(/\/sys\/user$/);
    await context.close();
  });

  it('shows the 404 page for an unknown path and the session-expired page when the session ends', async () => {
    const { page, context } = await newPage(product.browser);
    await page.goto(`${product.url}/no/such/page`);
    await expect.poll(() => page.getByText('404').first().isVisible()).toBe(true);

    await page.goto(`${product.url}/login`);
    await signIn(page);
    await page.waitForURL(/\/home$/);
    // Home drawn and the user remembered in this browser: what tells an ended session from a visitor.
    await page.locator('[data-page="/home"]').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('apm.user') !== null)).toBe(true);
    // Home's first reads answered (its figures, the bell), so none of them is still on its way when
    // the session ends below: one answered 440 then would end the session in the console before the reload.
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'));
    // Ended elsewhere (signed out through the API with the same cookie): the server's cached session
    // goes with it, while the browser still holds the cookie.
    const cookie = await sessionCookie(page);
    const ended = await fetch(`${product.url}/apm-web/a/logout`, {
      method: 'POST',
      headers: { cookie: `Authorization=${cookie!.value}`, 'x-requested-with': 'apm-console' },
    });
    expect(((await ended.json()) as { code: number }).code).toBe(0);
    await page.reload();
    await page.waitForURL(/\/logout$/);
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL(/\/login/);
    await context.close();
  });
});
