import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { textProgram } from '../support/player.js';
import { useProduct } from '../support/product.js';
import { signedInAs } from '../support/shell.js';

/**
 * Terminal groups as an administrator uses them: a group made in terminal management, two screens
 * moved into it, the list filtered by it, and a program published to the whole group from the
 * publish dialog's Groups view.
 */

const product = useProduct();

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const row = (page: Page, name: string) => page.locator('tr.ant-table-row', { hasText: name });

/** A screen registered and authorised through the API (no player needed: nothing plays here). */
async function screen(cookie: string, officeId: string, hardwareId: string, name: string): Promise<void> {
  const registered = await fetch(`${product.url}/apm-web/terminal/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hardwareId, name, model: 'Chromium', player: { kind: 'browser', version: '1.0.0' } }),
  });
  const { jsonObject } = (await registered.json()) as { jsonObject: { pairingCode: string } };
  await apiOk(product.url, 'POST', '/a/api/terminal/authorise', cookie, {
    pairingCode: jsonObject.pairingCode,
    officeId,
    name,
  });
}

describe('terminal groups', () => {
  it('gathers two screens in a group, filters the list by it, and publishes to the whole group', async () => {
    const cookie = await signInThroughApi(product.url);
    const { officeId } = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', cookie);
    await screen(cookie, officeId, 'groups-north-door', 'North door');
    await screen(cookie, officeId, 'groups-south-door', 'South door');
    await screen(cookie, officeId, 'groups-back-office', 'Back office');
    await textProgram(product, cookie, 'Welcome board', 'Welcome');
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await page.goto(`${product.url}/terminalMonitor/monitor`);
    await row(page, 'North door').waitFor();

    // A group made in the Groups drawer.
    await page.getByRole('button', { name: 'Groups' }).click();
    const drawer = page.getByRole('dialog', { name: 'Terminal groups' });
    await expect.poll(() => drawer.getByText('No terminal groups yet.').isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'New group' }).click();
    const form = page.getByRole('dialog', { name: 'New group' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Entrance screens');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, 'Group “Entrance screens” created').isVisible()).toBe(true);
    await expect.poll(() => drawer.getByText('0 of 0 online').isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Two screens chosen in the list and moved into it.
    await row(page, 'North door').getByRole('checkbox').check();
    await row(page, 'South door').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Move to group' }).click();
    const move = page.getByRole('dialog', { name: 'Move 2 terminals to a group' });
    await move.getByRole('combobox', { name: 'Group' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Entrance screens' }).click();
    await move.getByRole('button', { name: 'Move' }).click();
    await expect.poll(() => toast(page, '2 terminals moved').isVisible()).toBe(true);
    await expect.poll(() => row(page, 'North door').getByText('Entrance screens').isVisible()).toBe(true);
    expect(await row(page, 'Back office').getByText('Entrance screens').count()).toBe(0);

    // The list shows the group's screens only, from the drawer.
    await page.getByRole('button', { name: 'Groups' }).click();
    await expect.poll(() => drawer.getByText('0 of 2 online').isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'Show the terminals of “Entrance screens”' }).click();
    await expect.poll(() => page.getByText('Group: Entrance screens').isVisible()).toBe(true);
    await expect.poll(() => page.locator('tr.ant-table-row').count()).toBe(2);
    expect(await row(page, 'Back office').count()).toBe(0);

    // Publishing a program: the dialog's Groups view chooses the whole group.
    await page.goto(`${product.url}/program/make`);
    await row(page, 'Welcome board').getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish “Welcome board”' });
    await dialog.getByText('Groups', { exact: true }).click();
    await dialog.getByRole('button', { name: /^Entrance screens/ }).click();
    await expect.poll(() => dialog.locator('tr.ant-table-row').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Choose all of “Entrance screens” (2)' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Publish to 2 terminals' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Publish to 2 terminals' }).click();
    await expect.poll(() => toast(page, '“Welcome board” is on its way to 2 terminals.').isVisible()).toBe(true);
  });
});
