import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mpeg2Of, pdfOf } from '../../apps/server/test/media.js';
import { useProduct } from '../support/product.js';
import { signedInPage } from '../support/shell.js';

const product = useProduct();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-media-'));
const clip = path.join(dir, 'dvd-promo.mpg');
const pdf = path.join(dir, 'menu.pdf');

beforeAll(async () => {
  // An MPEG-2 program stream (as a DVD holds), which no browser plays, and a PDF of three pages.
  fs.writeFileSync(clip, await mpeg2Of(24, 640, 360));
  fs.writeFileSync(pdf, pdfOf(3));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const card = (page: Page, name: string) => page.locator(`[data-material-name="${name}"]`);
const modal = (page: Page) => page.locator('.ant-modal:visible');

describe('media kinds in the library', () => {
  it('converts an MPEG-2 video with visible progress, then plays it in the preview; shows a PDF page by page', async () => {
    const { page } = await signedInPage(product.browser, product.server);
    await page.goto(`${product.url}/resManage/myRes`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Admin | Materials');

    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([clip]);
    await expect.poll(() => card(page, 'dvd-promo.mpg').count(), { timeout: 30_000 }).toBe(1);
    await card(page, 'dvd-promo.mpg').getByRole('button', { name: 'Preview dvd-promo.mpg' }).click();

    // While it is converted the preview says so, with the conversion's progress pushed by the server.
    const progress = modal(page).locator('[data-testid="convert-progress"]');
    await expect.poll(() => progress.isVisible(), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(() => progress.textContent(), { timeout: 30_000 })
      .toMatch(/Converting for browsers… ([1-9]\d?) %/);
    const percents: number[] = [];
    await expect
      .poll(
        async () => {
          const m = /(\d+) %/.exec((await progress.textContent().catch(() => '')) ?? '');
          if (m) percents.push(Number(m[1]));
          return modal(page).locator('video').count();
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(1);
    expect(percents.length).toBeGreaterThan(0);

    // Then it plays: the H.264 rendition, streamed and seekable.
    const player = modal(page).locator('video');
    expect(await player.getAttribute('src')).toContain('variant=play');
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.3);
    // Seeking to 15 s, then playing on from there, as a user presses play: a run once saw the video
    // stand still at 15.0 after the seek, paused, its cause not found.
    await player.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          v.addEventListener('seeked', () => resolve(), { once: true });
          v.currentTime = 15;
        }),
    );
    await player.evaluate((v: HTMLVideoElement) => v.play());
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(15.2);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);

    // A PDF: its pages, rendered on the server, one after the other.
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([pdf]);
    await expect.poll(() => card(page, 'menu.pdf').getAttribute('data-status'), { timeout: 60_000 }).toBe('ready');
    await card(page, 'menu.pdf').getByRole('button', { name: 'Preview menu.pdf' }).click();
    const pageImage = modal(page).locator('img[alt^="Page"]');
    await expect.poll(() => pageImage.getAttribute('alt')).toBe('Page 1 of 3');
    const loaded = () =>
      pageImage.evaluate((img: HTMLImageElement) =>
        img.complete ? { w: img.naturalWidth, h: img.naturalHeight } : null,
      );
    await expect.poll(loaded).toMatchObject({ h: 1920 });
    await modal(page).locator('.ant-pagination-next').click();
    await expect.poll(() => pageImage.getAttribute('alt')).toBe('Page 2 of 3');
    await expect.poll(loaded).toMatchObject({ h: 1920 });
    expect(await modal(page).getByText('Page 2 of 3').count()).toBeGreaterThan(0);
  });
});
