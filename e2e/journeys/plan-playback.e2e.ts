import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { ADMIN, signInThroughApi } from '../support/flows.js';
import { pairedPlayer, textProgram, type PairedPlayer } from '../support/player.js';
import { useProduct } from '../support/product.js';
import { signedInAs } from '../support/shell.js';

// A play plan reaches a paired browser player: two programs with adjacent daily windows, the
// boundary a minute or so ahead on the terminal's own wall clock (New York, not the server's
// UTC), published from the plan list's dialog; the player switches at the boundary (issue 13,
// acceptance 1, the player's half).
const product = useProduct();
const ZONE = 'America/New_York';
let cookie: string;
let officeId: string;
let player: PairedPlayer;

/** `HH:MM` of a moment on a zone's wall clock. */
function wallTime(t: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(t);
}

const program = (name: string, text: string) => textProgram(product, cookie, name, text);

beforeAll(async () => {
  cookie = await signInThroughApi(product.url);
  officeId = (await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', cookie)).officeId;
});
afterAll(async () => {
  await player?.context.close();
});

describe('a play plan on a player', () => {
  it('switches programs at the window boundary of the terminal’s wall clock', async () => {
    player = await pairedPlayer(product, cookie, officeId, 'Canteen screen', { timezoneId: ZONE });
    const { page } = player;

    const breakfast = await program('Breakfast', 'Breakfast until the bell');
    const lunch = await program('Lunch', 'Lunch offer of the day');
    // The boundary: the next whole minute at least a minute ahead (windows are whole minutes).
    const boundary = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
    const window = (from: number, to: number) => ({
      windows: [{ start: wallTime(from, ZONE), end: wallTime(to, ZONE) }],
    });
    await apiOk<{ id: string }>(product.url, 'POST', '/a/api/playPlan/save', cookie, {
      name: 'Canteen day',
      kind: 'loop',
      entries: JSON.stringify([
        {
          id: 'b',
          programId: breakfast,
          play: { mode: 'duration', ms: 60_000 },
          when: window(boundary - 3_600_000, boundary),
        },
        {
          id: 'l',
          programId: lunch,
          play: { mode: 'duration', ms: 60_000 },
          when: window(boundary, boundary + 3_600_000),
        },
      ]),
    });

    // Published from the list: the plan's row, the terminal chosen in the dialog.
    const consolePage = (await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password)).page;
    await consolePage.goto(`${product.url}/playPlan/list`);
    const row = consolePage.locator('tr.ant-table-row').filter({ hasText: 'Canteen day' });
    await row.getByRole('button', { name: 'Publish' }).click();
    const dialog = consolePage.getByRole('dialog', { name: 'Publish “Canteen day”' });
    await dialog.locator('tr.ant-table-row').filter({ hasText: 'Canteen screen' }).getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Publish to 1 terminals' }).click();
    await expect
      .poll(() =>
        consolePage.locator('.ant-message').getByText('“Canteen day” is on its way to 1 terminals.').isVisible(),
      )
      .toBe(true);
    await consolePage.context().close();

    await expect.poll(() => page.getByText('Breakfast until the bell').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(Date.now()).toBeLessThan(boundary);
    // The page notes when the lunch text first shows (its own clock is this machine's).
    const shownAt = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const look = () =>
            document.body.innerText.includes('Lunch offer of the day') ? resolve(Date.now()) : setTimeout(look, 20);
          look();
        }),
    );
    expect(shownAt).toBeGreaterThanOrEqual(boundary);
    expect(shownAt - boundary).toBeLessThan(1000);
    await expect.poll(() => page.getByText('Breakfast until the bell').count()).toBe(0);

    // The console's timeline of that terminal shows the same switch, on the terminal's clock.
    const monitor = (await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password)).page;
    await monitor.goto(`${product.url}/terminalMonitor/monitor`);
    await monitor.getByRole('button', { name: 'Timeline of Canteen screen' }).click();
    const drawer = monitor.getByRole('dialog', { name: 'What “Canteen screen” plays' });
    await expect.poll(() => drawer.getByText(`Times on the terminal’s clock (${ZONE})`).isVisible()).toBe(true);
    await expect
      .poll(async () => (await drawer.locator('[data-now-next]').innerText()).split('\n')[0])
      .toBe(`Now: Lunch (Canteen day), until ${wallTime(boundary + 3_600_000, ZONE)}`);
    const at = wallTime(boundary, ZONE);
    const items = () => drawer.locator('[data-block="program"]').allInnerTexts();
    await expect
      .poll(async () => (await items()).some((x) => x.startsWith(`${at}–`) && x.includes('Lunch')))
      .toBe(true);
    // Unless the switch was at midnight (then breakfast ended the day before).
    if (at !== '00:00') {
      expect((await items()).some((x) => x.includes(`–${at} Breakfast`))).toBe(true);
    }
    await drawer.getByRole('button', { name: 'Close' }).click();

    // The office's timeline: the page filtered to the administrator's office, one row per
    // terminal on the browser's axis, the screen's own zone named and the switch on its clock.
    await monitor.getByLabel('Institution', { exact: true }).click();
    await monitor.locator(`[data-office-option="${ADMIN.officeName}"]`).click();
    await monitor.getByRole('button', { name: /Timeline$/ }).click();
    const office = monitor.getByRole('dialog', { name: `What the terminals of “${ADMIN.officeName}” play` });
    const officeRow = office.locator(`[data-timeline-row="${player.terminalId}"]`);
    await expect.poll(() => officeRow.isVisible()).toBe(true);
    expect(await officeRow.locator(`[data-zone="${ZONE}"]`).innerText()).toMatch(/^America\/New_York \(UTC−[45]\)$/);
    // Lunch from the switch, unless the browser's day began since (then from the axis's start).
    const here = await monitor.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const dateIn = (t: number) => new Intl.DateTimeFormat('en-CA', { timeZone: here }).format(t);
    const lunchFrom = dateIn(boundary) === dateIn(Date.now()) ? at : '\\d\\d:\\d\\d';
    await expect
      .poll(() => officeRow.getByRole('img', { name: new RegExp(`^Lunch: ${lunchFrom}–`) }).count())
      .toBeGreaterThan(0);
    expect(await office.locator('[data-legend-program="Lunch"]').innerText()).toContain('in the plan “Canteen day”');
    expect(await office.locator('[data-legend-program="Breakfast"]').isVisible()).toBe(true);
    // Its name opens its own timeline.
    await officeRow.getByRole('button', { name: 'Timeline of Canteen screen' }).click();
    await expect
      .poll(() => monitor.getByRole('dialog', { name: 'What “Canteen screen” plays' }).isVisible())
      .toBe(true);

    // A copy of the plan to the same screen meets it at equal priority: the dialog says so first,
    // and publishing goes on only when asked again.
    await monitor.goto(`${product.url}/playPlan/list`);
    await monitor
      .locator('tr.ant-table-row')
      .filter({ hasText: 'Canteen day' })
      .getByRole('button', { name: 'Copy' })
      .click();
    const copy = monitor.locator('tr.ant-table-row').filter({ hasText: 'Canteen day (2)' });
    await copy.getByRole('button', { name: 'Publish' }).click();
    const again = monitor.getByRole('dialog', { name: 'Publish “Canteen day (2)”' });
    await again.locator('tr.ant-table-row').filter({ hasText: 'Canteen screen' }).getByRole('checkbox').check();
    await again.getByRole('button', { name: 'Publish to 1 terminals' }).click();
    await expect
      .poll(() => again.getByTestId('publish-problems').innerText())
      .toMatch(/^Canteen screen: takes turns with “Canteen day” from /);
    await again.getByRole('button', { name: 'Publish anyway' }).click();
    await expect
      .poll(() =>
        monitor.locator('.ant-message').getByText('“Canteen day (2)” is on its way to 1 terminals.').isVisible(),
      )
      .toBe(true);
    await monitor.context().close();
  }, 240_000);
});
