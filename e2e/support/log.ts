import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** An entry of the system log as the page shows it (US English names). */
export interface LogEntry {
  user: string;
  module: string;
  action: string;
  target: string;
  /**
   * The browser (user agent) the details must show, to tell the entry from older ones alike
   * (e.g. a sign-in through the API before the one in the browser).
   */
  userAgent?: string;
}

/**
 * Opens the system log in a signed-in page and checks that it lists `entry` (the newest alike) and
 * that the entry's details show `changes` (field → value after the change); `null` for an entry
 * that records no changed fields (a sign-in), whose details must say so.
 */
export async function expectLogged(page: Page, url: string, entry: LogEntry, changes: Record<string, string> | null) {
  await page.goto(`${url}/sys/log`);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  // Cells: time, user, institution, IP address, module, action, target.
  const index = async () =>
    (
      await rows.evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.innerText.trim())),
      )
    ).findIndex((c) => c[1] === entry.user && c[4] === entry.module && c[5] === entry.action && c[6] === entry.target);
  await expect.poll(index, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
  await rows
    .nth(await index())
    .getByRole('button', { name: 'Details' })
    .click();
  const details = page.getByRole('dialog', { name: 'Log entry' });
  await details.getByText(`${entry.module} · ${entry.action}`, { exact: true }).waitFor();
  if (entry.userAgent !== undefined) {
    const agent = entry.userAgent;
    await expect.poll(() => details.getByText(agent, { exact: true }).isVisible()).toBe(true);
  }
  const changed = details.locator('.ant-table-tbody tr.ant-table-row');
  if (changes === null) {
    await details.getByText('No field changes were recorded for this entry.').waitFor();
    expect(await changed.count()).toBe(0);
    await details.getByRole('button', { name: 'Close' }).click();
    return;
  }
  await expect.poll(() => changed.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const shown = Object.fromEntries(
    (
      await changed.evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.innerText.trim())),
      )
    ).map(([field, , after]) => [field, after]),
  );
  expect(shown).toMatchObject(changes);
  await details.getByRole('button', { name: 'Close' }).click();
}
