import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export interface LaunchOptions {
  /** Host names the browser resolves to 127.0.0.1 (a customer's own host name, without DNS). */
  loopbackHosts?: string[];
}

/** Debian's Chromium, headless, without the background traffic a closed network refuses. */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const hosts = options.loopbackHosts ?? [];
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(hosts.length ? [`--host-resolver-rules=${hosts.map((h) => `MAP ${h} 127.0.0.1`).join(', ')}`] : []),
    ],
  });
}

/**
 * How long a page's action or wait may take before the journey fails: a click, a page loading, an
 * element appearing. CI runs two journeys and the PostgreSQL suite at once on two cores, where
 * 15 s has been seen to fall short for a sign-in or a file chooser; what is asserted is the same.
 */
export const WAIT_MS = 30_000;

/**
 * What every journey's browser profile shares: Berlin time, and the system setting "reduce
 * motion", so that menus, dropdowns and dialogs appear without antd's animations (the console
 * honours the setting). A click computed while a dropdown was still sliding in has been seen to
 * land where the item was not yet, and go nowhere.
 */
export const PROFILE = { timezoneId: 'Europe/Berlin', reducedMotion: 'reduce' } as const;

/** A fresh browser profile in US English (the console's language follows the browser). */
export async function newPage(browser: Browser, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PROFILE, locale });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  return { context, page };
}
