import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { pairedPlayer, textProgram, type PairedPlayer } from '../support/player.js';
import { useProduct } from '../support/product.js';
import { signedInAs } from '../support/shell.js';

// A terminal that is off while a plan is published gets it when it comes back (issue 13,
// acceptance 5): the publication records show its delivery queued meanwhile, and playing after.
const product = useProduct();
let cookie: string;
let hall: PairedPlayer;
let kiosk: PairedPlayer;
let console_: Page;

beforeAll(async () => {
  cookie = await signInThroughApi(product.url);
  const { officeId } = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', cookie);
  hall = await pairedPlayer(product, cookie, officeId, 'Hall screen');
  kiosk = await pairedPlayer(product, cookie, officeId, 'Kiosk screen');
  const program = await textProgram(product, cookie, 'Opening', 'Open every day 8–20');
  await apiOk(product.url, 'POST', '/a/api/playPlan/save', cookie, {
    name: 'Opening hours',
    kind: 'loop',
    entries: JSON.stringify([{ id: 'o', programId: program, play: { mode: 'duration', ms: 60_000 } }]),
  });
  console_ = (await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password)).page;
});
afterAll(async () => {
  await hall?.context.close();
  await kiosk?.context.close();
  await console_?.context().close();
});

describe('a terminal off during a publish', () => {
  it('gets the plan when it comes back, and the records follow it', async () => {
    // The kiosk is switched off: its page closes (its storage, and so its pairing, stay).
    await kiosk.page.close();
    await console_.goto(`${product.url}/playPlan/list`);
    await console_
      .locator('tr.ant-table-row')
      .filter({ hasText: 'Opening hours' })
      .getByRole('button', { name: 'Publish' })
      .click();
    const dialog = console_.getByRole('dialog', { name: 'Publish “Opening hours”' });
    for (const name of ['Hall screen', 'Kiosk screen']) {
      await dialog.locator('tr.ant-table-row').filter({ hasText: name }).getByRole('checkbox').check();
    }
    await dialog.getByRole('button', { name: 'Publish to 2 terminals' }).click();
    await expect.poll(() => console_.getByText('“Opening hours” is on its way to 2 terminals.').isVisible()).toBe(true);
    await hall.page.getByText('Open every day 8–20').waitFor({ timeout: 30_000 });

    // The records: the plan's publication, playing on the hall, queued for the kiosk.
    await console_.goto(`${product.url}/publishProgram/list`);
    await console_.locator('.ant-segmented').getByText('Play plans', { exact: true }).click();
    const row = console_.locator('tr.ant-table-row').filter({ hasText: 'Opening hours' });
    await expect.poll(() => row.locator('[data-state="playing"]').innerText(), { timeout: 10_000 }).toBe('Playing 1');
    expect(await row.locator('[data-state="queued"]').innerText()).toBe('Queued 1');

    // Switched on again, the kiosk fetches what it missed and plays it; the records say so live.
    const page = await kiosk.context.newPage();
    await page.goto(`${product.url}/player/`);
    await page.getByText('Open every day 8–20').waitFor({ timeout: 30_000 });
    await expect.poll(() => row.locator('[data-state="playing"]').innerText(), { timeout: 10_000 }).toBe('Playing 2');
    expect(await row.locator('[data-state="queued"]').count()).toBe(0);
  }, 180_000);
});
