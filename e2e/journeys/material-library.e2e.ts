import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiOk } from '../support/api.js';
import { signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { signedInPage } from '../support/shell.js';

/**
 * Issue 11, acceptance 1 (the library's folders): folders made on the page, materials copied and
 * pasted into one, cut and pasted into another, moved with "Move to…", a clashing name numbered;
 * a material a program uses cannot be deleted, and the refusal names the program, as do its details.
 */

const product = useProduct();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-library-'));
const red = path.join(dir, 'red.png');
const blue = path.join(dir, 'blue.png');

beforeAll(() => {
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  ffmpeg('-f', 'lavfi', '-i', 'color=c=red:s=320x180', '-frames:v', '1', red);
  ffmpeg('-f', 'lavfi', '-i', 'color=c=blue:s=320x180', '-frames:v', '1', blue);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const card = (page: Page, name: string) => page.locator(`[data-material-name="${name}"]`);
const folder = (page: Page, name: string) => page.locator(`[data-folder-name="${name}"]`);
const names = (page: Page) =>
  page
    .locator('[data-testid=material-grid] [data-material-name]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-material-name')).sort());
/** The bar of actions on the selected materials (its buttons' names start with their icons'). */
const bar = (page: Page) => page.getByTestId('selection-bar');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

async function newFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByLabel('Folder name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => folder(page, name).isVisible()).toBe(true);
}

const select = (page: Page, name: string) =>
  card(page, name)
    .getByRole('checkbox', { name: `Select ${name}` })
    .check();

describe('the material library', () => {
  it('keeps materials in folders: copy, cut and paste, move, and no deleting what a program uses', async () => {
    const { page } = await signedInPage(product.browser, product.server);
    await page.goto(`${product.url}/resManage/myRes`);
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([red, blue]);
    await expect.poll(() => card(page, 'red.png').getAttribute('data-status'), { timeout: 60_000 }).toBe('ready');
    await expect.poll(() => card(page, 'blue.png').getAttribute('data-status'), { timeout: 60_000 }).toBe('ready');

    // A folder, made at the top: it opens, empty.
    await newFolder(page, 'Summer');
    await expect
      .poll(() => page.getByText('This folder is empty: upload into it, or paste materials here.').isVisible())
      .toBe(true);

    // Both pictures copied from the top and pasted into Summer: the top keeps them.
    await folder(page, '/').click();
    await select(page, 'red.png');
    await select(page, 'blue.png');
    await bar(page).getByRole('button', { name: 'Copy' }).click();
    await folder(page, 'Summer').click();
    await bar(page).getByRole('button', { name: 'Paste (2)' }).click();
    await expect.poll(() => toast(page, 'Pasted: 2').isVisible()).toBe(true);
    await expect.poll(() => names(page)).toEqual(['blue.png', 'red.png']);
    await folder(page, '/').click();
    await expect.poll(() => names(page)).toEqual(['blue.png', 'red.png']);

    // Blue cut from the top and pasted into a new folder, Winter: it leaves the top.
    await select(page, 'blue.png');
    await bar(page).getByRole('button', { name: 'Cut' }).click();
    await newFolder(page, 'Winter');
    await bar(page).getByRole('button', { name: 'Paste (1)' }).click();
    await expect.poll(() => toast(page, 'Moved: 1').isVisible()).toBe(true);
    await expect.poll(() => names(page)).toEqual(['blue.png']);
    await folder(page, '/').click();
    await expect.poll(() => names(page)).toEqual(['red.png']);

    // From Winter, "Move to…" Summer, which has a blue.png already: the newcomer is numbered.
    await folder(page, 'Winter').click();
    await select(page, 'blue.png');
    await bar(page).getByRole('button', { name: 'Move to…' }).click();
    const move = page.getByRole('dialog', { name: 'Move materials (1) to' });
    await move.getByLabel('Folder').click();
    await page.locator('.ant-select-tree').getByTitle('Summer').click();
    await move.getByRole('button', { name: 'Move' }).click();
    await expect.poll(() => toast(page, 'Moved: 1').isVisible()).toBe(true);
    await expect.poll(() => names(page)).toEqual([]);
    await folder(page, 'Summer').click();
    await expect.poll(() => names(page)).toEqual(['blue (2).png', 'blue.png', 'red.png']);

    // A program shows the red picture at the top of the library.
    const [top] = product.server.sql<{ id: string; md5: string }>(
      "select id, md5 from material where name = 'red.png' and folder_id is null",
    );
    const cookie = await signInThroughApi(product.url);
    await apiOk(product.url, 'POST', '/a/api/program/save', cookie, {
      name: 'Red welcome',
      document: JSON.stringify({
        version: 1,
        canvas: { width: 1920, height: 1080 },
        scenes: [
          {
            id: 'welcome',
            name: 'Welcome',
            main: true,
            durationMs: 10000,
            background: {
              color: '#000000',
              media: { md5: top!.md5, materialId: top!.id, kind: 'image' },
              fit: 'cover',
            },
            widgets: [],
          },
        ],
      }),
    });

    // Deleting it is refused, naming the program; nothing is deleted.
    await folder(page, '/').click();
    await card(page, 'red.png').getByRole('button', { name: 'Delete red.png' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    const refusal = page.getByTestId('material-in-use');
    await expect.poll(() => refusal.textContent(), { timeout: 15_000 }).toContain('Red welcome');
    expect(await page.locator('.ant-modal-confirm-error .ant-modal-confirm-title').textContent()).toBe(
      'Materials still in use: 1',
    );
    await page.getByRole('button', { name: 'OK' }).click();
    expect(product.server.sql<{ n: number }>('select count(*) as n from material where id = ?', top!.id)[0]!.n).toBe(1);

    // Its details say where it is used, and what it is.
    await card(page, 'red.png').getByRole('button', { name: 'Details of red.png' }).click();
    const details = page.getByTestId('material-details');
    await expect.poll(() => details.textContent(), { timeout: 15_000 }).toContain('Red welcome');
    const text = (await details.textContent())!;
    expect(text).toContain('320 × 180');
    expect(text).toContain(top!.md5);
    expect(text).toContain('image/png');

    // A folder that holds materials is not deleted.
    await page.keyboard.press('Escape');
    await folder(page, 'Summer').click();
    await page.getByRole('button', { name: 'Delete folder' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => toast(page, '“Summer” still holds materials (3): move or delete them first.').isVisible())
      .toBe(true);
    const refused = await apiCall(product.url, 'POST', '/a/api/material/delete', cookie, { ids: top!.id });
    expect(refused.code).toBe(409);
  });
});
