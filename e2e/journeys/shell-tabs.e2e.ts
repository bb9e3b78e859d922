import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { initialiseThroughApi } from '../support/flows.js';
import { startServer, type RunningServer } from '../support/server.js';
import { sider, sightings, signedInPage, styleOf, tabTitles, watch } from '../support/shell.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await initialiseThroughApi(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const HOME = 'Home';
const E403 = '403 Forbidden';
const E404 = '404 Not found';
const E500 = '500 Server error';

const tab = (page: Page, path: string) => page.locator(`[data-tab="${path}"]`);
const frame = (page: Page, path: string) => page.locator(`[data-page="${path}"]`);

/** Opens a page through the side menu, as a user would (no reload). */
async function openFromMenu(page: Page, title: string): Promise<void> {
  const item = sider(page).getByRole('menuitem', { name: title });
  if (!(await item.isVisible())) await sider(page).getByText('Exception pages').click();
  await item.click();
  // The page is open once its tab is there.
  await expect.poll(() => tabTitles(page)).toContain(title);
}

async function contextMenu(page: Page, path: string, action: string): Promise<void> {
  await tab(page, path).click({ button: 'right' });
  await page.locator('.ant-dropdown:visible').getByText(action, { exact: true }).click();
  // The menu closes after a choice; the next right click opens a menu of its own.
  await expect.poll(() => page.locator('.ant-dropdown:visible').count()).toBe(0);
}

/** Marks the DOM of a page, to tell a kept-alive page (mark still there) from a remounted one. */
const mark = (page: Page, path: string) =>
  frame(page, path).evaluate((el) => ((el.firstElementChild as HTMLElement).dataset.mark = 'kept'));
const marked = (page: Page, path: string) =>
  frame(page, path).evaluate((el) => (el.firstElementChild as HTMLElement | null)?.dataset.mark === 'kept');

describe('multi-tab page view', () => {
  it('keeps a tab per page, keeps pages alive, closes left, right and others from the context menu, and refuses to close the last tab', async () => {
    const { page, context } = await signedInPage(browser, server);
    await openFromMenu(page, E403);
    await openFromMenu(page, E404);
    await openFromMenu(page, E500);
    await page.waitForURL(/\/exception\/500$/);
    await expect.poll(() => tabTitles(page)).toEqual([HOME, E403, E404, E500]);

    // Switching tabs keeps each page mounted (hidden while away): its state lives on.
    await tab(page, '/home').click();
    await page.waitForURL(/\/home$/);
    await mark(page, '/home');
    await tab(page, '/exception/404').click();
    await page.waitForURL(/\/exception\/404$/);
    expect(await styleOf(frame(page, '/home'), 'display')).toBe('none');
    await tab(page, '/home').click();
    await page.waitForURL(/\/home$/);
    expect(await marked(page, '/home')).toBe(true);
    expect(await page.title()).toBe('Admin | Home');

    // Close tabs to the right of 404 (500 goes), then to the left of 403 (home goes).
    await contextMenu(page, '/exception/404', 'Close tabs to the right');
    await expect.poll(() => tabTitles(page)).toEqual([HOME, E403, E404]);
    expect(await frame(page, '/exception/500').count()).toBe(0);
    await contextMenu(page, '/exception/403', 'Close tabs to the left');
    // The page on screen (home) was among them: its neighbour takes over.
    await page.waitForURL(/\/exception\/403$/);
    await expect.poll(() => tabTitles(page)).toEqual([E403, E404]);

    // Close the others around 404.
    await openFromMenu(page, E500);
    await page.waitForURL(/\/exception\/500$/);
    await contextMenu(page, '/exception/404', 'Close other tabs');
    await page.waitForURL(/\/exception\/404$/);
    await expect.poll(() => tabTitles(page)).toEqual([E404]);

    // The last tab cannot be closed.
    await tab(page, '/exception/404').locator('xpath=ancestor::div[@role="tab"]/following-sibling::button').click();
    await expect.poll(() => page.getByText('This is the last page; it cannot be closed').isVisible()).toBe(true);
    await expect.poll(() => tabTitles(page)).toEqual([E404]);

    // Closing the tab on screen shows its neighbour.
    await openFromMenu(page, HOME);
    await page.waitForURL(/\/home$/);
    await page.getByRole('tab', { name: HOME }).locator('xpath=following-sibling::button').click();
    await page.waitForURL(/\/exception\/404$/);
    await expect.poll(() => tabTitles(page)).toEqual([E404]);
    await context.close();
  });

  it('refreshes the page on screen (spinner, then a fresh page) and one in the background', async () => {
    const { page, context } = await signedInPage(browser, server);
    await openFromMenu(page, E403);
    await page.waitForURL(/\/exception\/403$/);
    await mark(page, '/exception/403');

    // The page on screen: it leaves for a 200 ms spinner (spec 4; the timer starts a render before the
    // spinner shows), then mounts afresh.
    await watch(page, 'pageSpinner', '[data-shell-content] .ant-spin');
    await contextMenu(page, '/exception/403', 'Refresh');
    await expect.poll(async () => (await sightings(page, 'pageSpinner')).hiddenAt.length).toBe(1);
    const spinner = await sightings(page, 'pageSpinner');
    expect(spinner.shownAt).toHaveLength(1);
    expect(spinner.hiddenAt[0]! - spinner.shownAt[0]!).toBeGreaterThanOrEqual(150);
    expect(spinner.hiddenAt[0]! - spinner.shownAt[0]!).toBeLessThan(450);
    await frame(page, '/exception/403').waitFor();
    expect(await marked(page, '/exception/403')).toBe(false);

    // A page in the background: dropped at once (its tab spins a while), fresh when shown again.
    await tab(page, '/home').click();
    await page.waitForURL(/\/home$/);
    await mark(page, '/home');
    await watch(page, 'tabSpinner', '[data-tab="/exception/403"] .anticon-spin');
    await contextMenu(page, '/exception/403', 'Refresh');
    expect(await frame(page, '/exception/403').count()).toBe(0);
    // Its tab spins 500 ms (spec 4; the timer starts a render before the spinner shows), then shows no
    // refresh button (it is not on screen).
    await expect.poll(async () => (await sightings(page, 'tabSpinner')).hiddenAt.length).toBe(1);
    const tabSpinner = await sightings(page, 'tabSpinner');
    expect(tabSpinner.hiddenAt[0]! - tabSpinner.shownAt[0]!).toBeGreaterThanOrEqual(430);
    expect(tabSpinner.hiddenAt[0]! - tabSpinner.shownAt[0]!).toBeLessThan(900);
    expect(await tab(page, '/exception/403').locator('.anticon-reload').count()).toBe(0);
    expect(await marked(page, '/home')).toBe(true);
    await tab(page, '/exception/403').click();
    await frame(page, '/exception/403').waitFor();
    expect(await marked(page, '/exception/403')).toBe(false);

    // The refresh button on the tab on screen does the same.
    await mark(page, '/exception/403');
    await tab(page, '/exception/403').getByRole('button', { name: 'Refresh this page' }).click();
    await expect.poll(() => marked(page, '/exception/403').catch(() => false)).toBe(false);
    await frame(page, '/exception/403').waitFor();
    await context.close();
  });

  it('locks the tab bar under the header and restores the tabs after a reload', async () => {
    const { page, context } = await signedInPage(browser, server, { viewport: { width: 1600, height: 500 } });
    await openFromMenu(page, E404);
    await openFromMenu(page, E500);
    await page.waitForURL(/\/exception\/500$/);
    await expect.poll(() => tabTitles(page)).toEqual([HOME, E404, E500]);

    const bar = page.locator('[data-shell-content] .ant-tabs').locator('xpath=..');
    expect(await styleOf(bar, 'position')).toBe('static');
    await page.getByRole('button', { name: 'Lock the tabs to the top' }).click();
    expect(await styleOf(bar, 'position')).toBe('sticky');
    expect(await styleOf(bar, 'top')).toBe('64px');
    // Scrolled down, the bar stays right under the header.
    await page.mouse.wheel(0, 600);
    await expect
      .poll(() => page.locator('[data-shell-content] .ant-tabs').evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(80);
    await page.getByRole('button', { name: 'Unlock the tabs from the top' }).click();
    expect(await styleOf(bar, 'position')).toBe('static');

    await page.reload();
    await frame(page, '/exception/500').waitFor();
    await expect.poll(() => tabTitles(page)).toEqual([HOME, E404, E500]);
    // The restored tabs lead to their pages.
    await tab(page, '/exception/404').click();
    await page.waitForURL(/\/exception\/404$/);
    await frame(page, '/exception/404').waitFor();
    expect(await page.title()).toBe('Admin | 404 Not found');
    await context.close();
  });

  it('names the tabs in the chosen language', async () => {
    const { page, context } = await signedInPage(browser, server);
    await openFromMenu(page, E404);
    await page.waitForURL(/\/exception\/404$/);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByText('简体中文').click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '404 页面不存在']);
    await expect.poll(() => page.title()).toBe('Admin | 404 页面不存在');
    await context.close();
  });
});
