import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useProduct } from '../support/product.js';
import { signedInPage } from '../support/shell.js';

const product = useProduct();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-quota-'));
const small = path.join(dir, 'small.png');
const large = path.join(dir, 'large.png');

beforeAll(() => {
  // A real small picture, and 3 MB that start like a PNG (the quota refuses it before its content matters).
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=blue:s=64x64', '-frames:v', '1', small]);
  const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  for (let i = 8; i < bytes.length; i += 4096) bytes.writeUInt32LE((i * 2654435761) >>> 0, i);
  fs.writeFileSync(large, bytes);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const uploadRow = (page: Page, name: string) => page.locator(`[data-upload-name="${name}"]`).last();
const quotaBar = (page: Page) => page.locator('[data-testid="quota-bar"]');

describe('storage quota', () => {
  it('is set from the storage by office, shown on the library page, and refuses an upload over it before sending', async () => {
    const { page } = await signedInPage(product.browser, product.server);
    const chunksSent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/fileInfosa/uploader?') || r.url().endsWith('/fileInfosa/uploader'))
        chunksSent.push(r.url());
    });
    await page.goto(`${product.url}/resManage/myRes`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Admin | Materials');
    // No quota yet: the capacitySetting is 0, no limit.
    await expect.poll(() => quotaBar(page).textContent(), { timeout: 15_000 }).toContain('0 B used, no limit');

    // Every office's storage, and the platform office's own quota of 1 MB.
    await page.getByRole('button', { name: 'Storage by institution' }).click();
    const drawer = page.locator('.ant-drawer');
    const row = drawer.locator('tr.ant-table-row').first();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('No limit');
    await row.getByRole('button', { name: 'Set quota' }).click();
    const modal = page.locator('.ant-modal');
    await modal.getByText('A quota of its own').click();
    await modal.getByRole('spinbutton', { name: 'Size' }).fill('1');
    await modal.getByRole('combobox', { name: 'Unit' }).click();
    await page.locator('.ant-select-item-option[title="MB"]').click();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row.textContent()).toContain('1 MB');
    expect(product.server.sql<{ bytes: number }>('select bytes from material_quota')).toEqual([{ bytes: 1024 * 1024 }]);
    await page.keyboard.press('Escape');
    await expect.poll(() => quotaBar(page).textContent()).toContain('0 B of 1 MB used');

    // 3 MB into 1 MB: refused once hashed, before a byte of it is sent, with the reason in words.
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([large]);
    await expect
      .poll(() => uploadRow(page, 'large.png').getAttribute('data-upload-phase'), { timeout: 30_000 })
      .toBe('failed');
    expect(await uploadRow(page, 'large.png').textContent()).toContain(
      'The storage quota has no room for this file: it needs 3 MB and 1 MB is free.',
    );
    expect(chunksSent).toEqual([]);
    expect(product.server.sql<{ n: number }>('select count(*) as n from upload')[0]!.n).toBe(0);
    expect(product.server.sql<{ n: number }>('select count(*) as n from material')[0]!.n).toBe(0);

    // A file that fits goes through, and the bar follows.
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([small]);
    await expect
      .poll(() => uploadRow(page, 'small.png').getAttribute('data-upload-phase'), { timeout: 30_000 })
      .toBe('done');
    const size = fs.statSync(small).size;
    await expect.poll(() => quotaBar(page).textContent()).toContain(`${size} B of 1 MB used`);
    expect(chunksSent).toHaveLength(1);

    // Its details: by kind, in a popover.
    await quotaBar(page).hover();
    await expect.poll(() => page.locator('[data-testid="quota-by-kind"]').textContent()).toContain('Pictures');
    expect(await page.locator('[data-testid="quota-by-kind"]').textContent()).toContain(`${size} B · Materials: 1`);
  });
});
