import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORECAST } from '../../apps/server/test/providers.js';
import { apiOk } from '../support/api.js';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { pairedPlayer, type PairedPlayer } from '../support/player.js';
import { useProduct } from '../support/product.js';
import { differingShare } from '../support/screen.js';
import { signedInAs } from '../support/shell.js';
import { upload } from '../support/upload.js';

/**
 * Acceptance of the program editor (issue 12), items 1 and 2: an interactive program of two main
 * scenes and a sub-scene, with a text, a picture, a video, a clock, the weather of a local provider
 * (in Open-Meteo's format) and buttons that jump, close, go back and go on. In the editor its steps
 * are undone and redone; the preview at the paired terminal's own pixels is clicked through; it is
 * published. The player then draws the same pixels as the preview at the same moment, its buttons
 * work by click, and with the server stopped it still shows the last weather and the last table of
 * its data source (a CSV file of the same local server).
 */

const PROGRAM = 'Harbour Hall';
const SCREEN = 'Hall screen';
/** The player's window: the terminal's screen, which it reports to the server. */
const SCREEN_SIZE = { width: 1280, height: 720 };

/** The data source: a CSV file of dishes and prices. */
const PRICES = 'dish,price\r\nHarbour soup,4.50\r\nGrilled fish,12.00\r\n';

const product = useProduct();
const media = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-on-screen-'));
const picture = path.join(media, 'harbour.png');
const clip = path.join(media, 'harbour.mp4');
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args]);

let provider: http.Server;
let cookie: string;
let player: PairedPlayer;
/** The library's picture and video. */
let files: { image: { md5: string; materialId: string }; video: { md5: string; materialId: string } };

/** The program: a welcome scene and a video scene, in turn ten minutes each, and a menu opened by a button. */
function programDocument(
  photo: { md5: string; materialId: string },
  video: { md5: string; materialId: string },
  pricesUrl: string,
) {
  const text = (id: string, words: string, y: number) => ({
    id,
    kind: 'text',
    x: 80,
    y,
    width: 1100,
    height: 140,
    z: 1,
    props: { text: words, fontSize: 96, bold: true },
  });
  const button = (id: string, label: string, x: number, action: Record<string, string>) => ({
    id,
    kind: 'button',
    x,
    y: 900,
    width: 300,
    height: 120,
    z: 5,
    props: { label, action },
  });
  return {
    version: 6,
    canvas: { width: 1920, height: 1080 },
    dataSources: [{ id: 'prices', name: 'Prices', format: 'csv', url: pricesUrl, refreshMs: 60_000 }],
    scenes: [
      {
        id: 'welcome',
        name: 'Welcome',
        main: true,
        durationMs: 600_000,
        background: { color: '#0b1f3a' },
        widgets: [
          text('title', PROGRAM, 40),
          {
            id: 'photo',
            kind: 'image',
            x: 1240,
            y: 40,
            width: 600,
            height: 338,
            z: 2,
            props: { media: { ...photo, kind: 'image', width: 640, height: 360 }, fit: 'cover' },
          },
          {
            id: 'clock',
            kind: 'clock',
            x: 80,
            y: 220,
            width: 700,
            height: 140,
            z: 3,
            props: { seconds: true, timeZone: 'Europe/Berlin', locale: 'en-GB' },
          },
          {
            id: 'weather',
            kind: 'weather',
            x: 80,
            y: 400,
            width: 700,
            height: 440,
            z: 4,
            props: { place: 'Berlin', latitude: 52.52, longitude: 13.41, days: 2, locale: 'en-GB' },
          },
          {
            id: 'prices-table',
            kind: 'table',
            x: 860,
            y: 420,
            width: 1000,
            height: 440,
            z: 4,
            props: { sourceId: 'prices', fontSize: 40 },
          },
          button('open-menu', 'Menu', 1200, { type: 'scene', sceneId: 'menu' }),
          button('go-next', 'Next', 1560, { type: 'after' }),
        ],
      },
      {
        id: 'film',
        name: 'Film',
        main: true,
        durationMs: 600_000,
        widgets: [
          text('film-title', 'The harbour by day', 40),
          {
            id: 'video',
            kind: 'video',
            x: 80,
            y: 220,
            width: 1120,
            height: 630,
            z: 2,
            props: { media: { ...video, kind: 'video', width: 640, height: 360 } },
          },
          button('go-previous', 'Previous', 1560, { type: 'before' }),
        ],
      },
      {
        id: 'menu',
        name: 'Menu',
        main: false,
        durationMs: 600_000,
        background: { color: '#3a1f0b' },
        widgets: [text('menu-title', 'Today’s menu', 40), button('go-back', 'Back', 1560, { type: 'exit' })],
      },
    ],
  };
}

beforeAll(async () => {
  // The weather provider: Open-Meteo's answer for Berlin, on loopback.
  provider = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/v1/forecast') return void res.end(JSON.stringify(FORECAST));
    if (url.pathname === '/prices.csv') return void res.end(PRICES);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

  cookie = await signInThroughApi(product.url);
  // The data source is on loopback too: the server may read its own network only when allowed.
  await apiOk(product.url, 'POST', '/a/api/sysSetting/save', cookie, {
    weatherUrl: `${base}/v1/forecast`,
    feedLocalNetwork: 'true',
  });
  const { officeId } = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', cookie);

  ffmpeg('-f', 'lavfi', '-i', 'color=c=0x2a9d8f:s=640x360', '-frames:v', '1', picture);
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=duration=4:size=640x360:rate=25'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', clip],
  );
  const photo = await upload(product.url, cookie, picture);
  const video = await upload(product.url, cookie, clip);
  files = { image: photo, video };
  await apiOk(product.url, 'POST', '/a/api/program/save', cookie, {
    name: PROGRAM,
    document: JSON.stringify(programDocument(photo, video, `${base}/prices.csv`)),
  });

  player = await pairedPlayer(product, cookie, officeId, SCREEN);
});
afterAll(async () => {
  await player?.context.close();
  await new Promise((r) => provider?.close(r));
  fs.rmSync(media, { recursive: true, force: true });
});

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
/** A button of the editor by its text or label (a name follows its icon's). */
const editorButton = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });
const canvas = (page: Page) => page.getByRole('application', { name: 'Canvas of 1920 × 1080 pixels' });
/** A document as an earlier version of the product stored it, its files made this library's. */
function storedByPreviousVersion(): { version: number } {
  const fixture = new URL('../../packages/render/src/document/fixtures/v5-program.json', import.meta.url);
  return JSON.parse(fs.readFileSync(fixture, 'utf8'), (_key, value: unknown) => {
    const ref = value as { md5?: string; kind?: 'image' | 'video' };
    return ref && typeof ref === 'object' && ref.md5 && ref.kind ? { ...ref, ...files[ref.kind] } : value;
  }) as { version: number };
}

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
/** What the player plays now. */
const playing = (page: Page) => page.locator('[data-screen="playing"] [data-program]');

describe('a program on a screen', () => {
  it('is edited, previewed at the terminal’s pixels and published; the player draws what the preview drew and its buttons work', async () => {
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password, {
      viewport: { width: 1600, height: 1200 },
    });
    await page.goto(`${product.url}/program/make`);
    const row = page.getByRole('row').filter({ hasText: PROGRAM });
    await row.getByRole('button', { name: 'Edit' }).click();
    // Its screen reported: the preview can take its pixels.
    await expect
      .poll(
        async () =>
          (
            await apiOk<{ screen: unknown }>(product.url, 'GET', '/a/api/terminal/terminalDetails', cookie, {
              id: player.terminalId,
            })
          ).screen,
        { timeout: 20_000 },
      )
      .toEqual(SCREEN_SIZE);

    await expect.poll(() => canvas(page).getByText(PROGRAM).isVisible()).toBe(true);

    // A step undone and redone: the title deleted, back, gone again, back again.
    await canvas(page).locator('[data-widget-box="title"]').click();
    await page.keyboard.press('Delete');
    await expect.poll(() => canvas(page).getByText(PROGRAM).count()).toBe(0);
    await page.keyboard.press('Control+z');
    await expect.poll(() => canvas(page).getByText(PROGRAM).count()).toBe(1);
    await editorButton(page, 'Redo').click();
    await expect.poll(() => canvas(page).getByText(PROGRAM).count()).toBe(0);
    await editorButton(page, 'Undo').click();
    await expect.poll(() => canvas(page).getByText(PROGRAM).count()).toBe(1);
    // Undone back to what is saved: nothing to save.
    await expect.poll(() => page.getByText(/^Saved · version \d+$/).isVisible()).toBe(true);

    // The preview at the terminal's own pixels, clicked through.
    await editorButton(page, 'Preview').click();
    const preview = dialog(page, 'Preview');
    await preview.getByText('A terminal’s screen').click();
    await preview.getByRole('combobox', { name: 'A terminal’s screen' }).fill('Hall');
    await page.locator('.ant-select-dropdown:visible').getByText(`${SCREEN} · 1280 × 720`).click();
    const drawn = preview.locator('[data-preview-viewport="1280x720"] [data-program]');
    await expect.poll(() => drawn.boundingBox().then((b) => b && [b.width, b.height])).toEqual([1280, 720]);
    await drawn.getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => drawn.getByText('Today’s menu').isVisible()).toBe(true);
    await drawn.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => drawn.getByText(PROGRAM).isVisible()).toBe(true);
    await drawn.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => drawn.getByText('The harbour by day').isVisible()).toBe(true);
    await drawn.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => drawn.getByText(PROGRAM).isVisible()).toBe(true);
    // The weather of the local provider, through the server.
    await expect.poll(() => drawn.locator('[data-widget="weather"]').innerText()).toMatch(/4°/);

    // Published from the editor to the screen.
    await page.keyboard.press('Escape');
    await editorButton(page, 'Publish').click();
    const publish = dialog(page, `Publish “${PROGRAM}”`);
    const choice = publish.locator('.ant-table-row').filter({ hasText: SCREEN });
    await expect.poll(() => choice.getByText('Online').isVisible()).toBe(true);
    await choice.getByRole('checkbox').check();
    await publish.getByRole('button', { name: 'Publish to 1 terminals' }).click();
    await expect.poll(() => toast(page, `“${PROGRAM}” is on its way to 1 terminals.`).isVisible()).toBe(true);

    // On the screen, its buttons work by click.
    const screen = player.page;
    await expect.poll(() => playing(screen).getByText(PROGRAM).isVisible(), { timeout: 30_000 }).toBe(true);
    await playing(screen).getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => playing(screen).getByText('Today’s menu').isVisible()).toBe(true);
    await playing(screen).getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => playing(screen).getByText(PROGRAM).isVisible()).toBe(true);
    await playing(screen).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => playing(screen).getByText('The harbour by day').isVisible()).toBe(true);
    await playing(screen).getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => playing(screen).getByText(PROGRAM).isVisible()).toBe(true);
    await expect.poll(() => playing(screen).locator('[data-widget="weather"]').innerText()).toMatch(/4°/);
    await expect
      .poll(() => playing(screen).locator('[data-widget="prices-table"]').innerText())
      .toMatch(/dish\s+price\s+Harbour soup\s+4\.50\s+Grilled fish\s+12\.00/);

    // The same moment on both (the clock shows it to the second): the same pixels, but for anti-aliasing.
    await editorButton(page, 'Preview').click();
    await preview.getByText('A terminal’s screen').click();
    await preview.getByRole('combobox', { name: 'A terminal’s screen' }).fill('Hall');
    await page.locator('.ant-select-dropdown:visible').getByText(`${SCREEN} · 1280 × 720`).click();
    await expect.poll(() => drawn.getByText(PROGRAM).isVisible()).toBe(true);
    await expect.poll(() => drawn.locator('[data-widget="prices-table"]').innerText()).toMatch(/Grilled fish/);
    const moment = Math.ceil(Date.now() / 60_000) * 60_000;
    await Promise.all([page.clock.setFixedTime(moment), screen.clock.setFixedTime(moment)]);
    const shown = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).format(moment);
    await expect.poll(() => drawn.locator('[data-widget="clock"]').innerText()).toBe(shown);
    await expect.poll(() => playing(screen).locator('[data-widget="clock"]').innerText()).toBe(shown);
    const [inPreview, onScreen] = [await drawn.screenshot(), await screen.screenshot()];
    // (Both are drawn by the same renderer in the same browser: in practice no pixel differs at all.)
    expect(await differingShare(page, inPreview, onScreen)).toBeLessThan(0.001);

    // With the server stopped and the screen reloaded, the last weather and prices are still shown.
    await product.server.halt();
    try {
      await screen.reload();
      await expect.poll(() => playing(screen).getByText(PROGRAM).isVisible(), { timeout: 30_000 }).toBe(true);
      await expect.poll(() => playing(screen).locator('[data-widget="weather"]').innerText()).toMatch(/4°/);
      await expect
        .poll(() => playing(screen).locator('[data-widget="prices-table"]').innerText())
        .toMatch(/Grilled fish/);
    } finally {
      await product.server.resume();
    }
  });

  it('opens, plays and saves a program stored by the previous version of the format', async () => {
    const stored = storedByPreviousVersion();
    expect(stored.version).toBe(5);
    // A program whose document is then replaced by the stored one, as an earlier server wrote it:
    // its own version, not brought up to date.
    const { id } = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/program/save', cookie, {
      name: 'Hall, as it was',
      document: JSON.stringify({ version: 6, canvas: { width: 1920, height: 1080 }, scenes: [{ id: 'only' }] }),
    });
    product.server.sql('update program set document = ? where id = ?', JSON.stringify(stored), id);

    // It plays on the screen as it is.
    await apiOk(product.url, 'POST', '/a/api/publishProgram/saveTerminals', cookie, {
      programId: id,
      terminalIds: player.terminalId,
    });
    await expect
      .poll(() => playing(player.page).getByText('Welcome to Harbour Hall').isVisible(), { timeout: 30_000 })
      .toBe(true);

    // It opens in the editor and its preview; saved, it is stored in the current version.
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await page.goto(`${product.url}/program/make`);
    await page.getByRole('row').filter({ hasText: 'Hall, as it was' }).getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => canvas(page).getByText('Welcome to Harbour Hall').isVisible()).toBe(true);
    await editorButton(page, 'Preview').click();
    await expect
      .poll(() => dialog(page, 'Preview').locator('[data-program]').getByText('Welcome to Harbour Hall').isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Name' }).first().fill('Hall, as it is now');
    await editorButton(page, 'Save').click();
    await expect.poll(() => page.getByText(/^Saved · version \d+$/).isVisible()).toBe(true);
    const [row] = product.server.sql<{ document: string }>('select document from program where id = ?', id);
    const saved = JSON.parse(row!.document) as { version: number; scenes: { id: string }[] };
    expect(saved.version).toBe(6);
    expect(saved.scenes.map((s) => s.id)).toEqual(['welcome', 'floor-plan', 'menu']);
  });
});
