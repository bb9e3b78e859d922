import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { signInThroughApi } from '../support/flows.js';
import { addPeople } from '../support/people.js';
import { pairedPlayer, textProgram, type PairedPlayer } from '../support/player.js';
import { useProduct } from '../support/product.js';
import { canvas, editorButton } from '../support/editor.js';
import { clickUntil, sider, signedInAs } from '../support/shell.js';

/**
 * Review of programs (issue 12, acceptance 3): with review on, the operator's program waits for a
 * reviewer of the same range. Its first version is approved and plays; an edited version is
 * rejected with a note, which the operator reads in the bell; edited again, it is approved. The
 * screen plays the approved version all the while, and the audit log holds each decision.
 */

const OPERATOR = { loginName: 'otto.operator', name: 'Otto Operator', password: 'Operator2026' };
const REVIEWER = { loginName: 'rosa.reviewer', name: 'Rosa Reviewer', password: 'Reviewer2026' };
const PROGRAM = 'Lunch menu';
const NOTE = 'The soup is no longer served on Fridays';

const product = useProduct();
let player: PairedPlayer;
const pages: Page[] = [];

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const menuItem = (page: Page, label: string) =>
  sider(page).getByRole('menuitem', { name: new RegExp(`(^|\\s)${label}$`) });
const reviewRow = (page: Page, name: string): Locator => page.locator(`[data-subject-name="${name}"]`);
/** What the screen shows now. */
const onScreen = (words: string) => player.page.locator('[data-screen="playing"]').getByText(words);

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

/** The operator, in the editor: the program's text becomes `words` (when given), saved, and published to the screen (it waits). */
async function editAndPublish(page: Page, words?: string): Promise<void> {
  await page.goto(`${product.url}/program/make`);
  await page.getByRole('row').filter({ hasText: PROGRAM }).getByRole('button', { name: 'Edit' }).click();
  if (words) {
    await canvas(page).locator('[data-widget-box="title"]').click();
    const text = page.getByRole('textbox', { name: 'Text', exact: true }).and(page.locator('[contenteditable]'));
    await text.fill(words);
    await expect.poll(() => canvas(page).getByText(words).isVisible()).toBe(true);
    await editorButton(page, 'Save').click();
    await expect.poll(() => page.getByText(/^Saved · version \d+$/).isVisible()).toBe(true);
  }
  await editorButton(page, 'Publish').click();
  const publish = dialog(page, `Publish “${PROGRAM}”`);
  const choice = publish.locator('.ant-table-row').filter({ hasText: 'Canteen screen' });
  await choice.getByRole('checkbox').check();
  await publish.getByRole('button', { name: 'Publish to 1 terminals' }).click();
  await expect
    .poll(() =>
      toast(
        page,
        `“${PROGRAM}” was sent for review: it reaches the 1 terminals once a reviewer approves it.`,
      ).isVisible(),
    )
    .toBe(true);
}

/** The reviewer decides on the program's waiting publication in the program review page. */
async function decide(page: Page, result: 'Approve' | 'Reject', note?: string): Promise<void> {
  await openFromMenu(page, 'Content review', 'Program review', /\/publishProgram\/checklist$/);
  await page.reload();
  const row = reviewRow(page, PROGRAM);
  await expect.poll(() => row.getAttribute('data-review-state')).toBe('pending');
  await row.getByRole('button', { name: result }).click();
  if (result === 'Reject') {
    const reject = dialog(page, `Reject “${PROGRAM}”`);
    await reject.getByLabel('Reason, which the publisher reads').fill(note!);
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => toast(page, `“${PROGRAM}” rejected; the publisher is told`).isVisible()).toBe(true);
  } else {
    await dialog(page, `Approve “${PROGRAM}”?`).getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => toast(page, `“${PROGRAM}” approved: sent to 1 terminals`).isVisible()).toBe(true);
  }
}

beforeAll(async () => {
  const admin = await signInThroughApi(product.url);
  const { officeId } = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', admin);
  await addPeople(product, admin, officeId, [
    [OPERATOR, 'operator'],
    [REVIEWER, 'reviewer'],
  ]);
  player = await pairedPlayer(product, admin, officeId, 'Canteen screen');
  await apiOk(product.url, 'POST', '/a/api/sysSetting/save', admin, { audit: 'true' });
  const operator = await signInThroughApi(product.url, OPERATOR.loginName, OPERATOR.password);
  await textProgram(product, operator, PROGRAM, 'Soup of the day');
});
afterAll(async () => {
  await player?.context.close();
  for (const p of pages) await p.context().close();
});

describe('review of programs', () => {
  it('holds each version for review; the screen plays the approved one until the next is approved', async () => {
    const operator = await signedIn(OPERATOR);
    const reviewer = await signedIn(REVIEWER);

    // The first version waits, then is approved and plays.
    await editAndPublish(operator);
    expect(await onScreen('Soup of the day').count()).toBe(0);
    await decide(reviewer, 'Approve');
    await expect.poll(() => onScreen('Soup of the day').isVisible(), { timeout: 30_000 }).toBe(true);

    // An edited version waits and is rejected with a note; the screen plays the approved one meanwhile.
    await editAndPublish(operator, 'Pasta of the day');
    await decide(reviewer, 'Reject', NOTE);
    const bell = operator.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const panel = operator.getByRole('list', { name: 'Latest notifications' });
    await expect
      .poll(() =>
        panel.getByText(`Your publication of the program "${PROGRAM}" was rejected. Reason: ${NOTE}`).isVisible(),
      )
      .toBe(true);
    await operator.keyboard.press('Escape');
    expect(await onScreen('Soup of the day').isVisible()).toBe(true);
    expect(await onScreen('Pasta of the day').count()).toBe(0);

    // Edited again, approved: the screen takes the new version.
    await editAndPublish(operator, 'Risotto of the day');
    expect(await onScreen('Soup of the day').isVisible()).toBe(true);
    await decide(reviewer, 'Approve');
    await expect.poll(() => onScreen('Risotto of the day').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await onScreen('Soup of the day').count()).toBe(0);

    // The audit log holds each decision, by the reviewer.
    const decisions = product.server.sql<{ action: string; user_name: string }>(
      "select action, user_name from sys_log where module = 'publish' and action in ('approve', 'reject') order by at",
    );
    expect(decisions).toEqual([
      { action: 'approve', user_name: REVIEWER.loginName },
      { action: 'reject', user_name: REVIEWER.loginName },
      { action: 'approve', user_name: REVIEWER.loginName },
    ]);
  }, 240_000);
});
