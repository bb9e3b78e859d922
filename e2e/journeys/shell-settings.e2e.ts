import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import {
  header,
  newShellContext,
  openSettings,
  settledStyleOf,
  sider,
  signedInPage,
  styleOf,
} from '../support/shell.js';

const product = useProduct();

const DARK_NAV = 'rgb(0, 21, 41)';
const WHITE = 'rgb(255, 255, 255)';
/** antd's container colour under its dark algorithm (#141414). */
const NIGHT = 'rgb(20, 20, 20)';

const pageFrame = (page: Page) => page.locator('[data-page="/home"]');
const pageWidth = (page: Page) => page.locator('[data-page-width]');
const tabBar = (page: Page) => page.locator('[data-shell-content] .ant-tabs');
const swtch = (drawer: Locator, name: string) => drawer.getByRole('switch', { name });
const choose = async (page: Page, drawer: Locator, combobox: string, option: string) => {
  await drawer
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: combobox }) })
    .click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
};

describe('display settings drawer', () => {
  it('starts with the defaults: dark side menu, side layout, fixed width, #1890ff, bounce from the left', async () => {
    const { page, context } = await signedInPage(product.browser, product.server);
    await expect.poll(() => styleOf(sider(page), 'background-color')).toBe(DARK_NAV);
    await expect.poll(() => styleOf(header(page), 'background-color')).toBe(WHITE);
    await expect.poll(() => header(page).locator('.ant-menu').count()).toBe(0);
    await expect.poll(() => styleOf(pageWidth(page), 'max-width')).toBe('1200px');
    await expect.poll(() => styleOf(pageFrame(page), 'animation-name')).toMatch(/bounceIn/);
    await expect.poll(() => styleOf(pageFrame(page), '--from-x')).toBe('-48px');
    const drawer = await openSettings(page);
    // #1890ff, deepened just enough for white text on it to read (5:1, issue 14 item 8): #1370c7.
    await expect
      .poll(() => styleOf(drawer.getByRole('button', { name: 'Save' }), 'background-color'))
      .toBe('rgb(19, 112, 199)');
    await context.close();
  });

  it('changes what is drawn at once for every option; a reload without Save forgets the changes', async () => {
    const { page, context } = await signedInPage(product.browser, product.server);
    const drawer = await openSettings(page);

    // Theme mode light; theme colour: primary buttons take the chosen palette colour.
    await drawer.getByRole('radio', { name: 'Light menu' }).click();
    await expect.poll(() => styleOf(sider(page), 'background-color')).toBe(WHITE);
    await drawer.getByRole('radio', { name: 'Dust red' }).click();
    // #f5222d, deepened just enough for white text on it to read: #da1e28.
    await expect
      .poll(() => styleOf(drawer.getByRole('button', { name: 'Save' }), 'background-color'))
      .toBe('rgb(218, 30, 40)');

    // Night mode: everything dark through antd's dark algorithm.
    await drawer.getByRole('radio', { name: 'Night mode' }).click();
    await expect.poll(() => styleOf(header(page), 'background-color')).toBe(NIGHT);
    await expect.poll(() => styleOf(sider(page), 'background-color')).toBe(NIGHT);
    await expect.poll(() => styleOf(page.locator('[data-layout]'), 'background-color')).toBe('rgb(0, 0, 0)');

    // Navigation layout: the menu moves into the header (head), or splits (mix).
    await drawer.getByRole('radio', { name: 'Top menu' }).click();
    await expect.poll(() => sider(page).count()).toBe(0);
    await expect
      .poll(() => header(page).locator('.ant-menu-horizontal').getByText('Exception pages').isVisible())
      .toBe(true);
    await drawer.getByRole('radio', { name: 'Mixed menu' }).click();
    await expect.poll(() => sider(page).count()).toBe(0); // /home is a top-level page: no side menu under it
    // In the mixed layout a top-level group is a plain item of the header (its pages go to the side).
    await expect
      .poll(() => header(page).locator('.ant-menu-item').filter({ hasText: 'Exception pages' }).count())
      .toBe(1);
    await drawer.getByRole('radio', { name: 'Side menu' }).click();
    await expect.poll(() => sider(page).count()).toBe(1);

    // Content width.
    await drawer.getByText('Fluid', { exact: true }).click();
    await expect.poll(() => styleOf(pageWidth(page), 'max-width')).toBe('none');
    await expect.poll(() => pageWidth(page).evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(1200);

    // Fixed header and fixed side menu.
    await expect.poll(() => styleOf(header(page), 'position')).toBe('sticky');
    await swtch(drawer, 'Fixed header').click();
    await expect.poll(() => styleOf(header(page), 'position')).toBe('relative');
    await expect.poll(() => styleOf(sider(page), 'position')).toBe('sticky');
    await swtch(drawer, 'Fixed side menu').click();
    await expect.poll(() => styleOf(sider(page), 'position')).toBe('relative');

    // Colour-weak mode: the whole page through invert(80%).
    await swtch(drawer, 'Colour-weak mode').click();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('invert(0.8)');

    // Lock the tabs, then turn multiple pages off: the tab bar goes.
    await swtch(drawer, 'Lock the tabs to the top').click();
    await expect.poll(() => styleOf(page.locator('[data-fixed-tabs]'), 'position')).toBe('sticky');
    await swtch(drawer, 'Multiple pages (tabs)').click();
    await expect.poll(() => tabBar(page).count()).toBe(0);

    // Page animation: effect, direction, off.
    await choose(page, drawer, 'Effect', 'Zoom');
    await choose(page, drawer, 'Direction', 'From the right');
    await expect.poll(() => styleOf(pageFrame(page), 'animation-name')).toMatch(/zoomIn/);
    await expect.poll(() => styleOf(pageFrame(page), '--from-x')).toBe('48px');

    // Hide the settings button: it goes; the avatar menu still opens the drawer.
    await swtch(drawer, 'Hide the settings button').click();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('[data-settings-trigger]').count()).toBe(0);

    // Not saved yet: a reload starts from the defaults again.
    await page.reload();
    await pageFrame(page).waitFor();
    await expect.poll(() => styleOf(sider(page), 'background-color')).toBe(DARK_NAV);
    await expect.poll(() => page.locator('[data-settings-trigger]').count()).toBe(1);
    await context.close();
  });

  it('keeps saved settings across a reload, and Reset asks, forgets them and reloads with the defaults', async () => {
    const { page, context } = await signedInPage(product.browser, product.server);
    let drawer = await openSettings(page);
    await drawer.getByRole('radio', { name: 'Night mode' }).click();
    const saveButton = () => drawer.getByRole('button', { name: 'Save' });
    const nightBlue = await settledStyleOf(saveButton(), 'background-color');
    await drawer.getByRole('radio', { name: 'Golden purple' }).click();
    // The dark algorithm shades the colour for a dark page; it is the purple's shade, not the blue's.
    const nightPurple = await settledStyleOf(saveButton(), 'background-color');
    expect(nightPurple).not.toBe(nightBlue);
    await drawer.getByRole('radio', { name: 'Top menu' }).click();
    await drawer.getByText('Fluid', { exact: true }).click();
    await swtch(drawer, 'Fixed header').click();
    await swtch(drawer, 'Colour-weak mode').click();
    await swtch(drawer, 'Multiple pages (tabs)').click();
    await swtch(drawer, 'Disable the animation').click();
    await swtch(drawer, 'Hide the settings button').click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('The display settings are saved').isVisible()).toBe(true);
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('apm.displaySettings')))!);
    expect(saved).toMatchObject({
      lang: 'US',
      theme: { mode: 'night', color: '#722ed1' },
      layout: 'head',
      pageWidth: 'fluid',
      fixedHeader: false,
      weekMode: true,
      multiPage: false,
      hideSetting: true,
      animate: { disabled: true },
    });

    await page.reload();
    await pageFrame(page).waitFor();
    await expect.poll(() => styleOf(header(page), 'background-color')).toBe(NIGHT);
    await expect.poll(() => sider(page).count()).toBe(0);
    await expect.poll(() => header(page).locator('.ant-menu-horizontal').count()).toBe(1);
    await expect.poll(() => styleOf(pageWidth(page), 'max-width')).toBe('none');
    await expect.poll(() => styleOf(header(page), 'position')).toBe('relative');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('invert(0.8)');
    await expect.poll(() => tabBar(page).count()).toBe(0);
    await expect.poll(() => styleOf(pageFrame(page), 'animation-name')).toBe('none');
    await expect.poll(() => page.locator('[data-settings-trigger]').count()).toBe(0);

    // The drawer stays reachable from the avatar menu; Reset asks first.
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByText('Display settings', { exact: true }).click();
    drawer = page.getByRole('dialog', { name: 'Display settings' });
    await expect.poll(() => styleOf(saveButton(), 'background-color')).toBe(nightPurple);
    await drawer.locator('.ant-drawer-footer').getByRole('button', { name: 'Reset' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Reset the display settings?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('apm.displaySettings'))).not.toBeNull();

    await drawer.locator('.ant-drawer-footer').getByRole('button', { name: 'Reset' }).click();
    await Promise.all([page.waitForEvent('load'), confirm.getByRole('button', { name: 'Reset' }).click()]);
    await pageFrame(page).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('apm.displaySettings'))).toBeNull();
    await expect.poll(() => styleOf(sider(page), 'background-color')).toBe(DARK_NAV);
    await expect.poll(() => styleOf(header(page), 'background-color')).toBe(WHITE);
    await expect.poll(() => styleOf(pageWidth(page), 'max-width')).toBe('1200px');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('none');
    await expect.poll(() => tabBar(page).count()).toBe(1);
    await expect.poll(() => page.locator('[data-settings-trigger]').count()).toBe(1);
    await context.close();
  });

  it("says so when the drawer's code cannot be downloaded, and leaves the page as it was", async () => {
    // The drawer's code is not part of the first load: it comes when the page is idle, or on opening.
    const { page, context } = await newShellContext(product.browser);
    await context.route(/\/assets\/SettingsDrawer-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${product.url}/login`);
    await signIn(page);
    await pageFrame(page).waitFor();
    await page.locator('[data-settings-trigger]').click();
    await expect
      .poll(() => page.getByText('The display settings could not be loaded. Reload the page to try again.').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('dialog', { name: 'Display settings' }).count()).toBe(0);
    await expect.poll(() => page.locator('[data-settings-trigger]').count()).toBe(1);
    await expect.poll(() => styleOf(sider(page), 'background-color')).toBe(DARK_NAV);
    await context.close();
  });
});
