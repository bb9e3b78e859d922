import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { signedInPage } from '../support/shell.js';

const product = useProduct();
let cookie: string;
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-log-'));
/** The user agent of the changes made through the API, to find in an entry's details. */
const SCRIPT_AGENT = 'fleet-sync/2.1 (journey)';

/** A state-changing call as another program would make it: form-encoded, signed in. */
async function post<T>(url: string, form: Record<string, string>): Promise<T> {
  const r = await fetch(`${product.url}/apm-web${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-requested-with': 'apm-console',
      'user-agent': SCRIPT_AGENT,
      cookie: `Authorization=${cookie}`,
    },
    body: new URLSearchParams(form),
  });
  const body = (await r.json()) as { code: number; jsonObject: T };
  if (body.code !== 0) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.jsonObject;
}

beforeAll(async () => {
  cookie = await signInThroughApi(product.url);
  // 55 stops, so that the log holds more than one page (50) of entries; then one is renamed.
  for (let i = 1; i <= 55; i++) await post('/a/api/office/save', { name: `Stop ${String(i).padStart(2, '0')}` });
  const depot = await post<{ id: string }>('/a/api/office/save', { name: 'Depot' });
  await post('/a/api/office/save', { id: depot.id, name: 'Depot North' });
});
afterAll(async () => {
  fs.rmSync(downloads, { recursive: true, force: true });
});

/** Chooses an option of the antd Select with this accessible name, typing to find it as a user would. */
async function choose(page: Page, select: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: select });
  await page.locator('.ant-select').filter({ has: box }).click();
  await box.fill(option);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

const logRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe('system log', () => {
  it('scrolls through the log, filters it, shows an entry’s changes and exports what it shows', async () => {
    const { page, context } = await signedInPage(product.browser, product.server);
    await page.goto(`${product.url}/sys/log`);
    // The page's code loads on first visit.
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Admin | System log');

    // Newest first, 50 at a time; scrolling to the end brings the rest.
    const total = product.server.sql<{ n: number }>('select count(*) as n from sys_log')[0]!.n;
    expect(total).toBeGreaterThan(57);
    await expect.poll(() => page.getByText(`Showing 50 of ${total}`).isVisible(), { timeout: 10_000 }).toBe(true);
    // The newest: this browser's sign-in, then the renaming.
    await expect.poll(() => logRows(page).first().textContent()).toContain('Signed in');
    await expect.poll(() => logRows(page).nth(1).textContent()).toContain('Depot');
    await page.locator('[data-log-end]').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByText(`Showing ${total} of ${total}`).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('All matching entries are shown.').isVisible()).toBe(true);
    await expect.poll(() => logRows(page).count()).toBe(total);

    // Only the renaming: module and action, named in the console's language.
    await choose(page, 'Module', 'Institution');
    await choose(page, 'Action', 'Institution · Edited');
    await expect.poll(() => logRows(page).count()).toBe(1);
    const row = logRows(page).first();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(1, 7)).toEqual([
      'admin',
      'Harbour Transit',
      expect.any(String),
      'Institution',
      'Edited',
      'Depot',
    ]);
    const shownTime = cells[0]!;
    // The time is the browser's (Europe/Berlin) wall clock of the stored moment.
    const [stored] = product.server.sql<{ at: number }>("select at from sys_log where action = 'update'");
    const berlin = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).format(stored!.at);
    expect(shownTime).toBe(berlin);

    // A user name that matches nobody empties the list, and clearing it brings the entry back.
    await page.getByRole('textbox', { name: 'User name' }).fill('nobody');
    await expect.poll(() => page.getByText('No entries match these filters.').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'User name' }).fill('adm');
    await expect.poll(() => logRows(page).count()).toBe(1);

    // The details: the changed field before and after, and the browser that made the change.
    await row.getByRole('button', { name: 'Details' }).click();
    const drawer = page.getByRole('dialog', { name: 'Log entry' });
    await expect.poll(() => drawer.getByText(SCRIPT_AGENT).isVisible()).toBe(true);
    const change = drawer.locator('.ant-table-tbody tr', { hasText: 'name' });
    await expect.poll(() => change.locator('td').allInnerTexts()).toEqual(['name', 'Depot', 'Depot North']);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);

    // The export holds exactly the entries shown, in the browser's words and time zone.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const modal = page.getByRole('dialog', { name: 'Exporting the log' });
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^system-log-\d{8}-\d{4}\.xlsx$/);
    const saved = path.join(downloads, file.suggestedFilename());
    await file.saveAs(saved);
    await expect
      .poll(() =>
        modal.getByText(`${file.suggestedFilename()} has been downloaded. Entries in the file: 1.`).isVisible(),
      )
      .toBe(true);
    await expect.poll(() => modal.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(saved);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('System log');
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Time (Europe/Berlin)',
      'User',
      'Institution',
      'IP address',
      'Browser (user agent)',
      'Module',
      'Action',
      'Target',
      'Changes',
    ]);
    expect(sheet.actualRowCount).toBe(2);
    const [time, ...rest] = values(2);
    expect((time as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(shownTime);
    expect(rest).toEqual([
      'admin',
      'Harbour Transit',
      cells[3],
      SCRIPT_AGENT,
      'Institution',
      'Edited',
      'Depot',
      'name: Depot → Depot North',
    ]);

    // The export is itself in the log.
    await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await choose(page, 'Module', 'System log');
    await choose(page, 'Action', 'System log · Exported');
    await expect.poll(() => logRows(page).count()).toBe(1);
    await expect.poll(() => logRows(page).first().textContent()).toContain(file.suggestedFilename());
    await context.close();
  });

  it('cancels an export whose window is closed before the file is ready, and downloads nothing', async () => {
    const { page, context } = await signedInPage(product.browser, product.server);
    await page.goto(`${product.url}/sys/log`);
    await logRows(page).first().waitFor();
    const downloaded: string[] = [];
    page.on('download', (d) => downloaded.push(d.suggestedFilename()));
    // A log of some years: 20,000 older entries, so that the export is still writing when closed.
    product.server.sql(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < 20000)
       insert into sys_log (id, office_id, user_id, user_name, at, ip, user_agent, module, action, target, changes)
       select 'older-' || i, office_id, user_id, user_name, at - i * 60000, ip, user_agent, module, action, target, changes
       from n, (select * from sys_log order by at limit 1)`,
    );

    // The whole log: the job's worker starts, counts and writes while the window says so.
    const started = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/a/sys/log/logExport'));
    await page.getByRole('button', { name: 'Export' }).click();
    const { jsonObject: job } = (await (await started).json()) as { jsonObject: { id: string } };
    const modal = page.getByRole('dialog', { name: 'Exporting the log' });
    await modal.getByText('Closing this window cancels the export.').waitFor();
    await expect(modal.locator('[data-export-status]').innerText()).resolves.toMatch(
      /^(Waiting for a free export slot…|Counting the entries…|Writing the file: .+)$/,
    );
    await expect.poll(() => modal.getByRole('button', { name: 'Cancel export' }).isVisible()).toBe(true);

    // Closed mid-way (its cross): the console cancels the export, and the window goes once it has.
    const cancelled = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/a/sys/log/logExportCancel'));
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    expect(((await (await cancelled).json()) as { jsonObject: { state: string } }).jsonObject.state).toBe('cancelled');
    await modal.waitFor({ state: 'hidden' });
    const progress = await apiOk<{ state: string }>(product.url, 'GET', '/a/sys/log/logExportProgress', cookie, {
      id: job.id,
    });
    expect(progress.state).toBe('cancelled');

    // A second export, left to finish, is the only file the browser receives: the first never came.
    await page.getByRole('button', { name: 'Export' }).click();
    await expect
      .poll(() => modal.locator('[data-export-status]').innerText(), { timeout: 60_000 })
      .toMatch(/has been downloaded/);
    expect(downloaded).toEqual([expect.stringMatching(/^system-log-\d{8}-\d{4}\.xlsx$/)]);
    await context.close();
  });
});
