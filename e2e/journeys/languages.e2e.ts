import { createRequire } from 'node:module';
import type { Language } from '@apm/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';

/** Each language with the antd locale its console folder uses. */
const LANGUAGES: [Language, string][] = [
  ['US', 'en_US'],
  ['CN', 'zh_CN'],
  ['HK', 'zh_HK'],
  ['KR', 'ko_KR'],
  ['IT', 'it_IT'],
  ['RU', 'ru_RU'],
  ['FR', 'fr_FR'],
  ['DE', 'de_DE'],
  ['ES', 'es_ES'],
  ['PL', 'pl_PL'],
  ['TR', 'tr_TR'],
];

type Texts = { menu: { home: string; announcementManager: string }; announcement: { start: string } };
const require = createRequire(import.meta.url);
const antdLocale = (name: string) =>
  (require(`antd/lib/locale/${name}`) as { default: { DatePicker: { lang: { now: string; ok: string } } } }).default;

const product = useProduct();
let session: string;
beforeAll(async () => {
  session = await signInThroughApi(product.url);
});

describe('languages', () => {
  it.each(LANGUAGES)('%s: menus, page texts, title and date pickers are in the language', async (lang, antdName) => {
    const { messages } = (await import(`../../apps/console/src/i18n/${lang}/messages.ts`)) as { messages: Texts };
    const picker = antdLocale(antdName).DatePicker.lang;
    const context = await product.browser.newContext({
      locale: 'en-US',
      timezoneId: 'Europe/Berlin',
      viewport: { width: 1440, height: 900 },
    });
    await context.addCookies([
      { name: 'lang', value: lang, url: product.url },
      { name: 'Authorization', value: session, url: product.url, httpOnly: true },
    ]);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${product.url}/sys/sysSetting/announcementManager`);

    // The menu and the page speak the language.
    await expect.poll(() => page.getByRole('menuitem', { name: messages.menu.home }).first().isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText(messages.announcement.start, { exact: true }).first().isVisible())
      .toBe(true);
    await expect.poll(() => page.title()).toBe(`Admin | ${messages.menu.announcementManager}`);

    // antd's own texts: the date picker's footer buttons.
    await page.getByLabel(messages.announcement.start, { exact: true }).click();
    const footer = page.locator('.ant-picker-dropdown:visible .ant-picker-footer');
    await expect.poll(() => footer.getByText(picker.now, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => footer.getByText(picker.ok, { exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});
