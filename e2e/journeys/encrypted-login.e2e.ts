import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.js';
import { ADMIN, signIn } from '../support/flows.js';
import { useProduct } from '../support/product.js';

const product = useProduct();
beforeAll(async () => {
  product.server.sql("insert into sys_setting (key, value, updated_at) values ('landingEncryption', 'true', 0)");
});

describe('encrypted sign-in', () => {
  it('encrypts each credential field in a page without crypto.subtle (plain http from a LAN address)', async () => {
    const { page, context } = await newPage(product.browser);
    // What a browser gives a page on http://192.168.x.y: no crypto.subtle.
    await context.addInitScript(() => {
      Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined, configurable: true });
    });
    const posted: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/apm-web/a/login')) posted.push(req.postData() ?? '');
    });
    await page.goto(`${product.url}/login`);
    await expect.poll(() => page.evaluate(() => typeof crypto.subtle)).toBe('undefined');
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
