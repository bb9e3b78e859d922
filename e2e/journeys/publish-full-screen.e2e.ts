import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { pairedPlayer, textProgram, type PairedPlayer } from '../support/player.js';
import { useProduct } from '../support/product.js';
import { signedInAs } from '../support/shell.js';

// Publishing in the whole window (issue 13 items 1 and 5): a program's publish dialog opens
// /publishSet, where a paired player's terminal is chosen and sent to, and its delivery is followed
// until the player plays it; and terminal first, /terminalSelection chooses the terminal, then a
// message, and goes on to /publishSet with the terminal chosen, where it is sent and shown.
const product = useProduct();
let cookie: string;
let player: PairedPlayer;
let console_: Page;
let planId: string;

/** The row of the terminal in a terminal chooser (or a delivery table) on the page. */
const terminalRow = (name: string) => console_.locator('tr.ant-table-row').filter({ hasText: name });

beforeAll(async () => {
  cookie = await signInThroughApi(product.url);
  const { officeId } = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', cookie);
  player = await pairedPlayer(product, cookie, officeId, 'Lobby screen');
  const hours = await textProgram(product, cookie, 'Opening hours', 'Open daily from nine');
  planId = (
    await apiOk<{ id: string }>(product.url, 'POST', '/a/api/playPlan/save', cookie, {
      name: 'Weekday loop',
      kind: 'loop',
      entries: JSON.stringify([{ id: 'h', programId: hours, play: { mode: 'duration', ms: 60_000 } }]),
    })
  ).id;
  await apiOk(product.url, 'POST', '/a/api/publishMessage/ajaxSave', cookie, {
    name: 'Fire drill',
    look: JSON.stringify({ text: 'Fire drill at noon', position: 'bottom', scroll: 'none' }),
  });
  console_ = (await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password)).page;
});
afterAll(async () => {
  await player?.context.close();
  await console_?.context().close();
});

describe('publishing in the whole window', () => {
  it('opens from the publish dialog, sends a program to the chosen terminal and follows it until it plays', async () => {
    await console_.goto(`${product.url}/program/make`);
    await terminalRow('Opening hours').getByRole('button', { name: 'Publish' }).click();
    const dialog = console_.getByRole('dialog', { name: 'Publish “Opening hours”' });
    await dialog.getByRole('button', { name: 'Open full screen' }).click();

    // The page in the whole window: no header, no menu, what is published first.
    await console_.waitForURL(/\/publishSet\?kind=program&id=/);
    await expect.poll(() => console_.getByTestId('full-window-title').textContent()).toBe('Publish “Opening hours”');
    expect(await console_.locator('[data-shell-header]').count()).toBe(0);
    expect(await console_.locator('[data-subject="program"]').getByText('1920 × 1080').isVisible()).toBe(true);
    expect(await console_.title()).toBe('Admin | Publish settings');

    await terminalRow('Lobby screen').getByRole('checkbox').check();
    await console_.getByRole('button', { name: 'Publish to 1 terminals' }).click();
    await expect.poll(() => console_.locator('[data-step="sent"]').textContent()).toBe('Sent to 1 terminals');

    // Its delivery moves live on the page until the player plays it.
    const delivery = console_.locator(`[data-delivery="${player.terminalId}"]`);
    await player.page.getByText('Open daily from nine').waitFor({ timeout: 30_000 });
    await expect.poll(() => delivery.getAttribute('data-state'), { timeout: 30_000 }).toBe('playing');
    expect(await console_.locator('[data-progress]').textContent()).toContain('1 playing');
    // Nothing failed: nothing to send again.
    expect(
      await console_.locator('[data-blocked-reason]').filter({ hasText: 'Send again to the failed (0)' }).count(),
    ).toBe(1);

    await console_.getByRole('button', { name: 'Close' }).click();
    await console_.waitForURL(/\/program\/make$/);
  }, 120_000);

  it('chooses the terminals first, then a message, and sends it from /publishSet', async () => {
    await console_.goto(`${product.url}/publishProgram/list`);
    await console_.getByRole('button', { name: 'Publish to terminals first' }).click();
    await console_.waitForURL(/\/terminalSelection$/);
    await expect.poll(() => console_.getByTestId('full-window-title').textContent()).toBe('Terminal selection');
    await terminalRow('Lobby screen').getByRole('checkbox').check();
    await expect.poll(() => console_.locator('[data-chosen]').getAttribute('data-chosen')).toBe('1');
    await console_.getByRole('button', { name: 'Next: what to send' }).click();

    await console_.getByText('Messages', { exact: true }).click();
    await terminalRow('Fire drill').click();
    await console_.getByRole('button', { name: 'Next: publish' }).click();

    // The terminal came along in the navigation's state, not in the address.
    await console_.waitForURL(/\/publishSet\?kind=message&id=/);
    expect(console_.url()).not.toContain(player.terminalId);
    await expect.poll(() => console_.locator('[data-step="choose"]').textContent()).toBe('1 terminals chosen');
    expect(await console_.locator('[data-subject="message"]').getByText('Fire drill').first().isVisible()).toBe(true);

    await console_.getByRole('button', { name: 'Publish to 1 terminals' }).click();
    await expect.poll(() => console_.locator('[data-step="sent"]').textContent()).toBe('Sent to 1 terminals');
    await player.page.locator('[data-message-position="bottom"][aria-label="Fire drill at noon"]').waitFor({
      timeout: 30_000,
    });
    await expect
      .poll(() => console_.locator(`[data-delivery="${player.terminalId}"]`).getAttribute('data-state'), {
        timeout: 30_000,
      })
      .toBe('playing');
  }, 120_000);

  it('edits a plan in the whole window, and asks before Close loses an unsaved change', async () => {
    await console_.goto(`${product.url}/playPlan/planMake?id=${planId}`);
    await console_.getByRole('button', { name: 'Open full screen' }).click();
    await console_.waitForURL(new RegExp(`/PlanMake\\?id=${planId}$`));
    await expect.poll(() => console_.getByTestId('full-window-title').textContent()).toBe('Weekday loop');
    expect(await console_.locator('[data-shell-header]').count()).toBe(0);
    expect(await console_.locator('[data-save-state="saved"]').textContent()).toBe('Saved · version 1');

    await console_.getByRole('textbox', { name: 'Name' }).fill('Weekday loop, late');
    await expect.poll(() => console_.locator('[data-save-state]').textContent()).toBe('Unsaved changes');
    await console_.getByRole('button', { name: 'Close' }).click();
    const ask = console_.getByRole('dialog').filter({ hasText: 'Leave without saving?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(console_.url()).toContain('/PlanMake?id=');

    await console_.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => console_.locator('[data-save-state]').textContent()).toBe('Saved · version 2');
    await console_.getByRole('button', { name: 'Close' }).click();
    await console_.waitForURL(/\/playPlan\/list$/);
    await expect
      .poll(() => console_.locator('tr.ant-table-row').filter({ hasText: 'Weekday loop, late' }).count())
      .toBe(1);
  }, 120_000);
});
