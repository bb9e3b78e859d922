import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { signInThroughApi } from '../support/flows.js';
import { addPeople } from '../support/people.js';
import { pairedPlayer, textProgram, type PairedPlayer } from '../support/player.js';
import { useProduct } from '../support/product.js';
import { clickUntil, sider, signedInAs } from '../support/shell.js';

/**
 * Review of publishing (issue 13, acceptance 4): with review on, an operator's plan and message
 * wait; the reviewer rejects the plan with a note, which the operator reads in the bell, and
 * approves the message, which then shows on the player.
 */

const OPERATOR = { loginName: 'olga.operator', name: 'Olga Operator', password: 'Operator2026' };
const REVIEWER = { loginName: 'rhea.reviewer', name: 'Rhea Reviewer', password: 'Reviewer2026' };
const NOTE = 'The evening window overlaps the closing time';

const product = useProduct();
let operator: string;
let player: PairedPlayer;
const pages: Page[] = [];

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const menuItem = (page: Page, label: string) =>
  sider(page).getByRole('menuitem', { name: new RegExp(`(^|\\s)${label}$`) });
const reviewRow = (page: Page, name: string): Locator => page.locator(`[data-subject-name="${name}"]`);

/** Opens a page of a menu group from the side menu, opening the group when it is closed. */
async function openFromMenu(page: Page, group: string, entry: string, url: RegExp): Promise<void> {
  if (!(await menuItem(page, entry).isVisible())) await menuItem(page, group).click();
  await clickUntil(menuItem(page, entry), async () => url.test(page.url()), `the menu entry ${entry}`);
  await page.waitForURL(url);
}

async function signedIn(who: { loginName: string; password: string }): Promise<Page> {
  const { page } = await signedInAs(product.browser, product.url, who.loginName, who.password);
  pages.push(page);
  return page;
}

beforeAll(async () => {
  const admin = await signInThroughApi(product.url);
  const { officeId } = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', admin);
  await addPeople(product, admin, officeId, [
    [OPERATOR, 'operator'],
    [REVIEWER, 'reviewer'],
  ]);
  player = await pairedPlayer(product, admin, officeId, 'Lobby screen');
  await apiOk(product.url, 'POST', '/a/api/sysSetting/save', admin, { audit: 'true' });
  operator = await signInThroughApi(product.url, OPERATOR.loginName, OPERATOR.password);
});
afterAll(async () => {
  await player?.context.close();
  for (const p of pages) await p.context().close();
});

describe('review of publishing', () => {
  it('holds a plan and a message; the rejected plan’s note reaches the operator, the approved message plays', async () => {
    // The operator sends a plan and a message to the lobby: both wait.
    const program = await textProgram(product, operator, 'Evening', 'Open until 22:00');
    const { id: planId } = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/playPlan/save', operator, {
      name: 'Evening hours',
      kind: 'loop',
      entries: JSON.stringify([{ id: 'e', programId: program, play: { mode: 'duration', ms: 60_000 } }]),
    });
    const plan = await apiOk<{ reviewState: string }>(product.url, 'POST', '/a/api/playPlan/saveTerminals', operator, {
      planId,
      terminalIds: player.terminalId,
    });
    expect(plan.reviewState).toBe('pending');
    const { id: messageId } = await apiOk<{ id: string }>(
      product.url,
      'POST',
      '/a/api/publishMessage/ajaxSave',
      operator,
      { name: 'Free coffee', look: JSON.stringify({ text: 'Free coffee until noon', position: 'top' }) },
    );
    const message = await apiOk<{ reviewState: string }>(
      product.url,
      'POST',
      '/a/api/publishMessage/savePublish',
      operator,
      { id: messageId, terminalIds: player.terminalId },
    );
    expect(message.reviewState).toBe('pending');
    // Nothing reached the screen.
    expect(await player.page.locator('[data-message-position]').count()).toBe(0);

    // The reviewer's bell says both wait; the plan is rejected with a note.
    const review = await signedIn(REVIEWER);
    const bell = review.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');
    await openFromMenu(review, 'Content review', 'Plan review', /\/playPlan\/checklist$/);
    await expect.poll(() => reviewRow(review, 'Evening hours').getAttribute('data-review-state')).toBe('pending');
    await reviewRow(review, 'Evening hours').getByRole('button', { name: 'Reject' }).click();
    const reject = dialog(review, 'Reject “Evening hours”');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => reject.getByText('Say why, so the publisher can fix it').isVisible()).toBe(true);
    await reject.getByLabel('Reason, which the publisher reads').fill(NOTE);
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => toast(review, '“Evening hours” rejected; the publisher is told').isVisible()).toBe(true);

    // The message is approved: it goes to the player, which shows it over its idle screen.
    await openFromMenu(review, 'Content review', 'Message review', /\/publishMessage\/checklist$/);
    await reviewRow(review, 'Free coffee').getByRole('button', { name: 'Approve' }).click();
    await dialog(review, 'Approve “Free coffee”?').getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => toast(review, '“Free coffee” approved: sent to 1 terminals').isVisible()).toBe(true);
    await player.page
      .locator('[data-message-position="top"][aria-label="Free coffee until noon"]')
      .waitFor({ timeout: 10_000 });
    // The rejected plan never reached it.
    expect(await player.page.getByText('Open until 22:00').count()).toBe(0);

    // The operator reads both outcomes in the bell.
    const later = await signedIn(OPERATOR);
    const operatorBell = later.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect.poll(() => operatorBell.getAttribute('aria-label')).toBe('Notifications, 2 unread');
    await operatorBell.click();
    const panel = later.getByRole('list', { name: 'Latest notifications' });
    await expect
      .poll(() =>
        panel.getByText(`Your publication of the play plan "Evening hours" was rejected. Reason: ${NOTE}`).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => panel.getByText('Your publication of the message "Free coffee" was approved and sent.').isVisible())
      .toBe(true);
  }, 180_000);
});
