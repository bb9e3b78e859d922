import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { header, newShellContext, sider, sightings, signedInPage, tabTitles, watch } from '../support/shell.js';

const product = useProduct();

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36';

const progressRuns = async (page: Page) => (await sightings(page, 'progress')).shownAt.length;

async function openExceptionPage(page: Page, title: string): Promise<void> {
  const item = sider(page).getByRole('menuitem', { name: title });
  if (!(await item.isVisible())) await sider(page).getByText('Exception pages').click();
  await item.click();
}

describe('navigation', () => {
  it('runs the progress bar on every route change, loading or not, and names the page in the title', async () => {
    const { page, context } = await signedInPage(product.browser, product.server);
    await expect.poll(() => page.title()).toBe('Admin | Home');
    await watch(page, 'progress', '[role="progressbar"]');

    // First visit: the page's code loads, the bar runs until it is there.
    await openExceptionPage(page, '404 Not found');
    await page.waitForURL(/\/exception\/404$/);
    await expect.poll(() => progressRuns(page)).toBe(1);
    await expect.poll(() => page.title()).toBe('Admin | 404 Not found');

    // Pages already loaded show the bar too.
    await sider(page).getByRole('menuitem', { name: 'Home' }).click();
    await page.waitForURL(/\/home$/);
    await expect.poll(() => progressRuns(page)).toBe(2);
    await expect.poll(() => page.title()).toBe('Admin | Home');
    await openExceptionPage(page, '404 Not found');
    await expect.poll(() => progressRuns(page)).toBe(3);
    // And it goes away once the page is shown.
    await expect.poll(() => page.locator('[role="progressbar"]').count()).toBe(0);
    await context.close();
  });

  it('leads from a top-level group of the mixed layout to its first page', async () => {
    const { page, context } = await signedInPage(product.browser, product.server, { settings: { layout: 'mix' } });
    await expect.poll(() => sider(page).count()).toBe(0);
    await header(page).locator('.ant-menu-item').filter({ hasText: 'Exception pages' }).click();
    await page.waitForURL(/\/exception\/403$/);
    // The group's pages are in the side menu, the one on screen selected.
    await expect
      .poll(() => sider(page).getByRole('menuitem').allTextContents())
      .toEqual(['403 Forbidden', '404 Not found', '500 Server error']);
    await expect.poll(() => sider(page).locator('.ant-menu-item-selected').textContent()).toBe('403 Forbidden');
    await sider(page).getByRole('menuitem', { name: '500 Server error' }).click();
    await page.waitForURL(/\/exception\/500$/);
    await header(page).locator('.ant-menu-item').filter({ hasText: 'Home' }).click();
    await page.waitForURL(/\/home$/);
    await expect.poll(() => sider(page).count()).toBe(0);
    await context.close();
  });

  it('warns and goes to /403 for a page the user may not open', async () => {
    // The server leaves a page out of /routes for a user who may not open it.
    product.server.sql("update sys_menu set built = 0 where path = 'exception/500'");
    try {
      const { page, context } = await signedInPage(product.browser, product.server);
      await page.goto(`${product.url}/exception/500`);
      await page.waitForURL(/\/403$/);
      await expect
        .poll(() => page.getByText('You may not access this page; contact the administrator').isVisible())
        .toBe(true);
      await expect.poll(() => page.title()).toBe('Admin | Forbidden');
      // Back home, the refused page left no tab behind.
      await page.getByRole('button', { name: 'Back home' }).click();
      await page.waitForURL(/\/home$/);
      await expect.poll(() => tabTitles(page)).toEqual(['Home']);
      await context.close();
    } finally {
      product.server.sql("update sys_menu set built = 1 where path = 'exception/500'");
    }
  });

  it('offers to try again when a page cannot be loaded', async () => {
    const { page, context } = await signedInPage(product.browser, product.server);
    await context.route(/\/assets\/ExceptionPages-[^/]+\.js$/, (route) => route.abort());
    await openExceptionPage(page, '404 Not found');
    await expect.poll(() => page.getByText('The page could not be loaded').isVisible()).toBe(true);
    // The shell stays: menu and tabs around the message.
    await expect.poll(() => sider(page).count()).toBe(1);
    await context.unroute(/\/assets\/ExceptionPages-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    // Try again reloads the whole console: on a loaded machine that takes longer than a chunk alone.
    await page.locator('[data-page="/exception/404"] .ant-result-404').waitFor({ timeout: 30_000 });
    await context.close();
  });
});

describe('devices', () => {
  it.each([
    ['an iPhone', IPHONE],
    ['an Android phone', ANDROID_PHONE],
  ])('shows %s that only computers are supported', async (_name, userAgent) => {
    const { page, context } = await newShellContext(product.browser, {
      userAgent,
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${product.url}/login`);
    await expect.poll(() => page.getByText('Please use a computer').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    await context.close();
  });

  it.each([
    ['an iPad', IPAD],
    ['an Android tablet', ANDROID_TABLET],
  ])('lets %s sign in', async (_name, userAgent) => {
    const { page, context } = await newShellContext(product.browser, {
      userAgent,
      viewport: { width: 1024, height: 768 },
    });
    await page.goto(`${product.url}/login`);
    await signIn(page);
    await page.waitForURL(/\/home$/);
    await expect.poll(() => page.getByText('Please use a computer').count()).toBe(0);
    await context.close();
  });

  it('moves the menu into a drawer below 768 px', async () => {
    const { page, context } = await signedInPage(product.browser, product.server, {
      viewport: { width: 700, height: 900 },
    });
    await expect.poll(() => sider(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await drawer.getByText('Exception pages').click();
    await drawer.getByRole('menuitem', { name: '404 Not found' }).click();
    await page.waitForURL(/\/exception\/404$/);
    // Choosing a page closes the drawer.
    await expect.poll(() => drawer.isVisible()).toBe(false);
    // Widening the window brings the side menu back.
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect.poll(() => sider(page).count()).toBe(1);
    await context.close();
  });
});
