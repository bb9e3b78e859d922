import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.js';
import { ADMIN, sessionCookie, signInThroughApi } from '../support/flows.js';
import { expectLogged } from '../support/log.js';
import { useProduct } from '../support/product.js';

const product = useProduct();

/** A one-time token, fetched by a signed-in user of another product (here: through the API). */
async function ssoToken(): Promise<string> {
  const cookie = `Authorization=${await signInThroughApi(product.url)}`;
  const r = await fetch(`${product.url}/apm-web/userVerification/getUserTokenCode`, {
    headers: { cookie, 'x-requested-with': 'apm-console' },
  });
  return ((await r.json()) as { jsonObject: { token: string } }).jsonObject.token;
}

describe('single sign-on', () => {
  it('signs in with a token once, and refuses the same token the second time', async () => {
    const token = await ssoToken();
    const first = await newPage(product.browser);
    await first.page.goto(`${product.url}/SingleSignOn?token=${encodeURIComponent(token)}`);
    await first.page.waitForURL(/\/home$/);
    await expect.poll(() => first.page.getByText(`Welcome, ${ADMIN.name}`).isVisible()).toBe(true);
    expect(await sessionCookie(first.page)).toBeDefined();
    // The system log shows the sign-in by the token (a sign-in changes no fields).
    const admin = ADMIN.loginName;
    await expectLogged(
      first.page,
      product.url,
      { user: admin, module: 'Sign-in', action: 'Signed in by single sign-on', target: admin },
      null,
    );

    const second = await newPage(product.browser);
    await second.page.goto(`${product.url}/SingleSignOn?token=${encodeURIComponent(token)}`);
    await expect.poll(() => second.page.getByText('The sign-on link does not work').isVisible()).toBe(true);
    expect(second.page.url()).not.toContain(token);
    expect(await sessionCookie(second.page)).toBeUndefined();
    await expect.poll(() => second.page.title()).toBe('Admin | Single sign-on');
    await second.page.getByRole('button', { name: 'Go to sign-in' }).click();
    await second.page.waitForURL(/\/login/);
    await second.context.close();

    // The refused token signed nobody in: the log still holds the one sign-in by single sign-on.
    await first.page.goto(`${product.url}/sys/log`);
    const ssoRows = first.page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: 'Signed in by single sign-on' });
    await expect.poll(() => ssoRows.count()).toBe(1);
    await first.context.close();
  });
});
