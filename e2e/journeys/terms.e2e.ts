import { LANGUAGES, MENU_CATALOGUE, type Language } from '@apm/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { avoidedIn, GLOSSARIES } from '../../apps/console/src/i18n/glossary/index.js';
import { apiOk } from '../support/api.js';
import { signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { newShellContext } from '../support/shell.js';

/**
 * Issue 14 item 10, one term per concept: in every language, the pages where institutions,
 * agents and materials are named (the menu beside them) call each by the term of the language's
 * glossary (apps/console/src/i18n/glossary/) and never by one of the words it avoids. The unit
 * test holds every text to it; this journey what the pages show, the server's answers included.
 */
const product = useProduct();
/** The built pages that name the concepts, as the menu catalogue has them. */
const PAGES = ['home', 'materialManage', 'materialCheck', 'userManage', 'officeManage', 'agentOpening', 'sysLog'];
const paths = PAGES.map((name) => {
  const entry = MENU_CATALOGUE.find((m) => m.name === name && m.type === 'page');
  if (!entry?.built) throw new Error(`${name} is not a built page`);
  return `/${entry.path}`;
});
let session: string;

beforeAll(async () => {
  session = await signInThroughApi(product.url);
  const me = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', session);
  // A customer, so that the tree, the log and the agent page have more than the platform to name.
  await apiOk(product.url, 'POST', '/a/api/customer/save', session, { name: 'Nordhafen', parentId: me.officeId });
});

/** Opens `path` as a link of the console does, and waits until it is drawn with its data. */
async function show(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator(`[data-page="${path}"]`).waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'));
}

describe('one term per concept on the pages', () => {
  it.each(LANGUAGES.map((l) => [l] as [Language]))('%s', async (language) => {
    expect(GLOSSARIES[language], `a glossary for ${language}`).toBeDefined();
    const { context, page } = await newShellContext(product.browser);
    await context.addCookies([
      { name: 'lang', value: language, url: product.url },
      { name: 'Authorization', value: session, url: product.url, httpOnly: true },
    ]);
    await page.goto(`${product.url}/home`);
    const found: string[] = [];
    const seen: Record<string, number> = {};
    for (const path of paths) {
      await show(page, path);
      const text = await page.locator('body').innerText();
      found.push(...avoidedIn(language, text).map((f) => `${path}: ${f}`));
      // The journey reads what the pages say: each term is there to be read somewhere.
      for (const [concept, { term }] of Object.entries(GLOSSARIES[language]))
        seen[concept] = (seen[concept] ?? 0) + (text.match(new RegExp(term, 'giu'))?.length ?? 0);
    }
    await context.close();
    expect(found).toEqual([]);
    for (const [concept, n] of Object.entries(seen)) expect(n, `${concept} named on the pages`).toBeGreaterThan(0);
  });
});
