import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.js';
import { ADMIN, signIn } from '../support/flows.js';
import { useProduct } from '../support/product.js';

const product = useProduct();

/** Whether a script holds node-forge's RSA code: its OAEP messages survive minifying. */
const isRsaCode = (source: string) => source.includes('RSAES-OAEP');

/**
 * Collects the scripts the page downloads; the answer waits for every body asked for so far. `rsa`
 * is null for a body that could not be read (one still coming as the page closed).
 */
function scriptsOf(page: Page): () => Promise<{ url: string; rsa: boolean | null }[]> {
  const scripts: Promise<{ url: string; rsa: boolean | null }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(
      res.text().then(
        (body) => ({ url: res.url(), rsa: isRsaCode(body) }),
        () => ({ url: res.url(), rsa: null }),
      ),
    );
  });
  return () => Promise.all(scripts);
}

/** The login calls' form bodies, as they left the page. */
function loginPosts(page: Page): string[] {
  const posted: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/apm-web/a/login')) posted.push(req.postData() ?? '');
  });
  return posted;
}

describe('encrypted sign-in', () => {
  it('with landing encryption off, signs in with plain credentials and downloads no RSA code', async () => {
    const { page, context } = await newPage(product.browser);
    const scripts = scriptsOf(page);
    const posted = loginPosts(page);
    await page.goto(`${product.url}/login`);
    await signIn(page);
    await page.waitForURL(/\/home$/);
    await page.getByText(`Welcome, ${ADMIN.name}`).waitFor();

    expect(new URLSearchParams(posted[0]).get('username')).toBe(ADMIN.loginName);
    const downloaded = await scripts();
    expect(downloaded.length).toBeGreaterThan(0);
    expect(downloaded.filter((s) => s.rsa !== false).map((s) => s.url)).toEqual([]);

    // The administrator switches encryption on where the README says: the system settings page.
    await page.goto(`${product.url}/sys/sysSetting/list`);
    const section = page
      .locator('.ant-card')
      .filter({ has: page.getByText('Sign-in and verification', { exact: true }) });
    const toggle = section.getByRole('switch', { name: 'Encrypt sign-in credentials' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await section.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').first().waitFor();
    await expect
      .poll(() =>
        product.server.sql<{ value: string }>("select value from sys_setting where key = 'landingEncryption'"),
      )
      .toEqual([{ value: 'true' }]);
    await context.close();
  });

  it('with it on, encrypts each credential field in a page without crypto.subtle (plain http from a LAN address)', async () => {
    // On since the settings page switched it on above.
    const { page, context } = await newPage(product.browser);
    // What a browser gives a page on http://192.168.x.y: no crypto.subtle.
    await context.addInitScript(() => {
      Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined, configurable: true });
    });
    const scripts = scriptsOf(page);
    const posted = loginPosts(page);
    await page.goto(`${product.url}/login`);
    await expect.poll(() => page.evaluate(() => typeof crypto.subtle)).toBe('undefined');
    await signIn(page);
    await page.waitForURL(/\/home$/);

    expect(posted).toHaveLength(1);
    const form = new URLSearchParams(posted[0]);
    expect(form.get('username')).not.toBe(ADMIN.loginName);
    expect(form.get('password')).not.toContain(ADMIN.password);
    expect(form.get('username')!.length).toBeGreaterThan(300); // a 2048-bit RSA block in base64
    // The RSA code came on demand, for this sign-in.
    expect((await scripts()).some((s) => s.rsa)).toBe(true);
    await context.close();
  });
});
