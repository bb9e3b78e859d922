import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.js';
import { ADMIN, signIn, signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';

/** Waits for what a user would see: answers can take a while on a busy machine. */

const product = useProduct();

const tree = (page: Page) => page.getByRole('tree', { name: 'Institution tree' });
/** The node of an office in the tree (its title). */
const node = (page: Page, name: string) => tree(page).locator(`[data-office-node="${name}"]`);
/** The tree item (the whole row, with its expand switch) of an office. */
const treeItem = (page: Page, name: string) =>
  tree(page)
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator(`[data-office-node="${name}"]`) });
const details = (page: Page) => page.locator('.ant-card').filter({ has: page.locator('[data-office-title]') });
const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog').filter({ hasText: title });
/** A button of the chosen office (its name follows its icon's). */
const action = (page: Page, name: string) => details(page).getByRole('button', { name: new RegExp(`${name}$`) });

async function choose(page: Page, name: string): Promise<void> {
  await node(page, name).click();
  await expect.poll(() => page.locator(`[data-office-title="${name}"]`).isVisible()).toBe(true);
}

async function addUnder(page: Page, parent: string, name: string, sort?: number): Promise<void> {
  await choose(page, parent);
  await action(page, 'Add sub-institution').click();
  const modal = dialog(page, `New institution under “${parent}”`);
  await modal.getByLabel('Name').fill(name);
  if (sort !== undefined) await modal.getByLabel('Sort order').fill(String(sort));
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByText(`Institution “${name}” added`).isVisible()).toBe(true);
  await expect.poll(() => node(page, name).isVisible()).toBe(true);
}

/** The value of one of the live figures. */
const figure = (page: Page, which: string): Promise<string> =>
  page.locator(`[data-figure="${which}"] .ant-statistic-content-value`).innerText();

const officeId = (name: string) =>
  product.server.sql<{ id: string; parent_id: string }>('select id, parent_id from sys_office where name = ?', name)[0];

describe('institution management', () => {
  it('builds a tree, searches it, moves an office, is refused deleting one that holds users, deletes an empty one', async () => {
    const { page, context } = await newPage(product.browser);
    await page.goto(`${product.url}/login`);
    await signIn(page);
    await page.waitForURL(/\/home$/);

    // The page is in the menu now that it works.
    await page.getByRole('menuitem', { name: 'System' }).click();
    await page.getByRole('menuitem', { name: 'Institutions' }).click();
    await page.waitForURL(/\/sys\/office$/);
    await expect.poll(() => page.title()).toBe('Admin | Institutions');

    // The root of the range (the platform) is chosen and opened; it can be neither moved nor deleted.
    await expect.poll(() => page.locator(`[data-office-title="${ADMIN.officeName}"]`).isVisible()).toBe(true);
    await expect.poll(() => details(page).getByText('Platform', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => action(page, 'Move').isDisabled()).toBe(true);
    await expect.poll(() => action(page, 'Delete').isDisabled()).toBe(true);

    // A name is required, checked before anything is sent.
    await action(page, 'Add sub-institution').click();
    const first = dialog(page, `New institution under “${ADMIN.officeName}”`);
    await first.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => first.getByText('This field is required').isVisible()).toBe(true);
    await first.getByRole('button', { name: 'Cancel' }).click();

    await addUnder(page, ADMIN.officeName, 'South', 2);
    await addUnder(page, ADMIN.officeName, 'North', 1);
    await addUnder(page, 'North', 'North Depot');
    // Sorted by the sort order, as the server lists them.
    await expect
      .poll(() =>
        tree(page)
          .locator('[data-office-node]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-office-node'))),
      )
      .toEqual([ADMIN.officeName, 'North', 'North Depot', 'South']);
    expect(officeId('North Depot')!.parent_id).toBe(officeId('North')!.id);

    // Editing renames and keeps the remarks.
    await choose(page, 'North Depot');
    await action(page, 'Edit').click();
    const edit = dialog(page, 'Edit “North Depot”');
    await edit.getByLabel('Name').fill('Harbour Depot');
    await edit.getByLabel('Remarks').fill('Night buses');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Institution “Harbour Depot” saved').isVisible()).toBe(true);
    await expect.poll(() => node(page, 'Harbour Depot').isVisible()).toBe(true);
    await expect.poll(() => details(page).getByText('Night buses').isVisible()).toBe(true);
    await expect.poll(() => details(page).getByText(`${ADMIN.officeName} / North`).isVisible()).toBe(true);

    // A customer opened elsewhere shows with a tag of its kind.
    const platform = officeId(ADMIN.officeName)!;
    const now = Date.now();
    product.server.sql(
      `insert into sys_office (id, parent_id, path, name, type, sort, remarks, created_at, updated_at)
       values ('cust-1', ?, ?, 'Ferry Line', 'customer', 9, '', ?, ?)`,
      platform.id,
      `${platform.id},cust-1,`,
      now,
      now,
    );
    await page.reload();
    await expect.poll(() => node(page, 'Ferry Line').isVisible()).toBe(true);
    await expect
      .poll(() => node(page, 'Ferry Line').locator('[data-office-type="customer"]').innerText())
      .toBe('Customer');
    await expect.poll(() => node(page, 'North').locator('[data-office-type]').count()).toBe(0);

    // Search pages through the whole range and shows the way to each hit.
    await page.getByRole('searchbox', { name: 'Search institutions' }).fill('depot');
    await page.getByRole('searchbox', { name: 'Search institutions' }).press('Enter');
    const hit = page.locator('[data-office-hit="Harbour Depot"]');
    await expect.poll(() => hit.isVisible()).toBe(true);
    await expect.poll(() => hit.innerText()).toContain(`${ADMIN.officeName} / North`);
    await expect.poll(() => page.getByText('1 found').isVisible()).toBe(true);
    await hit.click();
    await expect.poll(() => page.locator('[data-office-title="Harbour Depot"]').isVisible()).toBe(true);
    await page.getByRole('searchbox', { name: 'Search institutions' }).fill('');
    await page.getByRole('searchbox', { name: 'Search institutions' }).press('Enter');
    await expect.poll(() => tree(page).isVisible()).toBe(true);

    // Move the depot under South: it cannot go into itself, nor where it is already.
    await action(page, 'Move').click();
    const move = dialog(page, 'Move “Harbour Depot”');
    await move.getByLabel('New parent institution').click();
    const options = page.locator('.ant-select-tree');
    await expect.poll(() => options.locator('[data-office-option="North"]').isVisible()).toBe(true);
    await expect.poll(() => options.locator('[data-office-option="North"]').innerText()).toContain('where it is now');
    // Open North: the depot itself is there, greyed and shut.
    await options
      .locator('.ant-select-tree-treenode')
      .filter({ has: page.locator('[data-office-option="North"]') })
      .locator('.ant-select-tree-switcher')
      .click();
    const self = options
      .locator('.ant-select-tree-treenode')
      .filter({ has: page.locator('[data-office-option="Harbour Depot"]') });
    await expect.poll(() => self.isVisible()).toBe(true);
    await expect.poll(() => self.getAttribute('class')).toContain('ant-select-tree-treenode-disabled');
    await expect.poll(() => self.innerText()).toContain('the institution being moved');
    await options.locator('[data-office-option="South"]').click();
    await move.getByRole('button', { name: 'Move' }).click();
    await expect.poll(() => page.getByText('Institution “Harbour Depot” moved').isVisible()).toBe(true);
    expect(officeId('Harbour Depot')!.parent_id).toBe(officeId('South')!.id);
    await expect.poll(() => details(page).getByText(`${ADMIN.officeName} / South`).isVisible()).toBe(true);
    await expect
      .poll(() => treeItem(page, 'Harbour Depot').evaluate((el) => el.previousElementSibling?.textContent ?? ''))
      .toContain('South');
    // North lost its only sub-office: it is shown as a leaf, without an expand switch.
    await expect.poll(() => treeItem(page, 'North').locator('.ant-tree-switcher-noop').count()).toBe(1);

    // A user in the depot: South now holds a user and a sub-office, and its figures say so.
    const cookie = await signInThroughApi(product.url);
    const created = await fetch(`${product.url}/apm-web/a/api/user/save`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-requested-with': 'apm-console',
        cookie: `Authorization=${cookie}`,
      },
      body: new URLSearchParams({
        officeId: officeId('Harbour Depot')!.id,
        loginName: 'depot.driver',
        name: 'Depot Driver',
        password: 'Driver2026',
      }),
    });
    expect(((await created.json()) as { code: number }).code).toBe(0);
    await choose(page, 'South');
    await expect.poll(() => figure(page, 'usersBelow')).toBe('1');
    await expect.poll(() => figure(page, 'usersHere')).toBe('0');
    await expect.poll(() => figure(page, 'officesHere')).toBe('1');
    await expect.poll(() => figure(page, 'officesBelow')).toBe('1');
    // No screens and no materials there yet: terminals online / total, storage in bytes.
    await expect.poll(() => figure(page, 'terminalsHere')).toBe('0 / 0');
    await expect.poll(() => figure(page, 'terminalsBelow')).toBe('0 / 0');
    await expect.poll(() => figure(page, 'storageHere')).toBe('0 B');
    await expect.poll(() => figure(page, 'storageBelow')).toBe('0 B');
    await expect.poll(() => page.locator('[data-figure]').count()).toBe(8);

    await action(page, 'Delete').click();
    await dialog(page, 'Delete “South”?').getByRole('button', { name: 'Delete' }).click();
    const refused = dialog(page, '“South” cannot be deleted');
    await expect.poll(() => refused.isVisible()).toBe(true);
    await expect.poll(() => refused.innerText()).toContain('It still holds what is listed below');
    // Only what it holds is listed.
    expect(await refused.locator('li').allInnerTexts()).toEqual(['Users: 1', 'Sub-institutions: 1']);
    await refused.getByRole('button', { name: 'OK' }).click();
    // Every dialog is gone (naming any left open), so the tree takes clicks again.
    await expect
      .poll(() =>
        page.locator('.ant-modal-wrap:visible :is(.ant-modal-title, .ant-modal-confirm-title)').allInnerTexts(),
      )
      .toEqual([]);
    expect(officeId('South')).toBeDefined();

    // North is empty now: it goes, and the page asks nothing more of it (no 404 after the deletion).
    await choose(page, 'North');
    const northId = officeId('North')!.id;
    const askedAfter: string[] = [];
    let deleted = false;
    page.on('response', (r) => {
      if (deleted && r.url().includes(northId)) askedAfter.push(`${r.status()} ${r.url()}`);
      if (r.url().includes('/office/deleteOffice')) deleted = true;
    });
    await action(page, 'Delete').click();
    await dialog(page, 'Delete “North”?').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Institution “North” deleted').isVisible()).toBe(true);
    expect(deleted).toBe(true);
    await expect.poll(() => node(page, 'North').count()).toBe(0);
    expect(officeId('North')).toBeUndefined();
    // The figures of the office chosen after it have arrived: whatever the refresh asked has come back.
    await page.waitForLoadState('networkidle');
    expect(askedAfter).toEqual([]);
    // The audit log holds every change.
    const actions = product.server.sql<{ action: string }>(
      "select action from sys_log where module = 'office' order by at, id",
    );
    expect(actions.map((a) => a.action)).toEqual(['create', 'create', 'create', 'update', 'move', 'delete']);
    await context.close();
  });

  it('says why a customer cannot go under a plain office, and leaves it where it was', async () => {
    const platform = officeId(ADMIN.officeName)!;
    const now = Date.now();
    const insert = (id: string, name: string, type: string) =>
      product.server.sql(
        `insert into sys_office (id, parent_id, path, name, type, sort, remarks, created_at, updated_at)
         values (?, ?, ?, ?, ?, 20, '', ?, ?)`,
        id,
        platform.id,
        `${platform.id},${id},`,
        name,
        type,
        now,
        now,
      );
    insert('cust-tram', 'Tram Line', 'customer');
    insert('office-yard', 'Tram Yard', 'office');

    const { page, context } = await newPage(product.browser);
    await page.goto(`${product.url}/login`);
    await signIn(page);
    await page.waitForURL(/\/home$/);
    await page.goto(`${product.url}/sys/office`);
    await expect.poll(() => node(page, 'Tram Line').isVisible()).toBe(true);
    await choose(page, 'Tram Line');
    await action(page, 'Move').click();
    const move = dialog(page, 'Move “Tram Line”');
    await move.getByLabel('New parent institution').click();
    const yard = page.locator('.ant-select-tree [data-office-option="Tram Yard"]');
    await expect.poll(() => yard.isVisible()).toBe(true);
    await yard.click();
    await move.getByRole('button', { name: 'Move' }).click();
    await expect
      .poll(() => move.getByRole('alert').innerText())
      .toContain('Customers stay directly under an agent or the platform.');
    expect(officeId('Tram Line')!.parent_id).toBe(platform.id);
    await context.close();
  });
});
