import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.js';
import { ADMIN, initialiseThroughApi, sessionCookie, signInThroughApi } from '../support/flows.js';
import { startServer, type RunningServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await initialiseThroughApi(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A one-time token, fetched by a signed-in user of another product (here: through the API). */
async function ssoToken(): Promise<string> {
  const cookie = `Authorization=${await signInThroughApi(server.url)}`;
  const r = await fetch(`${server.url}/apm-web/userVerification/getUserTokenCode`, { headers: { cookie } });
  return ((await r.json()) as { jsonObject: { token: string } }).jsonObject.token;
}

describe('single sign-on', () => {
  it('signs in with a token once, and refuses the same token the second time', async () => {
    const token = await ssoToken();
    const first = await newPage(browser);
    await first.page.goto(`${server.url}/SingleSignOn?token=${encodeURIComponent(token)}`);
    await first.page.waitForURL(/\/home$/);
    await expect.poll(() => first.page.getByText(`Welcome, ${ADMIN.name}`).isVisible()).toBe(true);
    expect(await sessionCookie(first.page)).toBeDefined();
    await first.context.close();

    const second = await newPage(browser);
    await second.page.goto(`${server.url}/SingleSignOn?token=${encodeURIComponent(token)}`);
    await expect.poll(() => second.page.getByText('The sign-on link does not work').isVisible()).toBe(true);
    expect(second.page.url()).not.toContain(token);
    expect(await sessionCookie(second.page)).toBeUndefined();
    expect(await second.page.title()).toBe('Admin | Single sign-on');
    await second.page.getByRole('button', { name: 'Go to sign-in' }).click();
    await second.page.waitForURL(/\/login/);
    await second.context.close();
  });
});
