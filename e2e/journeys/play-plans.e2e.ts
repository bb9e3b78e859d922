import type { PlanDetail } from '@apm/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { axeFindings } from '../support/axe.js';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { clickUntil, sider, signedInAs } from '../support/shell.js';

/**
 * Play plans as an operator makes them (issue 13): a plan of two programs, one in the mornings on
 * weekdays, the other at lunch; the day's preview shows both and the gap after lunch; saved, found
 * in the list, edited (version 2), copied, and the copy deleted.
 */

const product = useProduct();

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const entry = (page: Page, n: number) => page.locator(`[data-entry="${n}"]`);
/** The list's row of the plan of exactly this name. */
const row = (page: Page, name: string) =>
  page.locator('tr.ant-table-row').filter({
    has: page.locator('td:first-child', { hasText: new RegExp(`^${name.replace(/[()]/g, '\\$&')}$`) }),
  });
/** The names of the plans the list shows. */
const planNames = (page: Page) => page.locator('tr.ant-table-row td:first-child').allInnerTexts();

/** A program of one scene of this length, made through the API. */
async function program(cookie: string, name: string, durationMs: number): Promise<string> {
  const document = {
    version: 1,
    canvas: { width: 1920, height: 1080 },
    scenes: [{ id: 'main', durationMs, widgets: [] }],
  };
  const made = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/program/save', cookie, {
    name,
    document: JSON.stringify(document),
  });
  return made.id;
}

/** Types a time into one of antd's time pickers and takes it. */
async function typeTime(picker: Locator, hhmm: string): Promise<void> {
  await picker.click();
  await picker.fill(hhmm);
  await picker.press('Enter');
  await expect.poll(() => picker.inputValue()).toBe(hhmm);
}

/** The entry's first daily window, added and set. */
async function window(page: Page, n: number, start: string, end: string): Promise<void> {
  await entry(page, n).getByRole('button', { name: 'Add a time' }).click();
  await typeTime(page.getByLabel(`Start of time 1 of entry ${n}`), start);
  await typeTime(page.getByLabel(`End of time 1 of entry ${n}`), end);
}

/** The next Wednesday from today (`YYYY-MM-DD`): a weekday, whatever day the journey runs. */
function nextWednesday(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + ((3 - d.getUTCDay() + 7) % 7 || 7));
  return d.toISOString().slice(0, 10);
}

describe('play plans', () => {
  it('makes a plan of two programs, shows its day, saves it, edits, copies it and deletes the copy', async () => {
    const cookie = await signInThroughApi(product.url);
    const menuId = await program(cookie, 'Morning menu', 20_000);
    const lunchId = await program(cookie, 'Lunch offer', 15_000);
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);

    // The menu offers the plans; the list is empty and makes a new one.
    // A menu entry's name starts with its icon's.
    const menuItem = (name: string) => sider(page).getByRole('menuitem', { name: new RegExp(`(^|\\s)${name}$`) });
    await menuItem('Content').click();
    await clickUntil(menuItem('Play plans'), async () => page.url().endsWith('/playPlan/list'), 'the menu entry');
    await expect.poll(() => page.getByText('No play plan yet').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'New plan' }).click();
    await page.waitForURL(/\/playPlan\/planMake$/);
    await page.getByRole('textbox', { name: 'Name' }).fill('Cafeteria');

    // Both programs, from the picker, in the order chosen.
    await page.getByRole('button', { name: 'Add programs' }).click();
    const picker = page.getByRole('dialog', { name: 'Add programs' });
    await picker.locator('tr.ant-table-row').filter({ hasText: 'Morning menu' }).click();
    await picker.locator('tr.ant-table-row').filter({ hasText: 'Lunch offer' }).click();
    await picker.getByRole('button', { name: 'Add 2' }).click();
    await expect.poll(() => page.locator('[data-entry]').count()).toBe(2);
    await expect.poll(() => entry(page, 1).getByText('Morning menu').isVisible()).toBe(true);
    await expect.poll(() => entry(page, 1).getByText('1920 × 1080').isVisible()).toBe(true);
    // Played once by default: the length its program has.
    await expect.poll(() => entry(page, 2).getByText('lasts 0:15').isVisible()).toBe(true);

    // The menu on weekday mornings, the offer at lunch every day.
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) {
      await entry(page, 1).getByRole('button', { name: day, exact: true }).click();
    }
    await expect.poll(() => entry(page, 1).getByText('Only on the days chosen').isVisible()).toBe(true);
    await window(page, 1, '06:00', '11:30');
    await window(page, 2, '11:30', '14:00');

    // The day preview of a Wednesday: both bars, and nothing after 14:00.
    const day = page.getByLabel('Day shown');
    await day.click();
    await day.fill(nextWednesday());
    await day.press('Enter');
    const preview = page.locator('[data-schedule-preview]');
    const bar = (name: string) => preview.getByRole('img', { name, exact: true });
    await expect.poll(() => bar('Playing #1 Morning menu: 06:00–11:30').isVisible()).toBe(true);
    await expect.poll(() => bar('Playing #2 Lunch offer: 11:30–14:00').isVisible()).toBe(true);
    await expect.poll(() => bar('Nothing plays: 14:00–24:00').isVisible()).toBe(true);
    await expect.poll(() => bar('Nothing plays: 00:00–06:00').isVisible()).toBe(true);
    // The editor, its entries and preview included, holds to WCAG 2.1 AA (as every built page does).
    expect(await axeFindings(page, '/playPlan/planMake')).toEqual([]);
    // On a Saturday only the lunch offer plays.
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect.poll(() => bar('Nothing plays: 00:00–11:30').isVisible()).toBe(true);

    // The month calendar: the Wednesday lists both, the Saturday only the offer; a click on the
    // Wednesday opens its day.
    const wednesday = nextWednesday();
    await preview.locator('.ant-segmented-item').filter({ hasText: 'Month' }).click();
    const monthDay = (date: string) => preview.locator(`[data-month-day="${date}"]`);
    await expect.poll(() => monthDay(wednesday).innerText()).toContain('06:00–11:30 #1 Morning menu');
    await expect.poll(() => monthDay(wednesday).innerText()).toContain('11:30–14:00 #2 Lunch offer');
    const saturday = new Date(Date.parse(`${wednesday}T12:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    await expect.poll(() => monthDay(saturday).locator('[data-month-entry]').count()).toBe(1);
    expect(await monthDay(saturday).innerText()).not.toContain('Morning menu');
    expect(await axeFindings(page, '/playPlan/planMake (month)')).toEqual([]);
    await monthDay(wednesday)
      .getByRole('button', { name: /in the day view$/ })
      .click();
    await expect.poll(() => page.getByLabel('Day shown').inputValue()).toBe(wednesday);
    await expect.poll(() => bar('Playing #1 Morning menu: 06:00–11:30').isVisible()).toBe(true);
    // By keyboard: the month again, the focus from the Wednesday to the Thursday, Enter opens it.
    await preview.locator('.ant-segmented-item').filter({ hasText: 'Month' }).click();
    await monthDay(wednesday)
      .getByRole('button', { name: /in the day view$/ })
      .focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const thursday = new Date(Date.parse(`${wednesday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await expect.poll(() => page.getByLabel('Day shown').inputValue()).toBe(thursday);

    // Saved: version 1, and the address now names the plan.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, 'Saved as version 1').isVisible()).toBe(true);
    await page.waitForURL(/\/playPlan\/planMake\?id=/);
    const id = new URL(page.url()).searchParams.get('id')!;
    const stored = await apiOk<PlanDetail>(product.url, 'GET', '/a/api/playPlan/detail', cookie, { id });
    expect(stored.entryList.map((e) => [e.programId, e.when.weekdays, e.when.windows])).toEqual([
      [menuId, [1, 2, 3, 4, 5], [{ start: '06:00', end: '11:30' }]],
      [lunchId, [], [{ start: '11:30', end: '14:00' }]],
    ]);

    // Found in the list, opened again, edited: version 2.
    await page.getByRole('button', { name: 'Back to the plans' }).click();
    await page.waitForURL(/\/playPlan\/list$/);
    await expect.poll(() => row(page, 'Cafeteria').isVisible()).toBe(true);
    await expect.poll(() => row(page, 'Cafeteria').locator('td').nth(2).innerText()).toBe('2');
    await row(page, 'Cafeteria').getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/playPlan\/planMake\?id=/);
    await expect.poll(() => page.getByText('Saved · version 1').isVisible()).toBe(true);

    // A program added, then deleted elsewhere before the save: the refusal shows at its entry.
    const eveningId = await program(cookie, 'Evening promo', 10_000);
    await page.getByRole('button', { name: 'Add programs' }).click();
    await picker.locator('tr.ant-table-row').filter({ hasText: 'Evening promo' }).click();
    await picker.getByRole('button', { name: 'Add 1' }).click();
    await expect.poll(() => page.locator('[data-entry]').count()).toBe(3);
    await apiOk(product.url, 'POST', '/a/api/program/delete', cookie, { id: eveningId });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => entry(page, 3).locator('[data-problem="program"]').innerText())
      .toBe('This program no longer exists or is not in your range: choose another one');
    await page.getByRole('button', { name: 'Remove entry 3' }).click();
    await expect.poll(() => page.locator('[data-entry]').count()).toBe(2);

    await entry(page, 2).getByRole('button', { name: 'Sat', exact: true }).click();
    await expect.poll(() => page.getByText('Unsaved changes').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, 'Saved as version 2').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Saved · version 2').isVisible()).toBe(true);

    // Copied in the list, then the copy deleted after asking.
    await page.getByRole('button', { name: 'Back to the plans' }).click();
    await page.waitForURL(/\/playPlan\/list$/);
    await expect.poll(() => row(page, 'Cafeteria').locator('td').nth(4).innerText()).toBe('2');
    await row(page, 'Cafeteria').getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => toast(page, 'Copied as “Cafeteria (2)”').isVisible()).toBe(true);
    await expect.poll(() => planNames(page)).toEqual(['Cafeteria (2)', 'Cafeteria']);
    expect(await axeFindings(page, '/playPlan/list')).toEqual([]);
    await row(page, 'Cafeteria (2)').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the plan “Cafeteria (2)”?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast(page, 'The plan “Cafeteria (2)” was deleted').isVisible()).toBe(true);
    await expect.poll(() => planNames(page)).toEqual(['Cafeteria']);
  });
});
