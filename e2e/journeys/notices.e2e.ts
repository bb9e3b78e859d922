import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.js';
import { apiOk } from '../support/api.js';
import { ADMIN, signIn, signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { clickUntil, signedInAs } from '../support/shell.js';

const product = useProduct();

/** A moment as the console's date pickers show it, in the browser's zone (newPage: Europe/Berlin). */
const pickerText = (epochMs: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(epochMs);

async function fillDate(page: Page, label: string, epochMs: number): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(pickerText(epochMs));
  await input.press('Enter');
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: `Account: ${ADMIN.name}` }).click();
  await page.getByText('Sign out').click();
  await page.waitForURL(/\/login/);
}

const announcementDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'No more reminders' });

describe('announcement', () => {
  it('is saved on the management page, shows 500 ms after the next sign-in, comes back after Close at the next one, and stays away after "No more reminders"', async () => {
    const { page, context } = await newPage(product.browser);
    await page.goto(`${product.url}/login`);
    await signIn(page);
    await page.waitForURL(/\/home$/);

    await page.goto(`${product.url}/sys/sysSetting/announcementManager`);
    await expect.poll(() => page.getByLabel('Title in English').isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('Admin | Announcements');
    const now = Date.now();
    await fillDate(page, 'From', now - 3_600_000);
    await fillDate(page, 'Until', now + 86_400_000);
    await page.getByLabel('Title in Chinese').fill('周六系统维护');
    await page.getByLabel('Title in English').fill('Maintenance on Saturday');
    await page.getByLabel('Text in Chinese').fill('周六 22:00 至 23:00 系统维护。');
    await page.getByLabel('Text in English').fill('The console is down for maintenance on Saturday, 22:00 to 23:00.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Announcement saved').isVisible()).toBe(true);

    const [row] = product.server.sql<{ title_en: string; enabled: number; start_time: number; end_time: number }>(
      'select title_en, enabled, start_time, end_time from sys_announcement',
    );
    expect(row).toMatchObject({ title_en: 'Maintenance on Saturday', enabled: 1 });
    // The pickers hold minutes; the server keeps seconds.
    expect(Math.abs(row!.start_time - Math.floor((now - 3_600_000) / 1000))).toBeLessThan(60);
    expect(Math.abs(row!.end_time - Math.floor((now + 86_400_000) / 1000))).toBeLessThan(60);

    // Signed in again, the announcement is asked for no sooner than 500 ms after the layout appears.
    await signOut(page);
    let signedInAt = 0;
    let askedAt = 0;
    page.on('response', (r) => {
      if (r.url().endsWith('/apm-web/a/login')) signedInAt = Date.now();
    });
    page.on('request', (r) => {
      if (r.url().endsWith('/apm-web/a/api/sysSetting/announcement')) askedAt ||= Date.now();
    });
    await signIn(page);
    await page.waitForURL(/\/home$/);
    await expect.poll(() => announcementDialog(page).isVisible()).toBe(true);
    expect(askedAt - signedInAt).toBeGreaterThanOrEqual(450);
    const dialog = announcementDialog(page);
    await expect.poll(() => dialog.getByText('Maintenance on Saturday', { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByText('The console is down for maintenance on Saturday, 22:00 to 23:00.').isVisible())
      .toBe(true);

    // "Close" hides it for the rest of this sign-in, reloads included; the next sign-in shows it again.
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => announcementDialog(page).isVisible()).toBe(false);
    const refetched = page.waitForResponse((r) => r.url().endsWith('/apm-web/a/api/sysSetting/announcement'));
    await page.reload();
    await refetched;
    await page.waitForTimeout(500);
    await expect.poll(() => announcementDialog(page).isVisible()).toBe(false);
    await signOut(page);
    await signIn(page);
    await page.waitForURL(/\/home$/);
    await expect.poll(() => announcementDialog(page).isVisible()).toBe(true);

    await clickUntil(
      dialog.getByRole('button', { name: 'No more reminders' }),
      async () => !(await announcementDialog(page).isVisible()),
      'No more reminders',
    );
    await expect.poll(() => announcementDialog(page).isVisible()).toBe(false);

    // Next sign-in: the announcement is fetched again, but not shown.
    await signOut(page);
    const fetched = page.waitForResponse((r) => r.url().endsWith('/apm-web/a/api/sysSetting/announcement'));
    await signIn(page);
    await page.waitForURL(/\/home$/);
    await fetched;
    await page.waitForTimeout(500);
    await expect.poll(() => announcementDialog(page).isVisible()).toBe(false);
    await context.close();
  });

  it("says 'Error getting announcement!' when the server answers the announcement with a non-zero code", async () => {
    const { page, context } = await newPage(product.browser);
    // The one answer of this journey not made by the server: a failure is injected in the browser.
    await page.route('**/apm-web/a/api/sysSetting/announcement', (route) =>
      route.fulfill({ status: 500, json: { code: 500, message: 'The database is away' } }),
    );
    await page.goto(`${product.url}/login`);
    await signIn(page);
    await page.waitForURL(/\/home$/);
    await expect.poll(() => page.getByText('Error getting announcement!').isVisible()).toBe(true);
    // Its own message, not the generic one with the server's text.
    await expect.poll(() => page.getByText('The database is away').count()).toBe(0);
    await expect.poll(() => announcementDialog(page).isVisible()).toBe(false);
    await context.close();
  });
});

describe('notice bell', () => {
  it('shows the unread count, marks the listed notices read when opened, and leads to all of them', async () => {
    const [admin] = product.server.sql<{ id: string; office_id: string }>(
      "select id, office_id from sys_user where login_name = 'admin'",
    );
    const now = Date.now();
    // 15 notices a minute apart, newest first: the 13 newest unread, the 2 oldest read.
    const ids = Array.from({ length: 15 }, (_, i) => {
      const id = randomUUID();
      product.server.sql(
        `insert into sys_notification (id, office_id, user_id, kind, content_cn, content_en, link, read_state, created_at)
         values (?, ?, ?, 'reviewRequested', ?, ?, '', ?, ?)`,
        id,
        admin!.office_id,
        admin!.id,
        `计划 ${i + 1} 待审核`,
        `Plan ${i + 1} awaits review`,
        i < 13 ? 0 : 1,
        now - i * 60_000,
      );
      return id;
    });

    // The announcement of the journey above would cover the page of this fresh browser: switch it off.
    product.server.sql('update sys_announcement set enabled = 0');

    const { page, context } = await newPage(product.browser);
    await page.goto(`${product.url}/login`);
    await signIn(page);
    await page.waitForURL(/\/home$/);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 13 unread');
    await expect.poll(() => bell.locator('.ant-badge-count').getAttribute('title')).toBe('13');

    const markCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/apm-web/a/api/message/updateReadState')) markCalls.push(r.url());
    });
    await bell.click();
    const panel = page.getByRole('list', { name: 'Latest notifications' });
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(10);
    // The dropdown may still be opening: wait for the newest notice to show.
    await expect.poll(() => panel.getByText('Plan 1 awaits review').isVisible()).toBe(true);
    await expect.poll(() => panel.getByText('Plan 11 awaits review').count()).toBe(0);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 0 unread');

    // The ten listed are read now; the three older unread ones are not.
    const state = (id: string) =>
      product.server.sql<{ read_state: number }>('select read_state from sys_notification where id = ?', id)[0]!
        .read_state;
    expect(ids.slice(0, 10).map(state)).toEqual(Array(10).fill(1));
    expect(ids.slice(10, 13).map(state)).toEqual([0, 0, 0]);
    // In one call, naming the ten.
    expect(markCalls).toHaveLength(1);
    expect(new URL(markCalls[0]!).searchParams.get('id')!.split(',').sort()).toEqual(ids.slice(0, 10).sort());

    await page.getByRole('button', { name: 'View all' }).click();
    await page.waitForURL(/\/sysManage\/messageNotification$/);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(10);
    await expect.poll(() => page.getByText('15 in all').isVisible()).toBe(true);
    await expect.poll(() => rows.first().getByText('Plan 1 awaits review').isVisible()).toBe(true);

    await page.locator('.ant-pagination-item-2').click();
    await expect.poll(() => rows.count()).toBe(5);
    await expect.poll(() => rows.last().getByText('Plan 15 awaits review').isVisible()).toBe(true);

    await page.getByText('Unread (3)').click();
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => page.getByText('3 in all').isVisible()).toBe(true);
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([
        expect.stringContaining('Plan 11 awaits review'),
        expect.stringContaining('Plan 12 awaits review'),
        expect.stringContaining('Plan 13 awaits review'),
      ]);

    // Three unread notices older than the ten listed: opening the bell still resets the count to 0,
    // with nothing listed to mark read (they stay unread for the notifications page).
    await page.reload();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 3 unread');
    await bell.click();
    await expect.poll(() => panel.getByText('Plan 1 awaits review').isVisible()).toBe(true);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 0 unread');
    expect(markCalls).toHaveLength(1);
    expect(ids.slice(10, 13).map(state)).toEqual([0, 0, 0]);
    await context.close();
  });

  it('is not there for a user without the permission to see notifications', async () => {
    const admin = await signInThroughApi(product.url);
    const [office] = product.server.sql<{ office_id: string }>(
      "select office_id from sys_user where login_name = 'admin'",
    );
    await apiOk(product.url, 'POST', '/a/api/user/save', admin, {
      officeId: office!.office_id,
      loginName: 'kiosk',
      name: 'Kiosk Keeper',
      password: 'Kiosk2026x',
      roleIds: '',
    });
    const { page, context } = await signedInAs(product.browser, product.url, 'kiosk', 'Kiosk2026x');
    await expect.poll(() => page.getByRole('button', { name: 'Account: Kiosk Keeper' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).count()).toBe(0);
    await context.close();

    // The administrator, who may, has it on the same server.
    const other = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await expect.poll(() => other.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).count()).toBe(1);
    await other.context.close();
  });
});
