import type { BrowserContext, Page } from 'playwright-core';
import { apiOk } from './api.js';
import type { Product } from './product.js';
import { WAIT_MS } from './browser.js';

/** A browser player in its own context, paired in the console's office under `name`. */
export interface PairedPlayer {
  context: BrowserContext;
  page: Page;
  terminalId: string;
}

/**
 * Opens the player at /player/ in a new context of the journey's browser, reads the pairing code
 * it shows, authorises it through the API and waits for its idle screen with the terminal's name.
 */
export async function pairedPlayer(
  product: Product,
  cookie: string,
  officeId: string,
  name: string,
  options: { timezoneId?: string } = {},
): Promise<PairedPlayer> {
  const context = await product.browser.newContext({ viewport: { width: 1280, height: 720 }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  await page.goto(`${product.url}/player/`);
  // Waits as locators do (this may run in a hook, where expect.poll may not).
  const code = page.locator('[data-pairing-code]:not([data-pairing-code=""])');
  const pairingCode = (await code.getAttribute('data-pairing-code'))!;
  const { id } = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/terminal/authorise', cookie, {
    pairingCode,
    officeId,
    name,
  });
  await page.locator('[data-screen="idle"]', { hasText: name }).waitFor({ timeout: 30_000 });
  return { context, page, terminalId: id };
}

/** A program of one long scene showing a line of text; answers its id. */
export async function textProgram(product: Product, cookie: string, name: string, text: string): Promise<string> {
  const document = {
    version: 1,
    canvas: { width: 1920, height: 1080 },
    scenes: [
      {
        id: 'main',
        durationMs: 600_000,
        widgets: [
          { id: 'title', kind: 'text', x: 0, y: 400, width: 1920, height: 200, z: 1, props: { text, fontSize: 96 } },
        ],
      },
    ],
  };
  return (
    await apiOk<{ id: string }>(product.url, 'POST', '/a/api/program/save', cookie, {
      name,
      document: JSON.stringify(document),
    })
  ).id;
}

/**
 * When (this machine's clock, in the page) `selector` first matches an element, polling every
 * 20 ms; or when it first stops matching, with `gone`.
 */
export function whenSeen(page: Page, selector: string, gone = false): Promise<number> {
  return page.evaluate(
    ([sel, away]) =>
      new Promise<number>((resolve) => {
        const look = () =>
          (document.querySelector(sel) === null) === away ? resolve(Date.now()) : setTimeout(look, 20);
        look();
      }),
    [selector, gone] as const,
  );
}
