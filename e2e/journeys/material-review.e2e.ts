import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { clickUntil, sider, signedInAs } from '../support/shell.js';

/**
 * Acceptance 3 of issue 11: with review on, an operator's uploads wait; the reviewer approves one
 * and rejects the other with a note; the operator reads both results in the bell; and publishing a
 * program holding the rejected picture is refused, the dialog naming it.
 */

const CUSTOMER = 'Harbour Signs';
const CUSTOMER_ADMIN = { loginName: 'harbour.admin', name: 'Hana Harbour', password: 'Harbour2026' };
const OPERATOR = { loginName: 'harbour.operator', name: 'Otto Operator', password: 'Operator2026' };
const REVIEWER = { loginName: 'harbour.reviewer', name: 'Rhea Reviewer', password: 'Reviewer2026' };
const SCREEN = 'Quay screen';
const PROGRAM = 'Quay loop';
const NOTE = 'The logo is out of date';

const product = useProduct();
const media = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-review-'));
const good = path.join(media, 'welcome.png');
const bad = path.join(media, 'old-logo.png');

beforeAll(async () => {
  // The organisation: a customer with its administrator, an operator and a reviewer; review switched on.
  const admin = await signInThroughApi(product.url);
  const platform = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', admin);
  const customer = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/customer/save', admin, {
    name: CUSTOMER,
    parentId: platform.officeId,
    adminLoginName: CUSTOMER_ADMIN.loginName,
    adminName: CUSTOMER_ADMIN.name,
    adminPassword: CUSTOMER_ADMIN.password,
  });
  await apiOk(product.url, 'POST', '/a/api/sysSetting/save', admin, { audit: 'true' });
  const customerAdmin = await signInThroughApi(product.url, CUSTOMER_ADMIN.loginName, CUSTOMER_ADMIN.password);
  for (const [person, role] of [
    [OPERATOR, 'operator'],
    [REVIEWER, 'reviewer'],
  ] as const) {
    const [r] = product.server.sql<{ id: string }>('select id from sys_role where code = ?', role);
    await apiOk(product.url, 'POST', '/a/api/user/save', customerAdmin, {
      officeId: customer.id,
      loginName: person.loginName,
      name: person.name,
      password: person.password,
      roleIds: r!.id,
    });
  }
  // A screen of the customer, registered and authorised (the content journey pairs a real player).
  const registered = await fetch(`${product.url}/apm-web/terminal/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      hardwareId: 'review-quay-0001',
      name: SCREEN,
      model: 'Chromium',
      player: { kind: 'browser', version: '1.0.0' },
      screen: { width: 1920, height: 1080 },
      timeZone: 'Europe/Berlin',
    }),
  });
  const { jsonObject } = (await registered.json()) as { jsonObject: { pairingCode: string } };
  await apiOk(product.url, 'POST', '/a/api/terminal/authorise', customerAdmin, {
    pairingCode: jsonObject.pairingCode,
    officeId: customer.id,
    name: SCREEN,
  });

  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args]);
  ffmpeg('-f', 'lavfi', '-i', 'color=c=green:s=320x180', '-frames:v', '1', good);
  ffmpeg('-f', 'lavfi', '-i', 'color=c=gray:s=320x180', '-frames:v', '1', bad);
});
afterAll(() => fs.rmSync(media, { recursive: true, force: true }));

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const menuItem = (page: Page, label: string) =>
  sider(page).getByRole('menuitem', { name: new RegExp(`(^|\\s)${label}$`) });

/** Opens a page of a menu group from the side menu, opening the group when it is closed. */
async function openFromMenu(page: Page, group: string, entry: string, url: RegExp): Promise<void> {
  if (!(await menuItem(page, entry).isVisible())) await menuItem(page, group).click();
  await clickUntil(menuItem(page, entry), async () => url.test(page.url()), `the menu entry ${entry}`);
  await page.waitForURL(url);
}

/** A row of the review list by the material's name. */
const reviewRow = (page: Page, name: string): Locator => page.locator(`[data-material-name="${name}"]`);

describe('material review: acceptance 3', () => {
  it('an upload waits, the reviewer decides, the operator hears of it, and the rejected picture cannot be published', async () => {
    // The operator uploads both pictures, and builds a program with the one that will be rejected.
    const { page } = await signedInAs(product.browser, product.url, OPERATOR.loginName, OPERATOR.password);
    await openFromMenu(page, 'Resources', 'Materials', /\/resManage\/myRes$/);
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([good, bad]);
    for (const name of ['welcome.png', 'old-logo.png']) {
      await expect
        .poll(() => page.locator(`[data-material-name="${name}"]`).first().getAttribute('data-status'), {
          timeout: 30_000,
        })
        .toBe('ready');
    }
    await openFromMenu(page, 'Content', 'Program production', /\/program\/make$/);
    await page.getByRole('button', { name: 'New program' }).click();
    const create = dialog(page, 'New program');
    await create.getByLabel('Name').fill(PROGRAM);
    await create.getByRole('button', { name: 'Create' }).click();
    const editorButton = (label: string) => page.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });
    await editorButton('Picture').click();
    const picker = dialog(page, 'Choose a picture');
    await picker.locator('.ant-card').filter({ hasText: 'old-logo.png' }).click();
    await expect.poll(() => picker.count()).toBe(0);
    // Saving is allowed while the picture waits: operators build while review runs.
    await editorButton('Save').click();
    await expect.poll(() => toast(page, /^Saved \(version \d+\)$/).isVisible()).toBe(true);

    // The reviewer finds both waiting, approves one and rejects the other with a note.
    const { page: review } = await signedInAs(product.browser, product.url, REVIEWER.loginName, REVIEWER.password);
    await openFromMenu(review, 'Content review', 'Material review', /\/resManage\/checklist$/);
    await expect.poll(() => reviewRow(review, 'welcome.png').getAttribute('data-review-state')).toBe('pending');
    await expect.poll(() => reviewRow(review, 'old-logo.png').innerText()).toContain(OPERATOR.name);
    // A look at the picture before deciding: the library's preview.
    await reviewRow(review, 'welcome.png').getByRole('button', { name: 'Preview welcome.png' }).first().click();
    const preview = dialog(review, 'welcome.png');
    await expect
      .poll(() =>
        preview
          .locator('img')
          .first()
          .evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth),
      )
      .toBe(320);
    await review.keyboard.press('Escape');
    await expect.poll(() => preview.count()).toBe(0);
    await reviewRow(review, 'welcome.png').getByRole('button', { name: 'Approve' }).click();
    await dialog(review, 'Approve “welcome.png”?').getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => toast(review, '1 materials approved').isVisible()).toBe(true);
    await reviewRow(review, 'old-logo.png').getByRole('button', { name: 'Reject' }).click();
    const reject = dialog(review, 'Reject “old-logo.png”');
    // Without a reason it is not sent.
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => reject.getByText('Say why, so the uploader can fix it').isVisible()).toBe(true);
    await reject.getByLabel('Reason, which the uploader reads').fill(NOTE);
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => toast(review, '1 materials rejected').isVisible()).toBe(true);
    await expect.poll(() => review.getByText('Nothing waits for review.').isVisible()).toBe(true);

    // The operator's bell tells both results (a console opened now: the open one asks once a minute).
    const { page: later } = await signedInAs(product.browser, product.url, OPERATOR.loginName, OPERATOR.password);
    const bell = later.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');
    await bell.click();
    const panel = later.getByRole('list', { name: 'Latest notifications' });
    await expect.poll(() => panel.getByText('Your material "welcome.png" was approved.').isVisible()).toBe(true);
    await expect
      .poll(() => panel.getByText(`Your material "old-logo.png" was rejected. Reason: ${NOTE}`).isVisible())
      .toBe(true);

    // Publishing the program holding the rejected picture is refused, naming it.
    await editorButton('Publish').click();
    const publish = dialog(page, `Publish “${PROGRAM}”`);
    await publish.locator('.ant-table-row').filter({ hasText: SCREEN }).getByRole('checkbox').check();
    await publish.getByRole('button', { name: 'Publish to 1 terminals' }).click();
    const refusal = publish.getByRole('alert').filter({ hasText: 'This program cannot be published yet' });
    await expect.poll(() => refusal.getByTestId('not-approved').innerText()).toBe('old-logo.png (rejected)');
    await expect.poll(() => refusal.isVisible()).toBe(true);
    expect(product.server.sql('select id from publish')).toEqual([]);
  });
});
