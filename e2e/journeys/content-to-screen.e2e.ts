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
import { clickUntil, sider, signedInAs } from '../support/shell.js';
import { WAIT_MS } from '../support/browser.js';
import { canvas, editorButton, frame, typeNumber } from '../support/editor.js';

/**
 * Acceptance of issue 10, items 1 and 2, through the console's pages as a customer's operator
 * clicks and types: a picture and a video uploaded, a program built with both and a text,
 * published to a browser player paired through the terminal page; the player plays it, the
 * console says so; with the server stopped the player plays on, also after a reload, and once the
 * server is back the console shows the terminal online again within 30 s.
 */

const CUSTOMER = 'Quayside Screens';
const CUSTOMER_ADMIN = { loginName: 'quay.admin', name: 'Quinn Quay', password: 'Quayside2026' };
const OPERATOR = { loginName: 'quay.operator', name: 'Olga Operator', password: 'Operator2026' };
const SCREEN = 'Lobby screen';
const PROGRAM = 'Morning menu';
const TEXT = 'Doors open at nine';

const product = useProduct();
const media = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-content-'));
const picture = path.join(media, 'red.png');
const clip = path.join(media, 'clip.mp4');
let screen: { context: BrowserContext; page: Page };

const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args]);

beforeAll(async () => {
  // The organisation the journey starts from: a customer office with its administrator, who made
  // an operator (the organisation journeys drive these steps through their pages).
  const admin = await signInThroughApi(product.url);
  const platform = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', admin);
  const customer = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/customer/save', admin, {
    name: CUSTOMER,
    parentId: platform.officeId,
    adminLoginName: CUSTOMER_ADMIN.loginName,
    adminName: CUSTOMER_ADMIN.name,
    adminPassword: CUSTOMER_ADMIN.password,
  });
  const customerAdmin = await signInThroughApi(product.url, CUSTOMER_ADMIN.loginName, CUSTOMER_ADMIN.password);
  const [operatorRole] = product.server.sql<{ id: string }>("select id from sys_role where code = 'operator'");
  await apiOk(product.url, 'POST', '/a/api/user/save', customerAdmin, {
    officeId: customer.id,
    loginName: OPERATOR.loginName,
    name: OPERATOR.name,
    password: OPERATOR.password,
    roleIds: operatorRole!.id,
  });

  // The files, made here: a solid red picture and six seconds of ffmpeg's moving test pattern.
  ffmpeg('-f', 'lavfi', '-i', 'color=c=red:s=640x360', '-frames:v', '1', picture);
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=duration=6:size=640x360:rate=25'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', clip],
  );

  // The screen: a browser of its own, full HD.
  const context = await product.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  screen = { context, page: await context.newPage() };
  screen.page.setDefaultTimeout(WAIT_MS);
});
afterAll(async () => {
  await screen?.context.close();
  fs.rmSync(media, { recursive: true, force: true });
});

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** A side menu entry by its label (an entry's name follows its icon's, if it has one). */
const menuItem = (page: Page, label: string) =>
  sider(page).getByRole('menuitem', { name: new RegExp(`(^|\\s)${label}$`) });

/** Opens a page of a menu group from the side menu, opening the group when it is closed. */
async function openFromMenu(page: Page, group: string, entry: string, url: RegExp): Promise<void> {
  if (!(await menuItem(page, entry).isVisible())) await menuItem(page, group).click();
  await clickUntil(menuItem(page, entry), async () => url.test(page.url()), `the menu entry ${entry}`);
  await page.waitForURL(url);
}

/** Chooses a material of the library in the editor's picker. */
async function choose(page: Page, title: string, name: string): Promise<void> {
  const picker = dialog(page, title);
  const card = picker.locator('.ant-card').filter({ hasText: name });
  await card.click();
  await expect.poll(() => picker.count()).toBe(0);
}

/** What a viewer of the screen sees: the red picture where it was placed, the video moving on, the text. */
async function expectPlaying(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-screen="playing"]').count(), { timeout: 30_000 }).toBe(1);
  // The picture fills the top left quarter (0, 0, 960 × 540).
  await expect.poll(() => colourAt(page, 480, 270)).toBe('red');
  await expect.poll(() => colourAt(page, 40, 500)).toBe('red');
  // The video, in the top right quarter, plays on.
  const video = page.locator('[data-screen="playing"] video');
  const at = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  // It moves on: its time changes while it is not paused (the 6 s clip loops, so the time may also wrap to 0).
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement, t: number) => !v.paused && Math.abs(v.currentTime - t) > 0.2, at))
    .toBe(true);
  expect(await video.evaluate((v) => v.getBoundingClientRect().toJSON())).toMatchObject({
    x: 960,
    y: 0,
    width: 960,
    height: 540,
  });
  await expect.poll(() => page.getByText(TEXT, { exact: true }).isVisible()).toBe(true);
}

/** The terminal list's row of the screen. */
const terminalRow = (page: Page) => page.locator('.ant-table-row').filter({ hasText: SCREEN });

/** The time the terminal list says the screen was last seen, in epoch ms (read in the page's own time zone). */
async function lastSeenOf(page: Page): Promise<number> {
  const cells = await terminalRow(page).locator('td').allInnerTexts();
  const shown = cells.map((c) => c.trim()).find((c) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(c));
  return shown ? page.evaluate((t) => new Date(t.replace(' ', 'T')).getTime(), shown) : NaN;
}

describe('content reaches a screen: acceptance items 1 and 2', () => {
  it("an operator's picture, video and text play on a screen paired through the console, also while the server is down", async () => {
    // The screen's first start: a pairing code, large.
    const { page: player } = screen;
    await player.goto(`${product.url}/player/`);
    const code = player.locator('[data-pairing-code]');
    await expect.poll(() => code.getAttribute('data-pairing-code')).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    const pairingCode = (await code.getAttribute('data-pairing-code'))!;

    // The operator authorises it on the terminal page with the code it shows, into the customer's office.
    const { page } = await signedInAs(product.browser, product.url, OPERATOR.loginName, OPERATOR.password);
    await openFromMenu(page, 'Terminals', 'Terminal monitoring', /\/terminalMonitor\/monitor$/);
    await page.getByRole('button', { name: 'Authorise a screen' }).click();
    const authorise = dialog(page, 'Authorise a screen');
    await authorise.getByLabel('Pairing code').fill(pairingCode.toLowerCase());
    await expect.poll(() => authorise.getByLabel('Pairing code').inputValue()).toBe(pairingCode);
    await expect.poll(() => authorise.locator('.ant-select').innerText()).toContain(CUSTOMER);
    await authorise.getByLabel('Name').fill(SCREEN);
    await authorise.getByRole('button', { name: 'Authorise' }).click();
    await expect
      .poll(() => toast(page, `${SCREEN} is authorised: it connects in a few seconds`).isVisible())
      .toBe(true);
    // It connects: online in the list, and the screen shows its name while nothing is published.
    await expect.poll(() => player.locator('[data-screen="idle"]').textContent(), { timeout: 30_000 }).toBe(SCREEN);
    await expect
      .poll(() => terminalRow(page).getByText('Online', { exact: true }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await terminalRow(page).innerText()).toContain(CUSTOMER);

    // The picture and the video, dropped on the material page, uploaded and processed.
    await openFromMenu(page, 'Resources', 'Materials', /\/resManage\/myRes$/);
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([picture, clip]);
    for (const name of ['red.png', 'clip.mp4']) {
      await expect
        .poll(() => page.locator(`[data-material-name="${name}"]`).getAttribute('data-status'), { timeout: 60_000 })
        .toBe('ready');
    }

    // A program on a full HD canvas: the picture top left, the video top right, the text below.
    await openFromMenu(page, 'Content', 'Program production', /\/program\/make$/);
    await page.getByRole('button', { name: 'New program' }).click();
    const create = dialog(page, 'New program');
    await create.getByLabel('Name').fill(PROGRAM);
    await expect.poll(() => create.getByLabel('Full HD landscape (1920 × 1080)').isChecked()).toBe(true);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => canvas(page).isVisible()).toBe(true);
    // One scene, shown for ten minutes at a time (the video loops within it).
    await typeNumber(page.getByRole('spinbutton', { name: 'Duration' }), 600);

    await editorButton(page, 'Picture').click();
    await choose(page, 'Choose a picture', 'red.png');
    await frame(page, 0, 0, 960, 540);
    await editorButton(page, 'Video').click();
    await choose(page, 'Choose a video', 'clip.mp4');
    await frame(page, 960, 0, 960, 540);
    await editorButton(page, 'Text').click();
    // The text's editing area in the element's settings.
    const text = page.getByRole('textbox', { name: 'Text', exact: true }).and(page.locator('[contenteditable]'));
    await expect.poll(() => text.textContent()).toBe('Your text');
    await text.fill(TEXT);
    await frame(page, 0, 700, 1920, 200);
    await expect.poll(() => canvas(page).getByText(TEXT).isVisible()).toBe(true);

    await editorButton(page, 'Save').click();
    await expect.poll(() => toast(page, /^Saved \(version \d+\)$/).isVisible()).toBe(true);

    // Published to the screen from the editor, then followed on the records page.
    await editorButton(page, 'Publish').click();
    const publish = dialog(page, `Publish “${PROGRAM}”`);
    const choice = publish.locator('.ant-table-row').filter({ hasText: SCREEN });
    await expect.poll(() => choice.getByText('Online').isVisible()).toBe(true);
    await choice.getByRole('checkbox').check();
    await publish.getByRole('button', { name: 'Publish to 1 terminals' }).click();
    await expect.poll(() => toast(page, `“${PROGRAM}” is on its way to 1 terminals.`).isVisible()).toBe(true);
    await toast(page, 'Follow it').click();
    await page.waitForURL(/\/publishProgram\/list\?id=/);

    // On the screen: the picture (its colour where it was placed), the moving video, the text.
    await expectPlaying(player);

    // The console: the publication's delivery to the screen is playing, live.
    const drawer = page.locator('.ant-drawer').filter({ hasText: `Publication of “${PROGRAM}”` });
    const delivery = drawer.locator('.ant-table-row').filter({ hasText: SCREEN });
    await expect
      .poll(() => delivery.locator('[data-delivery]').getAttribute('data-state'), { timeout: 20_000 })
      .toBe('playing');
    expect(await delivery.innerText()).toContain('Playing');
    // The terminal page names the program it plays.
    await page.keyboard.press('Escape');
    await openFromMenu(page, 'Terminals', 'Terminal monitoring', /\/terminalMonitor\/monitor$/);
    await expect
      .poll(() => terminalRow(page).innerText(), { timeout: 20_000 })
      .toMatch(new RegExp(`Online[\\s\\S]*${PROGRAM}`));

    // The screen is in its service worker's hands before the server goes.
    await expect.poll(() => player.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await product.server.halt();
    // It plays on, also after its page is reloaded: from its own storage.
    await expectPlaying(player);
    await player.reload();
    await expectPlaying(player);

    // The server starts again: the console, left open, shows the screen online, seen since.
    const restarted = Math.floor(Date.now() / 1000) * 1000;
    await product.server.resume();
    await expect
      .poll(
        async () => {
          const online = await terminalRow(page).getByText('Online', { exact: true }).isVisible();
          return online && (await lastSeenOf(page)) >= restarted;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await expectPlaying(player);
  });
});
