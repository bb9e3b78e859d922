import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { signedInAs } from '../support/shell.js';
import { canvas, editorButton } from '../support/editor.js';

/**
 * A program's data sources in the editor (issue 12): a CSV file of a local server added as a
 * source, tried on the server (refused while the system settings keep the server off its own
 * network, read once they allow it), bound to a table widget whose rows the canvas and the preview
 * show, and to a text that shows a value of one row.
 */

const DISHES = 'dish,price\r\nHarbour soup,4.50\r\nGrilled fish,12.00\r\n';

const product = useProduct();
let source: http.Server;
let base = '';
let cookie = '';

beforeAll(async () => {
  source = http.createServer((req, res) => {
    if (req.url === '/dishes.csv') return void res.end(DISHES);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => source.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
  cookie = await signInThroughApi(product.url);
});
afterAll(async () => {
  await new Promise((r) => source?.close(r));
});

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const drawer = (page: Page) => page.locator('.ant-drawer').filter({ hasText: 'Data sources of the program' });

describe('data sources', () => {
  it('are added in the editor, tried on the server and shown by a table and a text in the canvas and the preview', async () => {
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password, {
      viewport: { width: 1600, height: 1200 },
    });
    await page.goto(`${product.url}/program/make`);
    await page.getByRole('button', { name: 'New program' }).click();
    const create = dialog(page, 'New program');
    await create.getByLabel('Name').fill('Canteen');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => canvas(page).isVisible()).toBe(true);

    // A CSV source on the server's own network: refused while the system settings say so.
    await editorButton(page, 'Data sources').click();
    await expect.poll(() => drawer(page).getByText('No data source yet', { exact: false }).isVisible()).toBe(true);
    await drawer(page).getByRole('button', { name: 'Add a data source' }).first().click();
    await drawer(page).getByLabel('Name').fill('Dishes');
    await drawer(page)
      .locator('.ant-select')
      .filter({ has: page.getByLabel('Format') })
      .click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="CSV"]').click();
    await drawer(page).getByLabel('Address').fill(`${base}/dishes.csv`);
    await drawer(page).getByRole('button', { name: 'Try' }).click();
    await expect
      .poll(() => drawer(page).getByTestId('feed-error').innerText())
      .toBe("The address is on the server's own network, which the system settings do not allow.");

    // Allowed (as a site whose sources are on its own network does): read, its first rows shown.
    await apiOk(product.url, 'POST', '/a/api/sysSetting/save', cookie, { feedLocalNetwork: 'true' });
    await drawer(page).getByLabel('Read every (minutes)').fill('1');
    await drawer(page).getByRole('button', { name: 'Try' }).click();
    await expect.poll(() => drawer(page).getByTestId('feed-try').innerText()).toMatch(/Harbour soup\s+4\.50/);
    await drawer(page).getByRole('button', { name: 'Keep' }).click();
    await expect.poll(() => drawer(page).getByTestId('data-source').innerText()).toMatch(/Dishes\s+CSV/);
    await drawer(page).getByRole('button', { name: 'Close' }).click();

    // A table bound to it: its rows on the canvas, then in the preview.
    await editorButton(page, 'Table').click();
    await page
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: 'Data source' }) })
      .click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Dishes"]').click();
    await expect
      .poll(() => canvas(page).locator('table').innerText())
      .toMatch(/dish\s+price\s+Harbour soup\s+4\.50\s+Grilled fish\s+12\.00/);
    // A text bound to its second row: the column inserted shows that row's value.
    await editorButton(page, 'Text').click();
    await page
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: 'Data source' }) })
      .click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Dishes"]').click();
    await page.getByRole('spinbutton', { name: 'Row' }).fill('2');
    await page.getByTestId('text-columns').getByRole('button', { name: 'dish' }).click();
    await expect.poll(() => canvas(page).innerText()).toMatch(/Your text\s*Grilled fish/);
    await editorButton(page, 'Preview').click();
    await expect
      .poll(() => page.getByRole('dialog').locator('[data-program] table').innerText())
      .toMatch(/Harbour soup\s+4\.50\s+Grilled fish\s+12\.00/);
  });
});
