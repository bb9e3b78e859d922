import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useProduct } from '../support/product.js';
import { signedInPage } from '../support/shell.js';

const product = useProduct();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-materials-'));
const picture = path.join(dir, 'red.png');
const video = path.join(dir, 'pattern.mp4');

beforeAll(() => {
  // Real files, made here: a red picture and two seconds of ffmpeg's test pattern in H.264.
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  ffmpeg('-f', 'lavfi', '-i', 'color=c=red:s=640x360', '-frames:v', '1', picture);
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=25',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    video,
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const card = (page: Page, name: string) => page.locator(`[data-material-name="${name}"]`);
const uploadRow = (page: Page, name: string) => page.locator(`[data-upload-name="${name}"]`).last();

/** Whether a card's thumbnail has loaded, and the colour of its middle pixel. */
const thumbnailOf = (page: Page, name: string) =>
  card(page, name)
    .locator('img[data-thumbnail]')
    .evaluate((img: HTMLImageElement) => {
      if (!img.complete || img.naturalWidth === 0) return null;
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const [r, gr, b] = g.getImageData(c.width >> 1, c.height >> 1, 1, 1).data;
      return { width: img.naturalWidth, height: img.naturalHeight, rgb: [r, gr, b] };
    })
    .catch(() => null);

describe('materials', () => {
  it('uploads a picture and a video, shows their thumbnails, knows a file it has, and deletes one', async () => {
    const { page } = await signedInPage(product.browser, product.server);
    await page.goto(`${product.url}/resManage/myRes`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Admin | Materials');
    await expect.poll(() => page.getByText('No materials yet: upload pictures and videos.').isVisible()).toBe(true);
    // The limit of spec 9 is told before anything is sent.
    await expect.poll(() => page.getByText('up to 10 GB each').isVisible()).toBe(true);

    // Both files dropped on the page at once: each is read (hashed), then sent.
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([picture, video]);
    await expect
      .poll(() => uploadRow(page, 'red.png').getAttribute('data-upload-phase'), { timeout: 30_000 })
      .toBe('done');
    await expect
      .poll(() => uploadRow(page, 'pattern.mp4').getAttribute('data-upload-phase'), { timeout: 30_000 })
      .toBe('done');
    expect(await uploadRow(page, 'red.png').textContent()).toContain('Uploaded');

    // Processing ends on its own; the grid shows it without a reload.
    await expect.poll(() => card(page, 'red.png').getAttribute('data-status'), { timeout: 60_000 }).toBe('ready');
    await expect.poll(() => card(page, 'pattern.mp4').getAttribute('data-status'), { timeout: 60_000 }).toBe('ready');
    await expect
      .poll(() => thumbnailOf(page, 'red.png'), { timeout: 15_000 })
      .toMatchObject({ width: 320, height: 180 });
    const red = (await thumbnailOf(page, 'red.png'))!;
    expect(red.rgb[0]).toBeGreaterThan(200);
    expect(red.rgb[1]).toBeLessThan(60);
    expect(red.rgb[2]).toBeLessThan(60);
    await expect
      .poll(() => thumbnailOf(page, 'pattern.mp4'), { timeout: 15_000 })
      .toMatchObject({ width: 320, height: 240 });
    const facts = await card(page, 'pattern.mp4').textContent();
    expect(facts).toContain('Video');
    expect(facts).toContain('320 × 240');
    expect(facts).toContain('0:02');
    expect(await card(page, 'red.png').textContent()).toContain('640 × 360');

    // The video plays from the server, seeking by byte ranges.
    await card(page, 'pattern.mp4').getByRole('button', { name: 'Preview pattern.mp4' }).click();
    const player = page.locator('.ant-modal video');
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.2);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);

    // The same picture again: the library has it, nothing is sent.
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([picture]);
    await expect
      .poll(() => uploadRow(page, 'red.png').textContent(), { timeout: 30_000 })
      .toContain('Already in your library');
    expect(await page.locator('[data-material-name="red.png"]').count()).toBe(1);
    expect(product.server.sql<{ n: number }>('select count(*) as n from material')[0]!.n).toBe(2);

    // An empty file is refused before anything is sent, saying why.
    await page
      .locator('.ant-upload-drag input[type=file]')
      .setInputFiles([{ name: 'nothing.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(0) }]);
    await expect
      .poll(() => uploadRow(page, 'nothing.mp4').textContent())
      .toContain('This file is empty: there is nothing in it to upload.');
    expect(product.server.sql<{ n: number }>('select count(*) as n from upload')[0]!.n).toBe(0);

    // Deleting the video, after confirming.
    await card(page, 'pattern.mp4').getByRole('button', { name: 'Delete pattern.mp4' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => card(page, 'pattern.mp4').count()).toBe(0);
    await expect.poll(() => page.getByText('Materials: 1').isVisible()).toBe(true);
    expect(product.server.sql<{ name: string }>('select name from material').map((m) => m.name)).toEqual(['red.png']);
  });
});
