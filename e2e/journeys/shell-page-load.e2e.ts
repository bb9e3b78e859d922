import type { Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { newShellContext } from '../support/shell.js';
import { sider, tabTitles } from '../support/shell.js';

type Texts = {
  menu: { exception: string; exception404: string; home: string };
  shell: { pageLoadFailedTitle: string; pageLoadTimeout: string };
  common: { retry: string };
};

const product = useProduct();
let session: string;
beforeAll(async () => {
  session = await signInThroughApi(product.url);
});

/** The chunk of the exception pages (403, 404, 500). */
const EXCEPTION_CHUNK = /\/assets\/ExceptionPages-[\w-]+\.js$/;

describe('page code that does not arrive', () => {
  it('gives up after 120 s with a translated message, and Try again loads the page once the network is back', async () => {
    // In German, so that the message is seen translated.
    const lang = 'DE';
    const de = Object.fromEntries(
      await Promise.all(
        ['menu', 'shell', 'common'].map(async (ns) => [
          ns,
          (await import(`../../apps/console/src/i18n/${lang}/${ns}.ts`))[ns],
        ]),
      ),
    ) as Texts;
    const { context, page } = await newShellContext(product.browser, {
      locale: 'de-DE',
      viewport: { width: 1600, height: 900 },
    });
    await context.addCookies([
      { name: 'lang', value: 'DE', url: product.url },
      { name: 'Authorization', value: session, url: product.url, httpOnly: true },
    ]);
    // The page's clock, so that two minutes pass at once; it runs on by itself otherwise.
    await page.clock.install();
    await page.goto(`${product.url}/home`);
    await page.locator('[data-page="/home"]').waitFor();

    // The 404 page's code is requested and never answered.
    const held: Route[] = [];
    await page.route(EXCEPTION_CHUNK, (route) => void held.push(route));
    await sider(page).getByText(de.menu.exception, { exact: true }).click();
    await sider(page).getByRole('menuitem', { name: de.menu.exception404 }).click();
    await expect.poll(() => held.length).toBe(1);
    const failure = page.getByText(de.shell.pageLoadTimeout);

    // Still waiting just before the two minutes are up: the progress bar runs, home stays.
    await page.clock.fastForward(119_000);
    await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => failure.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/home');

    // At 120 s the page gives up: the message takes the page's place; the shell and its tabs stay.
    await page.clock.fastForward(1_000);
    await expect.poll(() => failure.isVisible()).toBe(true);
    await expect.poll(() => page.getByText(de.shell.pageLoadFailedTitle).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/exception/404');
    await expect.poll(() => tabTitles(page)).toEqual([de.menu.home, de.menu.exception404]);
    await expect.poll(() => sider(page).isVisible()).toBe(true);

    // The network is back: Try again loads the page.
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(EXCEPTION_CHUNK);
    await page.getByRole('button', { name: de.common.retry }).click();
    await page.locator('[data-page="/exception/404"]').getByText('404', { exact: true }).waitFor();
    await expect.poll(() => failure.count()).toBe(0);
    await expect.poll(() => page.title()).toBe(`Admin | ${de.menu.exception404}`);
    await context.close();
  });
});
