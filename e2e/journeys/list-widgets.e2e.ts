import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiOk } from '../support/api.js';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { boxes, canvas, editorButton } from '../support/editor.js';
import { signedInAs } from '../support/shell.js';

/**
 * The widgets of "every widget" (issue 12) as an operator adds them: a carousel of two pictures
 * chosen in the material library, turning in the editor and in the preview, and a web page shown
 * in its box; the program saves with them. Background music published to a browser player in
 * kiosk mode (Chromium's autoplay flag, as apps/player/README.md sets it up) is heard there.
 */

const product = useProduct();
const media = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-lists-'));
const red = path.join(media, 'red.png');
const blue = path.join(media, 'blue.png');
const sound = path.join(media, 'tune.m4a');
for (const [file, colour] of [
  [red, 'red'],
  [blue, 'blue'],
] as const) {
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=${colour}:s=320x180`,
    '-frames:v',
    '1',
    file,
  ]);
}
// Thirty seconds of a 440 Hz tone, AAC in MP4: a sound every browser plays as it is.
execFileSync('ffmpeg', [
  '-loglevel',
  'error',
  '-y',
  '-f',
  'lavfi',
  '-i',
  'sine=frequency=440:duration=30',
  '-c:a',
  'aac',
  sound,
]);

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Adds a picture of the library to the carousel chosen, by the name it has there. */
async function addPicture(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a picture' }).click();
  const picker = dialog(page, 'Choose a picture');
  await picker.locator('.ant-card').filter({ hasText: name }).click();
  await expect.poll(() => picker.count()).toBe(0);
}

describe('the list widgets', () => {
  it('adds a carousel of two pictures and a web page, sees both in the preview, and saves them', async () => {
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await page.goto(`${product.url}/resManage/myRes`);
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([red, blue]);
    for (const name of ['red.png', 'blue.png']) {
      await expect
        .poll(() => page.locator(`[data-material-name="${name}"]`).getAttribute('data-status'), { timeout: 60_000 })
        .toBe('ready');
    }

    await page.goto(`${product.url}/program/make`);
    await page.getByRole('button', { name: 'New program' }).click();
    const create = dialog(page, 'New program');
    await create.getByLabel('Name').fill('Lists');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => canvas(page).isVisible()).toBe(true);

    // A carousel: two pictures from the library, in order, a second each, sliding in.
    await editorButton(page, 'Carousel').click();
    await expect.poll(() => boxes(page).count()).toBe(1);
    await addPicture(page, 'red.png');
    await addPicture(page, 'blue.png');
    await expect.poll(() => page.locator('[data-media-item]').count()).toBe(2);
    const seconds = page.getByRole('spinbutton', { name: 'Time per picture' });
    await seconds.fill('1');
    await seconds.press('Tab');
    await expect.poll(() => seconds.inputValue()).toBe('1.0');
    await page
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: 'Transition between pictures' }) })
      .click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Slide"]').click();
    // The editor's canvas already turns its pictures.
    const shownIn = (where: Page | ReturnType<typeof dialog>) =>
      where.locator('[data-carousel] [data-picture="current"] img').getAttribute('src');
    const first = await shownIn(page);
    expect(first).toBeTruthy();
    await expect.poll(() => shownIn(page), { timeout: 5_000 }).not.toBe(first);

    // A web page: the server's own API description, below the carousel.
    await editorButton(page, 'Web page').click();
    await expect.poll(() => boxes(page).count()).toBe(2);
    const address = `${product.url}/apm-web/openapi.json`;
    await page.getByRole('textbox', { name: 'Web address' }).fill('javascript:alert(1)');
    await expect
      .poll(() => page.getByText('Not a web address (starting with https:// or http://)').isVisible())
      .toBe(true);
    await page.getByRole('textbox', { name: 'Web address' }).fill(address);
    await page.getByRole('spinbutton', { name: 'Top', exact: true }).fill('540');
    await page.getByRole('spinbutton', { name: 'Top', exact: true }).press('Tab');

    // The preview plays both: the pictures turning, the page in its box.
    await editorButton(page, 'Preview').click();
    const preview = dialog(page, 'Preview');
    await expect.poll(() => preview.locator('[data-carousel] img').count()).toBeGreaterThan(0);
    const before = await shownIn(preview);
    await expect.poll(() => shownIn(preview), { timeout: 5_000 }).not.toBe(before);
    const frame = preview.locator('[data-webpage] iframe');
    await expect.poll(() => frame.getAttribute('src')).toBe(address);
    await expect
      .poll(() => preview.frameLocator('[data-webpage] iframe').locator('body').innerText())
      .toContain('openapi');
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => preview.count()).toBe(0);

    // The server takes the program with its pictures (each a material of the library).
    await editorButton(page, 'Save').click();
    await expect.poll(() => page.getByText(/^Saved · version \d+$/).isVisible()).toBe(true);
  });

  it('plays background music on a browser player in kiosk mode, unseen', async () => {
    const cookie = await signInThroughApi(product.url);
    const { officeId } = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', cookie);
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await page.goto(`${product.url}/resManage/myRes`);
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([sound]);
    await expect
      .poll(() => page.locator('[data-material-name="tune.m4a"]').getAttribute('data-status'), { timeout: 60_000 })
      .toBe('ready');
    const found = await apiCall(product.url, 'GET', '/a/api/material/list', cookie, { kind: 'audio', name: 'tune' });
    const tune = (found.data as { list: { id: string; md5: string; playMd5: string | null; durationMs: number }[] })
      .list[0]!;
    const doc = {
      version: 6,
      canvas: { width: 1920, height: 1080 },
      scenes: [
        {
          id: 'main',
          durationMs: 600_000,
          widgets: [
            { id: 'title', kind: 'text', x: 0, y: 400, width: 1920, height: 200, z: 1, props: { text: 'With music' } },
            {
              id: 'music',
              kind: 'audio',
              x: 0,
              y: 0,
              width: 480,
              height: 120,
              z: 2,
              props: {
                tracks: [
                  {
                    media: {
                      md5: tune.playMd5 ?? tune.md5,
                      materialId: tune.id,
                      kind: 'audio',
                      durationMs: tune.durationMs,
                    },
                    name: 'Tune',
                  },
                ],
                volume: 50,
              },
            },
          ],
        },
      ],
    };
    const program = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/program/save', cookie, {
      name: 'With music',
      document: JSON.stringify(doc),
    });

    // A screen as the player's README sets one up: Chromium allowed to start sound by itself.
    const kiosk = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--autoplay-policy=no-user-gesture-required',
      ],
    });
    try {
      const screen = await (await kiosk.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
      await screen.goto(`${product.url}/player/`);
      const code = screen.locator('[data-pairing-code]:not([data-pairing-code=""])');
      const pairingCode = (await code.getAttribute('data-pairing-code'))!;
      const terminal = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/terminal/authorise', cookie, {
        pairingCode,
        officeId,
        name: 'Café screen',
      });
      await screen.locator('[data-screen="idle"]').waitFor({ timeout: 30_000 });
      await apiOk(product.url, 'POST', '/a/api/publishProgram/saveTerminals', cookie, {
        programId: program.id,
        terminalIds: terminal.id,
      });
      await screen.getByText('With music').waitFor({ timeout: 30_000 });
      // The music plays (its time goes on, at the volume set) and nothing of it is seen.
      const heard = () =>
        screen.evaluate(() => {
          const audio = document.querySelector<HTMLAudioElement>('[data-audio] audio');
          return audio ? { playing: !audio.paused && audio.currentTime > 0.5, volume: audio.volume } : null;
        });
      await expect.poll(heard, { timeout: 15_000 }).toEqual({ playing: true, volume: 0.5 });
      expect(await screen.locator('[data-audio]').isVisible()).toBe(false);
    } finally {
      await kiosk.close();
    }
  });
});
