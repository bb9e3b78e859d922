// `npm run pictures`: pictures of the main layout in every theme mode and navigation layout, in
// English, Chinese and German, then of every built page in German (the longest words), to look at
// before a release (nothing here asserts anything; the journeys do). The built product must be
// there (`npm run build`). Pictures go to .tmp/pictures.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE, MENU_CATALOGUE } from '@apm/contract';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { initialiseThroughApi, signInThroughApi } from '../support/flows.js';
import { startServer } from '../support/server.js';
import { newShellContext } from '../support/shell.js';

const MODES = ['dark', 'light', 'night'] as const;
const LAYOUTS = ['side', 'head', 'mix'] as const;
const LANGUAGES = [
  { code: 'US', locale: 'en-US' },
  { code: 'CN', locale: 'zh-CN' },
  { code: 'DE', locale: 'de-DE' },
] as const;
type Language = (typeof LANGUAGES)[number];
/** The layout pictures show this page: a tree, a filter form, a table and the tab bar. */
const LAYOUT_PAGE = '/sys/user';

const out = path.resolve('.tmp/pictures');
fs.mkdirSync(out, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
try {
  await initialiseThroughApi(server.url);
  const session = await signInThroughApi(server.url);

  /** A fresh browser profile, signed in, in `language`, with these display settings saved. */
  const signedIn = async (language: Language, settings: Record<string, unknown>) => {
    const opened = await newShellContext(browser, { locale: language.locale, settings });
    await opened.context.addCookies([
      { name: 'Authorization', value: session, url: server.url },
      { name: LANGUAGE_COOKIE, value: language.code, url: server.url },
    ]);
    return opened;
  };

  for (const language of LANGUAGES) {
    for (const mode of MODES) {
      for (const layout of LAYOUTS) {
        const { context, page } = await signedIn(language, { theme: { mode }, layout });
        await picture(page, LAYOUT_PAGE, `${language.code}-${mode}-${layout}`);
        await context.close();
      }
    }
  }
  const { context, page } = await signedIn(LANGUAGES[2], {});
  // The administrator opens every built page but those that also need a role (auth/demo: manager).
  for (const entry of MENU_CATALOGUE.filter((m) => m.type === 'page' && m.built && !m.roles)) {
    await picture(page, `/${entry.path}`, `DE-page-${entry.name}`);
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}

async function picture(page: Page, pagePath: string, name: string): Promise<void> {
  await page.goto(`${server.url}${pagePath}`);
  await page.locator(`[data-page="${pagePath}"]`).waitFor();
  // Not 'networkidle': the live event stream stays open. Loaded once no spinner or skeleton shows;
  // a page still spinning after 15 s is taken as it is (what a user would see).
  await page
    .waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), null, {
      timeout: 15_000,
    })
    .catch(() => console.log(`${pagePath}: still loading after 15 s`));
  await page.waitForTimeout(800); // the page's entry animation
  const file = path.join(out, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}
