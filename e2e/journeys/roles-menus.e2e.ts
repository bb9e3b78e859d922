import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { signedInAs } from '../support/people.js';
import { useProduct } from '../support/product.js';
import { sider, signedInPage } from '../support/shell.js';

const product = useProduct();
let adminCookie: string;
beforeAll(async () => {
  adminCookie = await signInThroughApi(product.url);
});

/** Calls the API as the administrator, the way the console does. */
async function api<T>(method: 'GET' | 'POST', path: string, params: Record<string, string> = {}): Promise<T> {
  const body = new URLSearchParams(params);
  const r = await fetch(`${product.url}/apm-web${path}${method === 'GET' ? `?${body}` : ''}`, {
    method,
    headers: {
      cookie: `Authorization=${adminCookie}`,
      'x-requested-with': 'apm-console',
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: method === 'POST' ? body : undefined,
  });
  const envelope = (await r.json()) as { code: number; jsonObject?: unknown; data?: unknown };
  if (envelope.code !== 0) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return (envelope.jsonObject ?? envelope.data) as T;
}

/** Ticks an entry of the grant tree by its menu id. */
const grant = (page: Page, id: string) =>
  page
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator(`[data-grant="${id}"]`) })
    .locator('.ant-tree-checkbox')
    .click();

/** The side menu as the user sees it: top-level entries, and the pages of the System group opened. */
async function menuOf(page: Page): Promise<{ top: string[]; system: string[] }> {
  const top = await sider(page)
    .locator('.ant-menu-root > li')
    .evaluateAll((items) =>
      items.map((li) => (li.querySelector('.ant-menu-submenu-title') ?? li).textContent?.trim() ?? ''),
    );
  const system = sider(page).locator('.ant-menu-submenu').filter({ hasText: 'System' });
  if ((await system.count()) === 0) return { top, system: [] };
  if (!(await system.locator('.ant-menu-sub').isVisible())) await system.locator('.ant-menu-submenu-title').click();
  await system.locator('.ant-menu-sub').waitFor();
  return { top, system: await system.locator('.ant-menu-sub .ant-menu-item').allTextContents() };
}

describe('roles and menus', () => {
  it('an administrator makes a role of some pages; its holder sees exactly those; a hidden entry leaves the menu', async () => {
    // The administrator creates the role in the role management page.
    const { page, context } = await signedInPage(product.browser, product.server);
    await page.goto(`${product.url}/sysManage/roleManage`);
    await expect.poll(() => page.title()).toBe('Admin | Roles');
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    await dialog.getByLabel('Name', { exact: true }).fill('Announcer');
    await dialog.getByLabel('Code', { exact: true }).fill('announcer');
    await dialog.getByLabel('Institution', { exact: true }).click();
    await page.locator(`[data-office-option="${ADMIN.officeName}"]`).click();
    await grant(page, 'sysManage.announcementManager');
    await grant(page, 'sysManage.messageNotification');
    // Checking a page checks its buttons.
    await expect
      .poll(() =>
        page
          .locator('.ant-tree-treenode-checkbox-checked [data-grant]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-grant'))),
      )
      .toEqual(['sysManage.announcementManager', 'sysManage.messageNotification']);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Role created').isVisible()).toBe(true);
    await expect.poll(() => page.locator('[data-role-name="announcer"]').textContent()).toBe('Announcer');

    // The user page comes with its own journey: the role is given through the API here.
    const roles = await api<{ list: { id: string; code: string; officeId: string }[] }>('GET', '/a/api/role/list', {
      keyword: 'announcer',
    });
    const role = roles.list[0]!;
    expect(role).toMatchObject({ code: 'announcer' });
    await api('POST', '/a/api/user/save', {
      officeId: role.officeId,
      loginName: 'nina',
      name: 'Nina Notice',
      password: 'Harbour2026',
      roleIds: role.id,
    });

    // Nina signs in and sees her pages, and the pages open to everyone.
    const nina = await signedInAs(product.browser, product.url, 'nina', 'Harbour2026');
    await expect.poll(async () => (await menuOf(nina.page)).top).toEqual(['Home', 'System', 'Exception pages']);
    expect((await menuOf(nina.page)).system).toEqual(['Announcements', 'Notifications']);

    // The administrator hides Announcements in menu management.
    await page.goto(`${product.url}/sysManage/menuManage`);
    await expect.poll(() => page.title()).toBe('Admin | Menus');
    const systemRow = page.locator('tr').filter({ has: page.locator('[data-menu-row="sysManage"]') });
    await systemRow.locator('.ant-table-row-expand-icon').click();
    await page.getByRole('switch', { name: 'Show “Announcements” in the menu' }).click();
    await expect.poll(() => page.getByText('“Announcements” is hidden from the menu').isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('[data-menu-row="sysManage.announcementManager"]').textContent())
      .toContain('Hidden');
    // Catalogue entries are hidden, never deleted: the page says so.
    const deleteButton = page
      .locator('tr')
      .filter({ has: page.locator('[data-menu-row="sysManage.announcementManager"]') })
      .getByRole('button', { name: 'Delete' });
    await expect.poll(() => deleteButton.isDisabled()).toBe(true);

    // At her next load, Nina's menu has lost it; the page itself is still hers.
    await nina.page.reload();
    await expect.poll(async () => (await menuOf(nina.page)).system).toEqual(['Notifications']);
    await nina.page.goto(`${product.url}/sys/sysSetting/announcementManager`);
    await expect.poll(() => nina.page.title()).toBe('Admin | Announcements');
    await nina.context.close();
    await context.close();
  });

  it('narrows the lists to a chosen office from the header, and back', async () => {
    const north = await api<{ id: string }>('POST', '/a/api/office/save', { name: 'North depot' });
    await api('POST', '/a/api/office/save', { name: 'South depot' });
    const { page, context } = await signedInPage(product.browser, product.server);
    const control = page.getByRole('button', { name: `Data range: ${ADMIN.officeName}` });
    await control.click();
    await page.getByLabel('Institution of the data range').click();
    // The own office opens one level at a time.
    await page.locator('.ant-select-tree-switcher').first().click();
    await page.locator('[data-office-option="North depot"]').click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText('Lists now show North depot').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Data range: North depot' }).isVisible()).toBe(true);
    const range = await fetch(`${product.url}/apm-web/a/api/user/dataRange`, {
      headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    }).then((r) => r.json() as Promise<{ jsonObject: { officeId: string } }>);
    expect(range.jsonObject.officeId).toBe(north.id);

    await page.getByRole('button', { name: 'Data range: North depot' }).click();
    await page.getByRole('button', { name: 'My own institution' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: `Data range: ${ADMIN.officeName}` }).isVisible())
      .toBe(true);
    await context.close();
  });
});
