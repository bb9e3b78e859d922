// `npm run pictures`: pictures of the main layout in every theme mode and navigation layout, in
// English, Chinese and German, then of every built page in German (the longest words), and of the
// program editor opened on a program of several widget kinds, with a widget chosen, and its preview,
// to look at before a release (nothing here asserts anything; the journeys do). The built product must be
// there (`npm run build`). Pictures go to .tmp/pictures.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE, MENU_CATALOGUE } from '@apm/contract';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { apiOk } from '../support/api.js';
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

/** A program of several widget kinds that need no files nor feeds, over two scenes. */
const EDITOR_PROGRAM = {
  version: 6,
  canvas: { width: 1920, height: 1080 },
  scenes: [
    {
      id: 'welcome',
      name: 'Willkommen',
      durationMs: 20_000,
      background: { color: '#0b1f3a' },
      widgets: [
        {
          id: 'title',
          kind: 'text',
          x: 80,
          y: 60,
          width: 1100,
          height: 140,
          z: 1,
          props: { text: 'Hafenhalle', fontSize: 96, bold: true },
        },
        { id: 'clock', kind: 'clock', x: 1400, y: 60, width: 420, height: 420, z: 2, props: { style: 'analogue' } },
        { id: 'date', kind: 'date', x: 80, y: 240, width: 900, height: 100, z: 3, props: {} },
        {
          id: 'countdown',
          kind: 'countdown',
          x: 80,
          y: 400,
          width: 1100,
          height: 200,
          z: 4,
          // A week ahead, its units in the program's language.
          props: {
            target: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            labels: { days: 'Tage', hours: 'Stunden', minutes: 'Minuten', seconds: 'Sekunden' },
          },
        },
        {
          id: 'code',
          kind: 'qrcode',
          x: 1500,
          y: 640,
          width: 320,
          height: 320,
          z: 5,
          props: { text: 'https://example.org/hafen' },
        },
        { id: 'shape', kind: 'shape', x: 80, y: 700, width: 600, height: 20, z: 6, props: {} },
        {
          id: 'next',
          kind: 'button',
          x: 80,
          y: 860,
          width: 360,
          height: 120,
          z: 7,
          props: { label: 'Weiter', action: { type: 'after' } },
        },
      ],
    },
    { id: 'second', name: 'Zweite Szene', durationMs: 20_000, widgets: [] },
  ],
};

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
  await editorPictures(page, session, 'DE');
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

/** The editor in the whole window, a widget chosen, then its preview. */
async function editorPictures(page: Page, session: string, language: string): Promise<void> {
  const { id } = await apiOk<{ id: string }>(server.url, 'POST', '/a/api/program/save', session, {
    name: 'Hafenhalle',
    document: JSON.stringify(EDITOR_PROGRAM),
  });
  await page.goto(`${server.url}/programEditor?id=${id}`);
  const canvas = page.getByRole('application');
  await canvas.locator('[data-widget-box="title"]').click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(out, `${language}-editor.png`) });
  await canvas.focus();
  await page.keyboard.press('Escape');
  // The preview: the title bar's button with the play sign (its words are German here).
  await page.locator('button:has(.anticon-play-circle)').first().click();
  await page.getByRole('dialog').locator('[data-program]').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(out, `${language}-editor-preview.png`) });
  console.log(path.join(out, `${language}-editor*.png`));
}
