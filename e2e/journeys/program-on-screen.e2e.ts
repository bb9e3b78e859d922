import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORECAST } from '../../apps/server/test/providers.js';
import { apiOk } from '../support/api.js';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { pairedPlayer, type PairedPlayer } from '../support/player.js';
import { useProduct } from '../support/product.js';
import { differingShare } from '../support/screen.js';
import { signedInAs } from '../support/shell.js';
import { upload } from '../support/upload.js';
import { boxes, canvas, choose, editorButton, frame } from '../support/editor.js';

/**
 * Acceptance of the program editor (issue 12), items 1 and 2: an operator builds, by clicks in the
 * editor, an interactive program of two main scenes and a sub-scene, with a text, a picture, a
 * video, a clock, the weather of a local provider (in Open-Meteo's format), a table of a data
 * source (a CSV file of the same local server) and buttons that jump, close, go back and go on. Its
 * steps are undone and redone; the preview at the paired terminal's own pixels is clicked through;
 * it is published. The player then draws the same pixels as the preview at the same moment, its
 * buttons work by click, and with the server stopped it still shows the last weather and table.
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
/** The address of the data source's CSV file. */
let pricesUrl: string;
/** The library's picture and video. */
let files: { image: { md5: string; materialId: string }; video: { md5: string; materialId: string } };

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
  files = { image: await upload(product.url, cookie, picture), video: await upload(product.url, cookie, clip) };
  pricesUrl = `${base}/prices.csv`;

  player = await pairedPlayer(product, cookie, officeId, SCREEN);
});
afterAll(async () => {
  await player?.context.close();
  await new Promise((r) => provider?.close(r));
  fs.rmSync(media, { recursive: true, force: true });
});

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
/** A document as an earlier version of the product stored it, its files made this library's. */
function storedByPreviousVersion(): { version: number } {
  const fixture = new URL('../../packages/render/src/document/fixtures/v5-program.json', import.meta.url);
  return JSON.parse(fs.readFileSync(fixture, 'utf8'), (_key, value: unknown) => {
    const ref = value as { md5?: string; kind?: 'image' | 'video' };
    return ref && typeof ref === 'object' && ref.md5 && ref.kind ? { ...ref, ...files[ref.kind] } : value;
  }) as { version: number };
}

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const spin = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });

/** A widget added from the toolbar to the scene shown; it is then the chosen one. */
async function add(page: Page, kind: string): Promise<void> {
  const before = await boxes(page).count();
  await editorButton(page, kind).click();
  await expect.poll(() => boxes(page).count()).toBe(before + 1);
}

/** A text widget of these words, big and bold, at (x, y). */
async function addText(page: Page, words: string, x: number, y: number): Promise<void> {
  await add(page, 'Text');
  await page.getByRole('textbox').filter({ hasText: 'Your text' }).fill(words);
  await spin(page, 'Font size').fill('96');
  await page.getByRole('checkbox', { name: 'Bold' }).check();
  await frame(page, x, y, 1100, 140);
}

/** A button of this label and action at (x, 900); a scene to open is chosen by its place and name. */
async function addButton(page: Page, label: string, action: string, x: number, scene?: string): Promise<void> {
  await add(page, 'Button');
  await choose(page, 'When pressed', action);
  if (scene) await choose(page, 'Scene', scene);
  await page.getByLabel('Label', { exact: true }).fill(label);
  await frame(page, x, 900, 300, 120);
}

/** A picture or video of the library chosen for a new widget, put at (x, y) and sized. */
async function addMedia(
  page: Page,
  kind: 'Picture' | 'Video',
  materialId: string,
  place: [number, number, number, number],
): Promise<void> {
  const before = await boxes(page).count();
  await editorButton(page, kind).click();
  const picker = dialog(page, kind === 'Picture' ? 'Choose a picture' : 'Choose a video');
  await picker.locator(`[data-material="${materialId}"]`).click();
  await expect.poll(() => picker.count()).toBe(0);
  await expect.poll(() => boxes(page).count()).toBe(before + 1);
  await frame(page, ...place);
}

/** A zone or language typed into its field of the chosen widget's properties. */
async function typeName(page: Page, field: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: field, exact: true }).fill(name);
  await page.keyboard.press('Escape');
}

/**
 * The program built in the editor as an operator builds it: a welcome scene with a title, a
 * picture, a clock, the weather, a table of the data source and buttons to the menu and the next
 * scene; a film scene with its video and a button back; a menu sub-scene with a button that closes
 * it. Main scenes last ten minutes, so that none moves on while the journey clicks.
 */
async function buildProgram(page: Page): Promise<void> {
  await page.goto(`${product.url}/program/make`);
  await page.getByRole('button', { name: 'New program' }).click();
  const create = dialog(page, 'New program');
  await create.getByLabel('Name').fill(PROGRAM);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => canvas(page).isVisible()).toBe(true);
  const sceneNames = page.getByRole('textbox', { name: 'Scene name' });
  const duration = spin(page, 'Duration');

  // The data source: the CSV file of prices, read every minute.
  await editorButton(page, 'Data sources').click();
  const sources = page.locator('.ant-drawer').filter({ hasText: 'Data sources of the program' });
  await sources.getByRole('button', { name: 'Add a data source' }).first().click();
  await sources.getByLabel('Name').fill('Prices');
  await choose(page, 'Format', 'CSV');
  await sources.getByLabel('Address').fill(pricesUrl);
  await sources.getByLabel('Read every (minutes)').fill('1');
  await sources.getByRole('button', { name: 'Keep' }).click();
  await expect.poll(() => sources.getByTestId('data-source').innerText()).toMatch(/Prices\s+CSV/);
  await sources.getByRole('button', { name: 'Close' }).click();

  // The welcome scene.
  await sceneNames.first().fill('Welcome');
  await duration.fill('600');
  await addText(page, PROGRAM, 80, 40);
  await addMedia(page, 'Picture', files.image.materialId, [1240, 40, 600, 338]);
  await add(page, 'Clock');
  await page.getByRole('switch', { name: 'Seconds' }).check();
  await typeName(page, 'Time zone', 'Europe/Berlin');
  await typeName(page, 'Language', 'en-GB');
  await frame(page, 80, 220, 700, 140);
  await add(page, 'Weather');
  await page.getByLabel('Place', { exact: true }).fill('Berlin');
  await spin(page, 'Latitude').fill('52.52');
  await spin(page, 'Longitude').fill('13.41');
  await spin(page, 'Days of forecast').fill('2');
  await frame(page, 80, 400, 700, 440);
  await add(page, 'Table');
  await choose(page, 'Data source', 'Prices');
  await spin(page, 'Font size').fill('40');
  await frame(page, 860, 420, 1000, 440);
  await expect.poll(() => canvas(page).locator('table').innerText()).toMatch(/Harbour soup\s+4\.50/);
  await addButton(page, 'Next', 'Next main scene', 1560);

  // The film scene.
  await editorButton(page, 'Add').click();
  await expect.poll(() => sceneNames.count()).toBe(2);
  await sceneNames.nth(1).fill('Film');
  await duration.fill('600');
  await addText(page, 'The harbour by day', 80, 40);
  await addMedia(page, 'Video', files.video.materialId, [80, 220, 1120, 630]);
  await addButton(page, 'Previous', 'Previous main scene', 1560);

  // The menu, a sub-scene, closed by its button.
  await editorButton(page, 'Add').click();
  await expect.poll(() => sceneNames.count()).toBe(3);
  await sceneNames.nth(2).fill('Menu');
  await page.locator('.ant-segmented-item').filter({ hasText: 'Sub-scene' }).click();
  await addText(page, 'Today’s menu', 80, 40);
  await addButton(page, 'Back', 'Back to the main scenes', 1560);

  // Back in the welcome scene, the button that opens the menu.
  await page.locator('[data-scene-item]').first().click();
  await expect.poll(() => boxes(page).count()).toBe(6);
  await addButton(page, 'Menu', 'Open a scene', 1200, '3. Menu · Sub-scene');
  await editorButton(page, 'Save').click();
  await expect.poll(() => page.getByText(/^Saved · version \d+$/).isVisible()).toBe(true);
}

/** The ids the editor gave the saved program's widgets, by kind (one of each but text and button). */
function savedWidgets(): { scenes: { name: string; main: boolean; widgets: { id: string; kind: string }[] }[] } {
  const [row] = product.server.sql<{ document: string }>('select document from program where name = ?', PROGRAM);
  return JSON.parse(row!.document) as ReturnType<typeof savedWidgets>;
}
/** What the player plays now. */
const playing = (page: Page) => page.locator('[data-screen="playing"] [data-program]');

describe('a program on a screen', () => {
  it('is built in the editor, previewed at the terminal’s pixels and published; the player draws what the preview drew and its buttons work', async () => {
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password, {
      viewport: { width: 1600, height: 1200 },
    });
    await buildProgram(page);
    const saved = savedWidgets();
    expect(saved.scenes.map((s) => [s.name, s.main, s.widgets.map((w) => w.kind)])).toEqual([
      ['Welcome', true, ['text', 'image', 'clock', 'weather', 'table', 'button', 'button']],
      ['Film', true, ['text', 'video', 'button']],
      ['Menu', false, ['text', 'button']],
    ]);
    const idOf = (kind: string) => saved.scenes[0]!.widgets.find((w) => w.kind === kind)!.id;
    const widget = (where: Locator, kind: string) => where.locator(`[data-widget="${idOf(kind)}"]`);

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
    await canvas(page)
      .locator(`[data-widget-box="${idOf('text')}"]`)
      .click();
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

    // The preview at the terminal's own pixels, clicked through. The terminal's name typed letter by
    // letter is looked up once the typing pauses, not at every letter.
    await editorButton(page, 'Preview').click();
    const preview = dialog(page, 'Preview');
    await preview.getByText('A terminal’s screen').click();
    const searches: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/a/api/terminal/search')) searches.push(url.searchParams.get('keyword') ?? '');
    });
    await preview.getByRole('combobox', { name: 'A terminal’s screen' }).pressSequentially('Hall', { delay: 40 });
    await page.locator('.ant-select-dropdown:visible').getByText(`${SCREEN} · 1280 × 720`).click();
    expect(searches.at(-1)).toBe('Hall');
    expect(searches.length).toBeLessThan(4);
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
    await expect.poll(() => widget(drawn, 'weather').innerText()).toMatch(/4°/);

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
    await expect.poll(() => widget(playing(screen), 'weather').innerText()).toMatch(/4°/);
    await expect
      .poll(() => widget(playing(screen), 'table').innerText())
      .toMatch(/dish\s+price\s+Harbour soup\s+4\.50\s+Grilled fish\s+12\.00/);

    // The same moment on both (the clock shows it to the second): the same pixels, but for anti-aliasing.
    await editorButton(page, 'Preview').click();
    await preview.getByText('A terminal’s screen').click();
    await preview.getByRole('combobox', { name: 'A terminal’s screen' }).fill('Hall');
    await page.locator('.ant-select-dropdown:visible').getByText(`${SCREEN} · 1280 × 720`).click();
    await expect.poll(() => drawn.getByText(PROGRAM).isVisible()).toBe(true);
    await expect.poll(() => widget(drawn, 'table').innerText()).toMatch(/Grilled fish/);
    const moment = Math.ceil(Date.now() / 60_000) * 60_000;
    await Promise.all([page.clock.setFixedTime(moment), screen.clock.setFixedTime(moment)]);
    const shown = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).format(moment);
    await expect.poll(() => widget(drawn, 'clock').innerText()).toBe(shown);
    await expect.poll(() => widget(playing(screen), 'clock').innerText()).toBe(shown);
    const [inPreview, onScreen] = [await drawn.screenshot(), await screen.screenshot()];
    // (Both are drawn by the same renderer in the same browser: in practice no pixel differs at all.)
    expect(await differingShare(page, inPreview, onScreen)).toBeLessThan(0.001);

    // With the server stopped and the screen reloaded, the last weather and prices are still shown.
    await product.server.halt();
    try {
      await screen.reload();
      await expect.poll(() => playing(screen).getByText(PROGRAM).isVisible(), { timeout: 30_000 }).toBe(true);
      await expect.poll(() => widget(playing(screen), 'weather').innerText()).toMatch(/4°/);
      await expect.poll(() => widget(playing(screen), 'table').innerText()).toMatch(/Grilled fish/);
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
