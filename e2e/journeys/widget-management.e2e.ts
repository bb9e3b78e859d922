import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { signedInAs } from '../support/shell.js';

/**
 * Widget management (widget/list): the platform administrator takes the clock away from one
 * institution; that institution's operator no longer finds it among the editor's add buttons,
 * while the other kinds stay, and an operator elsewhere still has it.
 */

const product = useProduct();
const OPERATOR = { loginName: 'olivia.depot', password: 'Depot-Screens-42' };
const ELSEWHERE = { loginName: 'oscar.lobby', password: 'Lobby-Screens-42' };

/** The add button of a widget kind in the editor's toolbar. */
const addButton = (page: Page, kind: string) => page.locator(`button[data-widget-kind="${kind}"]`);

/** An operator's editor on a new program, once the toolbar shows its add buttons. */
async function editorOf(person: { loginName: string; password: string }): Promise<Page> {
  const { page } = await signedInAs(product.browser, product.url, person.loginName, person.password);
  await page.goto(`${product.url}/program/make`);
  await page.getByRole('button', { name: 'New program' }).click();
  const create = page.getByRole('dialog', { name: 'New program' });
  await create.getByLabel('Name').fill('Opening hours');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => addButton(page, 'text').isVisible()).toBe(true);
  return page;
}

describe('widget management', () => {
  it('keeps a kind taken away from an institution out of that institution’s editor', async () => {
    const admin = await signInThroughApi(product.url);
    const me = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', admin);
    const depot = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/office/save', admin, {
      name: 'Harbour depot',
    });
    const lobby = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/office/save', admin, {
      name: 'Station lobby',
    });
    for (const [person, officeId] of [
      [OPERATOR, depot.id],
      [ELSEWHERE, lobby.id],
    ] as const) {
      await apiOk(product.url, 'POST', '/a/api/user/save', admin, {
        officeId,
        loginName: person.loginName,
        name: person.loginName,
        password: person.password,
        roleIds: 'operator',
      });
    }
    expect(me.officeId).not.toBe(depot.id);

    // The administrator gives the depot a list of its own, without the clock.
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await page.goto(`${product.url}/widget/list`);
    await page.getByRole('searchbox', { name: 'Search institutions' }).fill('Harbour');
    await page.getByRole('searchbox', { name: 'Search institutions' }).press('Enter');
    await page.getByRole('button', { name: 'Set the widgets of Harbour depot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Widgets of Harbour depot' });
    await dialog.getByRole('radio', { name: 'Only the widgets chosen here' }).check();
    await dialog.getByRole('checkbox', { name: 'Clock' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const row = page.getByRole('row').filter({ hasText: 'Harbour depot' });
    await expect.poll(() => row.getByText('Its own list').isVisible()).toBe(true);
    await expect
      .poll(() => row.locator('[data-allowed-kinds]').getAttribute('data-allowed-kinds'))
      .not.toContain('clock');

    // The depot's operator: every other kind, but no clock.
    const depotEditor = await editorOf(OPERATOR);
    for (const kind of ['text', 'image', 'video', 'date', 'countdown', 'shape', 'qrcode', 'button']) {
      expect(await addButton(depotEditor, kind).isVisible(), kind).toBe(true);
    }
    expect(await addButton(depotEditor, 'clock').count()).toBe(0);
    expect(await depotEditor.getByRole('button', { name: 'Clock' }).count()).toBe(0);

    // Elsewhere the clock is still offered.
    const lobbyEditor = await editorOf(ELSEWHERE);
    expect(await addButton(lobbyEditor, 'clock').isVisible()).toBe(true);
  });
});
