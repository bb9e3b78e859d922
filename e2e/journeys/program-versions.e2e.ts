import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { signedInAs } from '../support/shell.js';

/**
 * A program's history as an operator uses it (issue 12 item 2): a program saved twice shows both
 * versions; the first plays in the preview as it was; restored, it becomes version 3 and the
 * editor opens it; the program is copied under a free name.
 */

const product = useProduct();

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

/** A document of one scene whose text says `word`. */
const documentSaying = (word: string) =>
  JSON.stringify({
    version: 1,
    canvas: { width: 1920, height: 1080 },
    scenes: [
      {
        id: 'main',
        durationMs: 10_000,
        widgets: [
          {
            id: 'headline',
            kind: 'text',
            x: 100,
            y: 100,
            width: 1200,
            height: 200,
            z: 1,
            props: { text: word, fontSize: 96, color: '#ffffff' },
          },
        ],
      },
    ],
  });

describe('program versions', () => {
  it('lists the saves, previews and restores an earlier one, and copies the program', async () => {
    const cookie = await signInThroughApi(product.url);
    const made = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/program/save', cookie, {
      name: 'Breakfast board',
      document: documentSaying('Croissants'),
    });
    await apiOk(product.url, 'POST', '/a/api/program/save', cookie, {
      id: made.id,
      version: '1',
      name: 'Breakfast board',
      document: documentSaying('Pancakes'),
    });
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await page.goto(`${product.url}/program/make`);

    await page.getByRole('button', { name: 'Versions of “Breakfast board”' }).click();
    const drawer = page.getByRole('dialog', { name: 'Versions of “Breakfast board”' });
    await expect.poll(() => drawer.getByText('2 versions').isVisible()).toBe(true);
    const versionRow = (n: number) => drawer.locator(`tr[data-row-key="${n}"]`);
    await expect.poll(() => versionRow(2).getByText('Current').isVisible()).toBe(true);

    // Version 1 plays in the preview as it was saved.
    await versionRow(1).getByRole('button', { name: 'Preview version 1' }).click();
    const preview = page.getByRole('dialog', { name: 'Version 1 of “Breakfast board”' });
    await expect.poll(() => preview.getByText('Croissants').isVisible()).toBe(true);
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'hidden' });

    // Restored: saved again as version 3, which says where it came from.
    await versionRow(1).getByRole('button', { name: 'Restore version 1' }).click();
    await page
      .getByRole('dialog', { name: 'Restore version 1 of “Breakfast board”?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect.poll(() => toast(page, 'Version 1 restored as version 3').isVisible()).toBe(true);
    await expect.poll(() => drawer.getByText('3 versions').isVisible()).toBe(true);
    await expect.poll(() => versionRow(3).getByText('restored from 1').isVisible()).toBe(true);
    await expect.poll(() => versionRow(3).getByText('Current').isVisible()).toBe(true);
    expect(await versionRow(2).getByText('Current').count()).toBe(0);
    await drawer.getByRole('button', { name: 'Close' }).click();

    // The list says version 3, and the editor opens it with the first text.
    const row = page.locator('tr.ant-table-row', { hasText: 'Breakfast board' });
    // Its cells: first scene, name, canvas, scenes, institution, version.
    await expect.poll(() => row.locator('td').nth(5).innerText()).toBe('3');
    await row.getByRole('link', { name: 'Breakfast board' }).or(row.getByText('Breakfast board')).first().click();
    await expect.poll(() => page.getByText('Saved · version 3').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Croissants').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back to the list' }).click();

    // Copied under the first free name.
    await page.getByRole('button', { name: 'Copy “Breakfast board”' }).click();
    await expect.poll(() => toast(page, 'Copied as “Breakfast board (2)”').isVisible()).toBe(true);
    await expect.poll(() => page.locator('tr.ant-table-row', { hasText: 'Breakfast board (2)' }).count()).toBe(1);
  });
});
