import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { ADMIN, signIn, signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { sider } from '../support/shell.js';

/** Waits for what a user would see: answers can take a while on a busy machine. */

const product = useProduct();
let quayId: string;
beforeAll(async () => {
  // An institution to put the new user in, made as the institution page would.
  const cookie = await signInThroughApi(product.url);
  quayId = (await apiOk<{ id: string }>(product.url, 'POST', '/a/api/office/save', cookie, { name: 'Quay' })).id;
});

const OPS = { loginName: 'quay.ops', name: 'Quay Operator', password: 'Quay2026ops', email: 'ops@quay.example' };

const row = (page: Page, loginName: string) => page.locator(`[data-user-row="${loginName}"]`);
const rows = (page: Page) => page.locator('.ant-table-tbody tr[data-user-row]');
const rowButton = (page: Page, loginName: string, name: string) =>
  row(page, loginName).getByRole('button', { name: new RegExp(`${name}$`) });
const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });
const drawer = (page: Page, title: string) =>
  page.locator('.ant-drawer-section').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true });
/** The error under a field of a form (the inner locator of `has` is relative, so it starts from the page). */
const fieldError = (scope: ReturnType<typeof drawer>, label: string) =>
  scope
    .locator('.ant-form-item')
    .filter({ has: scope.page().getByLabel(label, { exact: true }) })
    .locator('.ant-form-item-explain');

async function openUsers(page: Page): Promise<void> {
  await page.goto(`${product.url}/sys/user`);
  await expect.poll(() => row(page, ADMIN.loginName).isVisible()).toBe(true);
}

async function pickOffice(page: Page, scope: ReturnType<typeof drawer>, name: string): Promise<void> {
  await scope.getByLabel('Institution', { exact: true }).click();
  await page.locator(`.ant-select-tree [data-office-option="${name}"]`).click();
}

async function signInAs(page: Page, loginName: string, password: string): Promise<void> {
  await page.goto(`${product.url}/login`);
  await signIn(page, loginName, password);
}

const audit = () =>
  product.server.sql<{ action: string; target: string; changes: string }>(
    "select action, target, changes from sys_log where module = 'user' order by at, id",
  );

describe('user management', () => {
  it('creates a user with a role who then signs in to the granted menus; disables, resets and deletes them', async () => {
    const admin = await newPage(product.browser);
    const page = admin.page;
    await page.goto(`${product.url}/login`);
    await signIn(page);
    await page.waitForURL(/\/home$/);
    await openUsers(page);
    await expect.poll(() => page.title()).toBe('Admin | Users');
    // Nobody deletes or disables their own account: the buttons say why.
    await expect.poll(() => rowButton(page, ADMIN.loginName, 'Delete').isDisabled()).toBe(true);
    await expect.poll(() => rowButton(page, ADMIN.loginName, 'Disable').isDisabled()).toBe(true);
    expect(
      await row(page, ADMIN.loginName).locator('[data-blocked-reason="You cannot delete your own account"]').count(),
    ).toBe(1);

    // A new user: the e-mail is checked when the field is left, the passwords must match.
    await page.getByRole('button', { name: /New user$/ }).click();
    const create = drawer(page, 'New user');
    await create.getByLabel('Login name').fill(OPS.loginName);
    await create.getByLabel('Name', { exact: true }).fill(OPS.name);
    await pickOffice(page, create, 'Quay');
    await create.getByLabel('E-mail').fill(ADMIN.email);
    await create.getByLabel('Phone').focus();
    await expect
      .poll(() => fieldError(create, 'E-mail').innerText())
      .toBe('This e-mail address belongs to another user');
    await create.getByLabel('E-mail').fill(OPS.email);
    await create.getByLabel('Roles').click();
    await page.locator('.ant-select-dropdown').getByText('Customer administrator', { exact: true }).click();
    await create.getByLabel('Password', { exact: true }).fill(OPS.password);
    await create.getByLabel('Confirm password').fill(`${OPS.password}!`);
    await create.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => fieldError(create, 'Confirm password').innerText()).toBe('The two passwords do not match');
    await create.getByLabel('Confirm password').fill(OPS.password);
    await create.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, `User ${OPS.name} created`).isVisible()).toBe(true);
    await expect.poll(() => row(page, OPS.loginName).isVisible()).toBe(true);
    await expect
      .poll(() => row(page, OPS.loginName).innerText())
      .toMatch(/Quay[\s\S]*Customer administrator[\s\S]*Active\s+Never signed in/);
    const [stored] = product.server.sql<{ office_id: string; email: string }>(
      'select office_id, email from sys_user where login_name = ?',
      OPS.loginName,
    );
    expect(stored).toEqual({ office_id: quayId, email: OPS.email });

    // Editing shows the user's current roles and keeps what is not changed.
    await rowButton(page, OPS.loginName, 'Edit').click();
    const edit = drawer(page, `Edit ${OPS.name}`);
    await expect
      .poll(() => edit.locator('.ant-select-selection-item').allInnerTexts())
      .toContain('Customer administrator');
    await expect.poll(() => edit.getByLabel('Login name').inputValue()).toBe(OPS.loginName);
    await edit.getByLabel('Phone').fill('+49 30 1234567');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, `User ${OPS.name} saved`).isVisible()).toBe(true);
    await expect.poll(() => row(page, OPS.loginName).innerText()).toContain('+49 30 1234567');

    // The server's field errors land on the fields: a login name is taken whatever its case.
    await page.getByRole('button', { name: /New user$/ }).click();
    const again = drawer(page, 'New user');
    await again.getByLabel('Login name').fill(OPS.loginName.toUpperCase());
    await again.getByLabel('Name', { exact: true }).fill('Someone Else');
    await again.getByLabel('Password', { exact: true }).fill('Another2026');
    await again.getByLabel('Confirm password').fill('Another2026');
    await again.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => fieldError(again, 'Login name').innerText()).toBe('This login name is taken');
    // Escape closes the drawer, as Cancel does (the page's other dialogs, hidden, do not take the key).
    await page.keyboard.press('Escape');
    await expect.poll(() => again.isVisible()).toBe(false);

    // The office tree filters by subtree; the search by name and status.
    await page
      .getByRole('tree', { name: 'Show the users of an institution' })
      .locator('[data-office-node="Quay"]')
      .click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await expect.poll(() => rows(page).getAttribute('data-user-row')).toBe(OPS.loginName);
    await page.locator('#userFilters_name').fill('ada');
    await page.getByRole('button', { name: /Search$/ }).click();
    await expect.poll(() => page.getByText('No users match the search').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);

    // The new user signs in and sees the menus of the role: users and institutions, not announcements.
    const ops = await newPage(product.browser);
    await signInAs(ops.page, OPS.loginName, OPS.password);
    await ops.page.waitForURL(/\/home$/);
    await sider(ops.page).getByRole('menuitem', { name: 'System' }).click();
    const menus = await sider(ops.page).getByRole('menuitem').allInnerTexts();
    expect(menus).toEqual(expect.arrayContaining(['Users', 'Institutions', 'Notifications']));
    expect(menus).not.toContain('Announcements');

    // Disabled, the user's next request fails: the session is gone, and signing in says why.
    await rowButton(page, OPS.loginName, 'Disable').click();
    await dialog(page, `Disable ${OPS.name}?`).getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => toast(page, `User ${OPS.name} disabled`).isVisible()).toBe(true);
    // The row shows the status and, under it, when the user last signed in (just now).
    await expect.poll(() => row(page, OPS.loginName).innerText()).toMatch(/Disabled\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // The next request ends the session: the click on a menu, unless a background refresh
    // of the page (the notice bell, a refetch on focus) got there first and the menu is gone.
    await sider(ops.page)
      .getByRole('menuitem', { name: 'Users' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await ops.page.waitForURL(/\/logout$/);
    await expect.poll(() => ops.page.getByText('Session expired').isVisible()).toBe(true);
    await expect.poll(() => ops.page.getByText('Login invalid, please log in again').isVisible()).toBe(true);
    await signInAs(ops.page, OPS.loginName, OPS.password);
    await expect.poll(() => ops.page.getByText('This account is disabled').isVisible()).toBe(true);

    // Only disabled users, then enable again.
    await page.locator('#userFilters_status').click();
    await page.locator('.ant-select-dropdown').getByText('Disabled', { exact: true }).click();
    await page.getByRole('button', { name: /Search$/ }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await rowButton(page, OPS.loginName, 'Enable').click();
    await dialog(page, `Enable ${OPS.name}?`).getByRole('button', { name: 'Enable' }).click();
    await expect.poll(() => toast(page, `User ${OPS.name} enabled`).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No users match the search').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);

    // A new password, typed twice; the old one no longer signs in, the new one does.
    await rowButton(page, OPS.loginName, 'Reset password').click();
    const reset = dialog(page, `Reset the password of ${OPS.name}`);
    await reset.getByLabel('New password', { exact: true }).fill('Fresh2026pw');
    await reset.getByLabel('Repeat the new password').fill('Fresh2026px');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => reset.getByText('The two passwords do not match').isVisible()).toBe(true);
    await reset.getByLabel('Repeat the new password').fill('Fresh2026pw');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => toast(page, `The password of ${OPS.name} was reset`).isVisible()).toBe(true);
    await signInAs(ops.page, OPS.loginName, OPS.password);
    await expect.poll(() => ops.page.getByText('Wrong user name or password').isVisible()).toBe(true);
    await signInAs(ops.page, OPS.loginName, 'Fresh2026pw');
    await ops.page.waitForURL(/\/home$/);
    await ops.context.close();

    // Deleted after confirmation.
    await rowButton(page, OPS.loginName, 'Delete').click();
    await dialog(page, `Delete ${OPS.name}?`).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast(page, 'Users deleted: 1').isVisible()).toBe(true);
    await expect.poll(() => row(page, OPS.loginName).count()).toBe(0);
    expect(product.server.sql('select id from sys_user where login_name = ?', OPS.loginName)).toEqual([]);

    // Every change is in the audit log; the reset shows as "reset", never as a hash.
    const log = audit();
    expect(log.map((l) => l.action)).toEqual(['create', 'update', 'update', 'update', 'update', 'delete']);
    expect(JSON.parse(log[1]!.changes)).toEqual({ phone: { before: '', after: '+49 30 1234567' } });
    expect(JSON.parse(log[2]!.changes)).toEqual({ status: { before: 'active', after: 'disabled' } });
    expect(JSON.parse(log[4]!.changes)).toEqual({ password: { after: 'reset' } });
    await admin.context.close();
  });
});
