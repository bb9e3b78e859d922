import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { expectLogged } from '../support/log.js';
import { pairedPlayer, textProgram, whenSeen, type PairedPlayer } from '../support/player.js';
import { useProduct } from '../support/product.js';
import { signedInAs } from '../support/shell.js';

// Messages over a paired browser player (issue 13, acceptance 2): a ticker sent from the
// console appears over the program at its start time and goes at its end; a message deleted
// in the console leaves the list and stays in the log (and on screen); deleted for good, it
// leaves the screen.
const product = useProduct();
let cookie: string;
let officeId: string;
let player: PairedPlayer;
let console_: Page;

/** Publishes the message of a row of message management to the shop's screen, through its dialog. */
async function publishFromList(name: string) {
  const row = console_.locator('tr.ant-table-row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Publish' }).click();
  const dialog = console_.getByRole('dialog', { name: `Publish “${name}”` });
  await dialog.locator('tr.ant-table-row').filter({ hasText: 'Shop window' }).getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Publish to 1 terminals' }).click();
  await expect.poll(() => console_.getByText(`“${name}” went to 1 terminals.`).isVisible()).toBe(true);
}

beforeAll(async () => {
  cookie = await signInThroughApi(product.url);
  officeId = (await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', cookie)).officeId;
  player = await pairedPlayer(product, cookie, officeId, 'Shop window');
  const menu = await textProgram(product, cookie, 'Daily menu', 'Soup of the day');
  await apiOk(product.url, 'POST', '/a/api/publishProgram/saveTerminals', cookie, {
    programId: menu,
    terminalIds: player.terminalId,
  });
  await player.page.getByText('Soup of the day').waitFor({ timeout: 30_000 });
  console_ = (await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password)).page;
});
afterAll(async () => {
  await player?.context.close();
  await console_?.context().close();
});

describe('messages on a player', () => {
  it('shows a ticker over the program from its start to its end', async () => {
    const start = Math.ceil((Date.now() + 30_000) / 1000) * 1000;
    const end = start + 12_000;
    await apiOk(product.url, 'POST', '/a/api/publishMessage/ajaxSave', cookie, {
      name: 'Lunch ticker',
      look: JSON.stringify({ text: 'Lunch offer: two for one', position: 'bottom', scroll: 'left' }),
      startAt: String(start),
      endAt: String(end),
    });
    await console_.goto(`${product.url}/publishMessage/list`);
    await publishFromList('Lunch ticker');

    const ticker = '[data-message-position="bottom"][aria-label="Lunch offer: two for one"]';
    expect(await player.page.locator(ticker).count()).toBe(0);
    expect(Date.now()).toBeLessThan(start);
    const shownAt = await whenSeen(player.page, ticker);
    expect(shownAt).toBeGreaterThanOrEqual(start);
    expect(shownAt - start).toBeLessThan(1000);
    // Over the program, which plays on under it.
    expect(await player.page.getByText('Soup of the day').isVisible()).toBe(true);
    const goneAt = await whenSeen(player.page, ticker, true);
    expect(goneAt).toBeGreaterThanOrEqual(end);
    expect(goneAt - end).toBeLessThan(1000);
    expect(await player.page.getByText('Soup of the day').isVisible()).toBe(true);

    // The console counted it shown on the one terminal.
    await console_.reload();
    const row = console_.locator('tr.ant-table-row').filter({ hasText: 'Lunch ticker' });
    await expect.poll(() => row.getByText('Shown 1/1').isVisible()).toBe(true);
  }, 120_000);

  it('made in the form, deleted stays on screen and in the log; deleted for good, leaves the screen', async () => {
    await console_.goto(`${product.url}/message/form`);
    await console_.getByLabel('Name', { exact: true }).fill('Welcome');
    await console_.getByLabel('Text', { exact: true }).fill('Welcome to our shop');
    await console_.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => console_.getByText('Saved (version 1)').isVisible()).toBe(true);
    await console_.goto(`${product.url}/publishMessage/list`);
    await publishFromList('Welcome');
    const welcome = player.page.locator('[data-message-position][aria-label="Welcome to our shop"]');
    await expect.poll(() => welcome.count(), { timeout: 10_000 }).toBe(1);

    const row = console_.locator('tr.ant-table-row').filter({ hasText: 'Welcome' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await console_.getByRole('dialog', { name: 'Delete “Welcome”?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => row.count()).toBe(0);
    // Hidden in the console, not taken from the screen.
    expect(await welcome.count()).toBe(1);
    await console_.getByRole('tab', { name: 'Deleted' }).click();
    const deleted = console_.locator('tr.ant-table-row').filter({ hasText: 'Welcome' });
    await expect.poll(() => deleted.count()).toBe(1);

    const log = (await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password)).page;
    await expectLogged(
      log,
      product.url,
      { user: ADMIN.loginName, module: 'Message', action: 'Deleted (restorable)', target: 'Welcome' },
      {},
    );
    await log.context().close();

    await deleted.getByRole('button', { name: 'Delete for good' }).click();
    await console_
      .getByRole('dialog', { name: 'Delete “Welcome” for good?' })
      .getByRole('button', { name: 'Delete for good' })
      .click();
    await expect.poll(() => welcome.count(), { timeout: 10_000 }).toBe(0);
    expect(await player.page.getByText('Soup of the day').isVisible()).toBe(true);
  }, 120_000);

  it('from terminal management: shows what the screen holds, sends a message now, takes it off, plays a program now, clears the screen', async () => {
    await apiOk(product.url, 'POST', '/a/api/publishMessage/ajaxSave', cookie, {
      name: 'Closing soon',
      look: JSON.stringify({ text: 'We close in ten minutes', position: 'middle', scroll: 'none' }),
      // Its own start is tomorrow: sent from here it shows now.
      startAt: String(Date.now() + 86_400_000),
    });
    await console_.goto(`${product.url}/terminalMonitor/monitor`);
    await console_.getByRole('button', { name: 'Content of Shop window' }).click();
    const drawer = console_.getByRole('dialog', { name: 'What “Shop window” holds' });
    await expect
      .poll(() => drawer.getByTestId('terminal-programs').locator('[data-program]').allInnerTexts())
      .toEqual([expect.stringContaining('Daily menu')]);

    await drawer.getByRole('button', { name: 'Send a message now' }).click();
    const send = console_.getByRole('dialog', { name: 'Send a message to “Shop window” now' });
    await send.locator('[data-message-name="Closing soon"]').click();
    await send.getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => console_.getByText('“Closing soon” was sent to Shop window').isVisible()).toBe(true);
    const closing = player.page.locator('[data-message-position="middle"][aria-label="We close in ten minutes"]');
    await expect.poll(() => closing.count(), { timeout: 10_000 }).toBe(1);
    const row = drawer.locator('[data-message]').filter({ hasText: 'Closing soon' });
    await expect.poll(() => row.getAttribute('data-showing'), { timeout: 10_000 }).toBe('true');

    await row.getByRole('button', { name: 'Remove from this terminal' }).click();
    await console_
      .getByRole('dialog', { name: 'Remove “Closing soon” from Shop window?' })
      .getByRole('button', { name: 'Remove from this terminal' })
      .click();
    await expect.poll(() => closing.count(), { timeout: 10_000 }).toBe(0);

    // A program played now, for ten minutes, alone over what the screen holds.
    await textProgram(product, cookie, 'Flash sale', 'Everything half price');
    await drawer.getByRole('button', { name: 'Play a program now' }).click();
    const play = console_.getByRole('dialog', { name: 'Play a program on “Shop window” now' });
    await play.locator('[data-program-name="Flash sale"]').click();
    await play.getByRole('button', { name: 'Play now' }).click();
    await expect
      .poll(() => console_.getByText('“Flash sale” plays on Shop window for 10 minutes').isVisible())
      .toBe(true);
    await player.page.getByText('Everything half price').waitFor({ timeout: 15_000 });
    expect(await player.page.getByText('Soup of the day').count()).toBe(0);
    await expect
      .poll(() => drawer.getByTestId('terminal-play-now').innerText(), { timeout: 10_000 })
      .toContain('Playing now by hand: “Flash sale” until');

    await drawer.getByRole('button', { name: 'Clear content' }).click();
    await console_
      .getByRole('dialog', { name: 'Clear the content of Shop window?' })
      .getByRole('button', { name: 'Clear content' })
      .click();
    await player.page.locator('[data-screen="idle"]', { hasText: 'Shop window' }).waitFor({ timeout: 15_000 });
    expect(await player.page.getByText('Soup of the day').count()).toBe(0);
    expect(await player.page.getByText('Everything half price').count()).toBe(0);
  }, 120_000);
});
