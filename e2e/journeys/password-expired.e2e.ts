import { beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { ADMIN, signIn, signInThroughApi } from '../support/flows.js';
import { expectLogged } from '../support/log.js';
import { useProduct } from '../support/product.js';

const product = useProduct();
beforeAll(async () => {
  // Passwords live 30 days; the administrator's was set 31 days ago.
  await apiOk(product.url, 'POST', '/a/api/sysSetting/save', await signInThroughApi(product.url), {
    pwdExpireDays: '30',
  });
  product.server.sql('update sys_user set pwd_changed_at = ?', Date.now() - 31 * 86_400_000);
});

describe('expired password', () => {
  it('sends the user to the forced change after sign-in, keeps them there, and lets them in once changed', async () => {
    const { page, context } = await newPage(product.browser);
    await page.goto(`${product.url}/login`);
    await signIn(page);
    await page.waitForURL(/\/passwordExpired$/);
    await page.getByText('Your password has expired').waitFor();
    await expect.poll(() => page.title()).toBe('Admin | Password expired');

    // Any other page answers "password expired" and leads back here.
    await page.goto(`${product.url}/home`);
    await page.waitForURL(/\/passwordExpired$/);

    // The same password again is refused.
    await page.getByLabel('Current password').fill(ADMIN.password);
    await page.getByLabel('New password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Confirm the new password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Change the password and continue' }).click();
    await page.getByText('This password was used recently: choose another').waitFor();

    await page.getByLabel('New password', { exact: true }).fill('Harbour#2028');
    await page.getByLabel('Confirm the new password').fill('Harbour#2028');
    await page.getByRole('button', { name: 'Change the password and continue' }).click();
    await page.waitForURL(/\/home$/);
    await page.locator('[data-page="/home"]').waitFor();
    const [row] = product.server.sql<{ changed: number }>('select pwd_changed_at as changed from sys_user');
    expect(Date.now() - row!.changed).toBeLessThan(60_000);

    // The system log shows the forced change, with what changed.
    const admin = ADMIN.loginName;
    await expectLogged(
      page,
      product.url,
      { user: admin, module: 'User', action: 'Expired password changed', target: admin },
      { password: 'changed' },
    );
    await context.close();
  });
});
