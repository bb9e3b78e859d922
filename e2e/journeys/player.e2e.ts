import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { colourAt } from '../support/screen.js';
import { upload as uploadFile } from '../support/upload.js';
import { WAIT_MS } from '../support/browser.js';

// The browser player against the real server: paired and authorised, it plays what is published
// to it, keeps playing while the server is down (also after the page is reloaded), and comes
// back online when the server does.
const product = useProduct();
const media = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-player-'));
let cookie: string;
let officeId: string;
let player: { context: BrowserContext; page: Page };

const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args]);

const upload = (file: string) => uploadFile(product.url, cookie, file);

/** What a viewer sees: the red picture at its place, the video moving on, the text. */
async function expectPlaying(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-screen="playing"]').count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => colourAt(page, 200, 200)).toBe('red');
  const video = page.locator('[data-screen="playing"] video');
  const t = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).not.toBe(t);
  await expect.poll(() => page.getByText('Doors open at nine').isVisible()).toBe(true);
}

const details = (id: string) =>
  apiOk<{ online: boolean; lastSeenAt: number | null; playing: { publishId?: string | null } | null }>(
    product.url,
    'GET',
    '/a/api/terminal/terminalDetails',
    cookie,
    { id },
  );

beforeAll(async () => {
  cookie = await signInThroughApi(product.url);
  officeId = (await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', cookie)).officeId;
  ffmpeg('-f', 'lavfi', '-i', 'color=c=red:s=640x360', '-frames:v', '1', path.join(media, 'red.png'));
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=duration=6:size=640x360:rate=25'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', path.join(media, 'clip.mp4')],
  );
  const context = await product.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  player = { context, page: await context.newPage() };
  player.page.setDefaultTimeout(WAIT_MS);
});
afterAll(async () => {
  await player?.context.close();
  fs.rmSync(media, { recursive: true, force: true });
});

describe('browser player', () => {
  it('pairs, plays what is published, and plays on from its own storage while the server is down', async () => {
    const { page } = player;
    await page.goto(`${product.url}/player/`);
    // First run: the pairing code, large, and the hardware id.
    const code = page.locator('[data-pairing-code]');
    await expect.poll(() => code.getAttribute('data-pairing-code')).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    await expect.poll(() => page.locator('[data-hardware-id]').textContent()).toMatch(/^[\w.:-]{8,}$/);
    const terminal = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/terminal/authorise', cookie, {
      pairingCode: (await code.getAttribute('data-pairing-code'))!,
      officeId,
      name: 'Lobby screen',
    });
    // Nothing published: black, with the terminal's name.
    await expect
      .poll(() => page.locator('[data-screen="idle"]').textContent(), { timeout: 30_000 })
      .toBe('Lobby screen');

    const picture = await upload(path.join(media, 'red.png'));
    const clip = await upload(path.join(media, 'clip.mp4'));
    const document = {
      version: 1,
      canvas: { width: 1920, height: 1080 },
      scenes: [
        {
          id: 'main',
          durationMs: 600_000,
          widgets: [
            {
              id: 'picture',
              kind: 'image',
              x: 0,
              y: 0,
              width: 960,
              height: 540,
              z: 1,
              props: { media: { ...picture, kind: 'image' }, fit: 'fill' },
            },
            {
              id: 'clip',
              kind: 'video',
              x: 960,
              y: 0,
              width: 960,
              height: 540,
              z: 1,
              props: { media: { ...clip, kind: 'video' } },
            },
            {
              id: 'title',
              kind: 'text',
              x: 0,
              y: 700,
              width: 1920,
              height: 200,
              z: 2,
              props: { text: 'Doors open at nine', fontSize: 96 },
            },
          ],
        },
      ],
    };
    const program = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/program/save', cookie, {
      name: 'Morning menu',
      document: JSON.stringify(document),
    });
    const publication = await apiOk<{ id: string }>(
      product.url,
      'POST',
      '/a/api/publishProgram/saveTerminals',
      cookie,
      {
        programId: program.id,
        terminalIds: terminal.id,
      },
    );

    await expectPlaying(page);
    await expect
      .poll(async () => (await details(terminal.id)).playing?.publishId, { timeout: 20_000 })
      .toBe(publication.id);
    // The page is in the service worker's hands before the server goes.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await product.server.halt();
    await expectPlaying(page);
    await page.reload();
    await expectPlaying(page);

    const restarted = Date.now();
    await product.server.resume();
    // Online by a socket opened after the restart, within 30 s.
    await expect
      .poll(
        async () => {
          const d = await details(terminal.id);
          return d.online && (d.lastSeenAt ?? 0) >= restarted;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await expectPlaying(page);
  });
});
