import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from '../support/flows.js';
import { sideMenuLabels, signedInAs } from '../support/people.js';
import { useProduct } from '../support/product.js';
import { signedInPage } from '../support/shell.js';

/**
 * The spec's demo route auth/demo (spec 2, 5, 6; issue 14 item 7): a manager finds it in the menu
 * and sees guarded buttons and actions behave by their permissions; an operator does not see it
 * and is sent to 403 from its address; the administrator, without the role manager, does not see it.
 */
const product = useProduct();
const PASSWORD = 'Harbour2026';
let adminCookie: string;

/** Calls the API as the administrator, the way the console does. */
async function api<T>(path: string, params: Record<string, string>): Promise<T> {
  const r = await fetch(`${product.url}/apm-web${path}`, {
    method: 'POST',
    headers: {
      cookie: `Authorization=${adminCookie}`,
      'x-requested-with': 'apm-console',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(params),
  });
  const envelope = (await r.json()) as { code: number; jsonObject?: unknown };
  if (envelope.code !== 0) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.jsonObject as T;
}

beforeAll(async () => {
  adminCookie = await signInThroughApi(product.url);
  const office = await api<{ id: string }>('/a/api/office/save', { name: 'Demo branch' });
  for (const [loginName, role] of [
    ['mia', 'manager'],
    ['otto', 'operator'],
  ]) {
    await api('/a/api/user/save', {
      officeId: office.id,
      loginName: loginName!,
      name: loginName!,
      password: PASSWORD,
      roleIds: role!,
    });
  }
});

const hasDemo = (menu: Record<string, string[]>) => Object.keys(menu).includes('Permission demo');

describe('the permission demo page', () => {
  it('a manager opens it from the menu; held buttons work, a missing one is disabled with a reason, a guarded action refuses', async () => {
    const { page, context } = await signedInAs(product.browser, product.url, 'mia', PASSWORD);
    await expect.poll(async () => hasDemo(await sideMenuLabels(page))).toBe(true);
    await page.locator('[data-shell-sider]').getByText('Permission demo').click();
    await page.waitForURL(/\/auth\/demo$/);
    await expect.poll(() => page.title()).toBe('Admin | Permission demo');

    // What the manager holds on the page, and the role.
    const operations = page.getByTestId('demo-operations');
    await expect.poll(() => operations.textContent()).toContain('auth:demo:form · held');
    expect(await operations.textContent()).toContain('auth:demo:edit · held');
    expect(await operations.textContent()).toContain('auth:demo:delete · not held');
    expect(await page.getByTestId('demo-roles').textContent()).toBe('Manager');

    // Held: enabled, and they run.
    const edit = page.getByRole('button', { name: 'Edit', exact: true });
    expect(await edit.isEnabled()).toBe(true);
    await edit.click();
    await expect.poll(() => page.getByText('“Edit” ran: you hold its permission').isVisible()).toBe(true);
    // Missing: disabled, and pointing at it says why.
    const remove = page.getByRole('button', { name: 'Delete', exact: true });
    expect(await remove.isDisabled()).toBe(true);
    await remove.locator('xpath=..').hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('No permission');

    // A guarded action started by a plain button: the held one runs, the missing one shows the error.
    await page.getByRole('button', { name: 'Run “Delete”' }).click();
    await expect.poll(() => page.getByText('You do not have permission for this operation').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Run “Edit”' }).click();
    await expect.poll(() => page.getByText('“Edit” ran: you hold its permission').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('an operator does not see it and is sent to 403 from its address', async () => {
    const { page, context } = await signedInAs(product.browser, product.url, 'otto', PASSWORD);
    const menu = await sideMenuLabels(page);
    expect(Object.keys(menu)).toContain('Home');
    expect(hasDemo(menu)).toBe(false);
    await page.goto(`${product.url}/auth/demo`);
    await page.waitForURL(/\/403$/);
    await expect
      .poll(() => page.getByText('You may not access this page; contact the administrator').isVisible())
      .toBe(true);
    await expect.poll(() => page.title()).toBe('Admin | Forbidden');
    await context.close();
  });

  it('the administrator, who holds the permission but not the role manager, does not see it either', async () => {
    const { page, context } = await signedInPage(product.browser, product.server);
    const menu = await sideMenuLabels(page);
    expect(Object.keys(menu)).toContain('System');
    expect(hasDemo(menu)).toBe(false);
    await context.close();
  });
});
