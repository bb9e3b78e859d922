import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.js';
import { useProduct } from '../support/product.js';
import { signedInPage } from '../support/shell.js';

// The security headers in a real Chromium (issue 14, item 9): the console, the player and the API
// description work under the Content-Security-Policy (no inline script allowed), the browser
// reports no violation of it, and another site cannot frame the console.
const product = useProduct();

/**
 * Every CSP violation a page reports (its securitypolicyviolation events), as text. One is left
 * out: zod tries once per page whether it may compile its parsers with `new Function`, and parses
 * without when the policy refuses (as it must: no 'unsafe-eval'); any other eval would fail its
 * page, which the journeys would see.
 */
function violationsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('CSP violation:') && m.text() !== 'CSP violation: script-src eval') seen.push(m.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  return seen;
}

describe('security headers in the browser', () => {
  it('let the console sign in and draw its pages without a CSP violation', async () => {
    const { context, page } = await signedInPage(product.browser, product.server);
    const seen = violationsOf(page);
    const pages = [
      '/home',
      '/sys/user',
      '/sys/log',
      '/resManage/myRes',
      '/program/make',
      '/sys/sysSetting/announcementManager',
    ];
    for (const path of pages) {
      await page.goto(`${product.url}${path}`);
      await page.locator(`[data-page="${path}"]`).waitFor();
    }
    expect(seen).toEqual([]);
    await context.close();
  });

  it('let the player and the API description run without a CSP violation', async () => {
    const { context, page } = await newPage(product.browser);
    const seen = violationsOf(page);
    await page.goto(`${product.url}/player/`);
    await page.locator('#root *').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(`${product.url}/apm-web/docs/`);
    await page.locator('.swagger-ui .info .title').waitFor();
    await page.getByText('/a/login', { exact: false }).first().waitFor();
    expect(seen).toEqual([]);
    await context.close();
  });

  it('keep the console out of another site’s frame, not out of its own', async () => {
    const { context, page } = await newPage(product.browser);
    const framing = (url: string) =>
      page.route(url, (r) =>
        r.fulfill({ contentType: 'text/html', body: `<iframe src="${product.url}/login" width="800" height="600">` }),
      );
    const signInFields = () => page.frames()[1]!.locator('input').count();
    // A page of the server itself (served here by the browser in its place) may frame the console.
    await framing(`${product.url}/framing-test`);
    await page.goto(`${product.url}/framing-test`);
    await expect.poll(signInFields).toBeGreaterThan(0);
    // Another site's page gets an error page in the frame instead.
    await framing('http://framer.example/');
    await page.goto('http://framer.example/');
    await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
    expect(await signInFields()).toBe(0);
    await context.close();
  });
});
