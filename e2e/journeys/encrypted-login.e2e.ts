import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.js';
import { ADMIN, initialiseThroughApi, signIn } from '../support/flows.js';
import { startServer, type RunningServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await initialiseThroughApi(server.url);
  server.sql("insert into sys_setting (key, value, updated_at) values ('landingEncryption', 'true', 0)");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('encrypted sign-in', () => {
  it('encrypts each credential field in a page without crypto.subtle (plain http from a LAN address)', async () => {
    const { page, context } = await newPage(browser);
    // What a browser gives a page on http://192.168.x.y: no crypto.subtle.
    await context.addInitScript(() => {
      Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined, configurable: true });
    });
    const posted: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/apm-web/a/login')) posted.push(req.postData() ?? '');
    });
    await page.goto(`${server.url}/login`);
    expect(await page.evaluate(() => typeof crypto.subtle)).toBe('undefined');
    await signIn(page);
    await page.waitForURL(/\/home$/);

    expect(posted).toHaveLength(1);
    const form = new URLSearchParams(posted[0]);
    expect(form.get('username')).not.toBe(ADMIN.loginName);
    expect(form.get('password')).not.toContain(ADMIN.password);
    expect(form.get('username')!.length).toBeGreaterThan(300); // a 2048-bit RSA block in base64
    await context.close();
  });
});
