import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { pairedPlayer, textProgram, whenSeen, type PairedPlayer } from '../support/player.js';
import { useProduct } from '../support/product.js';
import { signedInAs } from '../support/shell.js';

// An emergency message (issue 13, acceptance 3): written and sent from the console to three
// paired browser players playing a plan, it covers each screen within 2 s; the console counts
// the three acknowledgements; stopping it brings the plan back on all three.
const product = useProduct();
let cookie: string;
const players: PairedPlayer[] = [];
let console_: Page;
const NAMES = ['Hall A', 'Hall B', 'Hall C'];

beforeAll(async () => {
  cookie = await signInThroughApi(product.url);
  const officeId = (await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', cookie)).officeId;
  for (const name of NAMES) players.push(await pairedPlayer(product, cookie, officeId, name));
  const timetable = await textProgram(product, cookie, 'Timetable', 'Next train 10:42');
  const { id: planId } = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/playPlan/save', cookie, {
    name: 'Station day',
    kind: 'loop',
    entries: JSON.stringify([{ id: 't', programId: timetable, play: { mode: 'duration', ms: 60_000 } }]),
  });
  await apiOk(product.url, 'POST', '/a/api/playPlan/saveTerminals', cookie, {
    planId,
    terminalIds: players.map((p) => p.terminalId).join(','),
  });
  for (const p of players) await p.page.getByText('Next train 10:42').waitFor({ timeout: 30_000 });
  console_ = (await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password)).page;
});
afterAll(async () => {
  for (const p of players) await p.context.close();
  await console_?.context().close();
});

describe('an emergency message', () => {
  it('covers three screens within 2 s, is acknowledged by each, and stopping it brings the plan back', async () => {
    await console_.goto(`${product.url}/message/form`);
    await console_.getByLabel('Name', { exact: true }).fill('Evacuate');
    await console_.getByLabel('Text', { exact: true }).fill('Please leave the station by the nearest exit');
    await console_.getByRole('switch', { name: 'Emergency' }).click();
    await console_.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => console_.getByText('Saved (version 1)').isVisible()).toBe(true);
    await console_.getByRole('button', { name: 'Publish' }).click();
    const dialog = console_.getByRole('dialog', { name: 'Publish “Evacuate”' });
    for (const name of NAMES) {
      await dialog.locator('tr.ant-table-row').filter({ hasText: name }).getByRole('checkbox').check();
    }

    const covered = players.map((p) => whenSeen(p.page, '[data-screen="emergency"]'));
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: 'Publish to 3 terminals' }).click();
    const at = await Promise.all(covered);
    for (const [i, t] of at.entries()) {
      expect(t - sentAt, `${NAMES[i]} covered after`).toBeLessThan(2000);
    }
    for (const p of players) {
      const screen = p.page.locator('[data-screen="emergency"]');
      expect(await screen.getByText('Please leave the station by the nearest exit').isVisible()).toBe(true);
      expect(await p.page.getByText('Next train 10:42').count()).toBe(0);
    }

    // Message management shows the emergency and its three acknowledgements.
    await console_.goto(`${product.url}/publishMessage/list`);
    await expect
      .poll(() => console_.getByText('Emergency message “Evacuate” is on 3 terminals').isVisible())
      .toBe(true);
    await expect.poll(() => console_.getByText('Shown on 3 of 3').isVisible(), { timeout: 10_000 }).toBe(true);

    const restored = players.map((p) => whenSeen(p.page, '[data-screen="emergency"]', true));
    await console_.getByRole('button', { name: 'Stop' }).first().click();
    await console_.getByRole('dialog', { name: 'Stop “Evacuate”?' }).getByRole('button', { name: 'Stop' }).click();
    await Promise.all(restored);
    for (const p of players) {
      await expect.poll(() => p.page.getByText('Next train 10:42').isVisible(), { timeout: 10_000 }).toBe(true);
    }
    await expect
      .poll(() => console_.getByText('Emergency message “Evacuate” is on 3 terminals').count(), { timeout: 10_000 })
      .toBe(0);
  }, 180_000);
});
