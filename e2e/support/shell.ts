import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PROFILE, WAIT_MS } from './browser.js';
import { ADMIN, signIn } from './flows.js';
import type { RunningServer } from './server.js';

export interface ShellPageOptions {
  /** Browser language (the console's start language follows the brand first, spec 4). */
  locale?: string;
  viewport?: { width: number; height: number };
  /** Display settings put in local storage before the console starts, as a saved drawer would. */
  settings?: Record<string, unknown>;
  userAgent?: string;
}

/** A fresh browser profile, wide enough for the fixed content width to show. */
export async function newShellContext(browser: Browser, options: ShellPageOptions = {}) {
  const context = await browser.newContext({
    ...PROFILE,
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1600, height: 900 },
    userAgent: options.userAgent,
  });
  if (options.settings) {
    await context.addInitScript((saved) => {
      if (!localStorage.getItem('apm.displaySettings'))
        localStorage.setItem('apm.displaySettings', JSON.stringify(saved));
    }, options.settings);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  return { context, page };
}

/**
 * A fresh browser profile signed in through the sign-in page as `loginName`, at `origin` (the
 * server's own address, or a customer's host name the browser resolves to this machine), on /home.
 */
export async function signedInAs(
  browser: Browser,
  origin: string,
  loginName: string,
  password: string,
  options: ShellPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newShellContext(browser, options);
  await page.goto(`${origin}/login`);
  await signIn(page, loginName, password);
  await page.waitForURL(/\/home$/);
  await page.locator('[data-page="/home"]').waitFor();
  return { context, page };
}

/** A signed-in administrator (ADMIN) on /home, the home page drawn. */
export function signedInPage(
  browser: Browser,
  server: RunningServer,
  options: ShellPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  return signedInAs(browser, server.url, ADMIN.loginName, ADMIN.password, options);
}

/** A computed style of the first element a locator finds. */
export function styleOf(locator: Locator, property: string): Promise<string> {
  return locator.first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
}

/** The titles of the open tabs, in order. */
export function tabTitles(page: Page): Promise<string[]> {
  return page.locator('[data-tab]').evaluateAll((els) => els.map((e) => e.textContent?.trim() ?? ''));
}

/** Opens the display settings drawer through its button at the window's edge. */
export async function openSettings(page: Page): Promise<Locator> {
  await page.locator('[data-settings-trigger]').click();
  const drawer = page.getByRole('dialog', { name: 'Display settings' });
  await drawer.waitFor();
  return drawer;
}

export const header = (page: Page) => page.locator('[data-shell-header]');
export const sider = (page: Page) => page.locator('[data-shell-sider]');

/** A computed style once it has stopped changing (antd animates colours over 0.2 s). */
export async function settledStyleOf(locator: Locator, property: string): Promise<string> {
  let last = await styleOf(locator, property);
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const now = await styleOf(locator, property);
    if (now === last) return now;
    last = now;
  }
  throw new Error(`${property} did not settle (last ${last})`);
}

interface Sightings {
  /** performance.now() of each moment a new match appeared, and of each moment the last one went. */
  shownAt: number[];
  hiddenAt: number[];
}
type Watched = Window & { __watched?: Record<string, Sightings> };

/**
 * Starts recording, in the page, when elements matching `selector` appear and go, so that
 * short-lived things (a 200 ms spinner, the progress bar) are caught; read them with `sightings`.
 * An element that replaces another in the same change counts as a new sighting.
 */
export async function watch(page: Page, name: string, selector: string): Promise<void> {
  await page.evaluate(
    ([name, selector]) => {
      const w = window as Watched;
      const record: Sightings = { shownAt: [], hiddenAt: [] };
      (w.__watched ??= {})[name] = record;
      let seen = new Set(Array.from(document.querySelectorAll(selector)));
      new MutationObserver(() => {
        const now = new Set(Array.from(document.querySelectorAll(selector)));
        if ([...now].some((el) => !seen.has(el))) record.shownAt.push(performance.now());
        if (now.size === 0 && seen.size > 0) record.hiddenAt.push(performance.now());
        seen = now;
      }).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    },
    [name, selector] as const,
  );
}

export function sightings(page: Page, name: string): Promise<Sightings> {
  return page.evaluate((n) => (window as Watched).__watched![n]!, name);
}

/**
 * Clicks `target` until `taken` says the click had its effect: once, and once more if nothing
 * happened within 5 s. On a loaded 2-core machine a click into a part of the page that was
 * being redrawn (a menu group opening, a dialog appearing) has been seen to go nowhere, about
 * once in seventy journeys, without a cause found; a user would click again, and so does this,
 * saying so on stderr so that it stays visible. What the journey checks afterwards is unchanged.
 */
export async function clickUntil(target: Locator, taken: () => Promise<boolean>, what: string): Promise<void> {
  await target.click();
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (await taken()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.error(`the click on ${what} was not taken within 5 s; clicking again`);
  if (await target.isVisible()) await target.click();
}
