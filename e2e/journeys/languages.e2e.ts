import { createRequire } from 'node:module';
import type { Language } from '@apm/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from '../../apps/console/src/i18n/names.js';
import { apiOk } from '../support/api.js';
import { signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { newShellContext } from '../support/shell.js';

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

type Texts = {
  common: { language: string };
  menu: { home: string; sysManage: string; announcementManager: string };
  announcement: { start: string };
  home: { account: string };
  user: { roleNames: Record<string, string> };
};
/** The namespaces the journey reads, from the console's own files (`<LANG>/<namespace>.ts`). */
const texts = async (lang: Language): Promise<Texts> => {
  const part = async <N extends keyof Texts>(ns: N) =>
    ((await import(`../../apps/console/src/i18n/${lang}/${ns}.ts`)) as Record<N, Texts[N]>)[ns];
  return {
    common: await part('common'),
    menu: await part('menu'),
    announcement: await part('announcement'),
    home: await part('home'),
    user: await part('user'),
  };
};
/** A menu entry by its label, which its icon's name may precede. */
const menuEntry = (page: Page, label: string) =>
  page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
const require = createRequire(import.meta.url);
const antdLocale = (name: string) =>
  (require(`antd/lib/locale/${name}`) as { default: { DatePicker: { lang: { now: string; ok: string } } } }).default;

const product = useProduct();
let session: string;
/** A user holding every built-in role but the administrator's, whose names differ across languages. */
const STAFF = { loginName: 'sam', password: 'Harbour2026', roles: ['operator', 'reviewer', 'manager'] };
beforeAll(async () => {
  session = await signInThroughApi(product.url);
  const me = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', session);
  await apiOk(product.url, 'POST', '/a/api/user/save', session, {
    officeId: me.officeId,
    loginName: STAFF.loginName,
    name: 'Sam Staff',
    password: STAFF.password,
    roleIds: STAFF.roles.join(','),
  });
});

describe('languages', () => {
  it.each(LANGUAGES)('%s: menus, page texts, title and date pickers are in the language', async (lang, antdName) => {
    const messages = await texts(lang);
    const picker = antdLocale(antdName).DatePicker.lang;
    // The console starts in another language (English, or Chinese to switch to English) and the
    // user picks this one in the header's language switcher.
    const from: Language = lang === 'US' ? 'CN' : 'US';
    const fromMessages = await texts(from);
    const { context, page } = await newShellContext(product.browser, {
      locale: 'en-US',
      viewport: { width: 1440, height: 900 },
    });
    await context.addCookies([
      { name: 'lang', value: from, url: product.url },
      { name: 'Authorization', value: session, url: product.url, httpOnly: true },
    ]);
    // Home's texts are not in the first load: they come with the page, in the language in use.
    await page.goto(`${product.url}/home`);
    await expect.poll(() => page.getByText(fromMessages.home.account, { exact: true }).isVisible()).toBe(true);
    await menuEntry(page, fromMessages.menu.sysManage).click();
    await menuEntry(page, fromMessages.menu.announcementManager).click();
    await expect.poll(() => page.title()).toBe(`Admin | ${fromMessages.menu.announcementManager}`);
    await page.getByRole('button', { name: `${fromMessages.common.language}: ${LANGUAGE_NAMES[from]}` }).click();
    await page.getByRole('menuitem', { name: LANGUAGE_NAMES[lang], exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: `${messages.common.language}: ${LANGUAGE_NAMES[lang]}` }).count())
      .toBe(1);
    // The choice is kept in the language cookie.
    await expect
      .poll(async () => (await context.cookies(product.url)).find((c) => c.name === 'lang')?.value)
      .toBe(lang);

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
    await page.keyboard.press('Escape');

    // Home, kept in its tab, speaks the language too: the switch loaded its texts in it.
    await page.getByRole('menuitem', { name: messages.menu.home }).first().click();
    await expect.poll(() => page.getByText(messages.home.account, { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('names the roles on home in each language, never in English or by their keys', async () => {
    const staff = await signInThroughApi(product.url, STAFF.loginName, STAFF.password);
    const { context, page } = await newShellContext(product.browser, { viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'Authorization', value: staff, url: product.url, httpOnly: true }]);
    const english = (await texts('US')).user.roleNames;
    for (const [lang] of LANGUAGES) {
      const messages = await texts(lang);
      const names = STAFF.roles.map((code) => messages.user.roleNames[code]!).sort();
      await context.addCookies([{ name: 'lang', value: lang, url: product.url }]);
      await page.goto(`${product.url}/home`);
      await expect.poll(() => page.getByText(messages.home.account, { exact: true }).isVisible()).toBe(true);
      // The greeting's tags and the account card's list, as the language names the roles.
      const tags = page.locator('[data-page="/home"] .ant-card').first().locator('.ant-tag');
      await expect.poll(async () => (await tags.allInnerTexts()).sort(), { message: lang }).toEqual(names);
      const shown = await page.locator('[data-page="/home"]').innerText();
      expect(shown, lang).not.toContain('roleNames');
      // So the check tells a translation from English: every language but English names them otherwise.
      if (lang !== 'US') expect(names, lang).not.toEqual(STAFF.roles.map((code) => english[code]!).sort());
    }
    await context.close();
  });
});
