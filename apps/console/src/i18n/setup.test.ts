import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from './texts';
import { DE, FR, US } from './allTexts';
import { activeLanguage, ensureTexts, setupI18n, switchLanguage } from './setup';

const page = { cookie: '', documentElement: { lang: '' } };

beforeAll(async () => {
  vi.stubGlobal('document', page);
  vi.stubGlobal('navigator', { languages: ['en-US'], language: 'en-US' });
  await setupI18n(undefined);
});

describe('texts by namespace', () => {
  it("starts with the language's shell texts and no page's", () => {
    expect(activeLanguage().language).toBe('US');
    expect(i18n.t('common.retry')).toBe(US.common.retry);
    expect(i18n.t('menu.userManage')).toBe(US.menu.userManage);
    expect(i18n.exists('user.deleteTitle')).toBe(false);
    expect(i18n.exists('log.columns.office')).toBe(false);
  });

  it("loads a page's namespaces, keeping their keys", async () => {
    await ensureTexts(['user', 'office']);
    expect(i18n.t('user.deleteTitle')).toBe(US.user.deleteTitle);
    expect(i18n.t('office.type')).toBe(US.office.type);
    expect(i18n.t('common.retry')).toBe(US.common.retry);
  });

  it('switches only once every namespace loaded so far is there in the new language', async () => {
    const switching = switchLanguage('DE');
    expect(i18n.language).toBe('US');
    await switching;
    expect(i18n.language).toBe('DE');
    expect(activeLanguage().language).toBe('DE');
    expect(i18n.t('user.deleteTitle')).toBe(DE.user.deleteTitle);
    expect(i18n.t('office.type')).toBe(DE.office.type);
    expect(i18n.t('common.retry')).toBe(DE.common.retry);
    expect(i18n.exists('log.columns.office')).toBe(false);
    expect(page.cookie).toMatch(/^lang=DE;/);
    expect(page.documentElement.lang).toBe('de');
  });

  it('gives a page opened during a switch its texts in both languages', async () => {
    const switching = switchLanguage('FR');
    await ensureTexts(['log']);
    // The page may render before the switch ends: its texts are there in the language on screen.
    expect(i18n.lookup('log.columns.office', 'DE')).toBe(DE.log.columns.office);
    await switching;
    expect(i18n.t('log.columns.office')).toBe(FR.log.columns.office);
  });

  it('takes the last choice when switches overlap', async () => {
    await Promise.all([switchLanguage('IT'), switchLanguage('US')]);
    expect(activeLanguage().language).toBe('US');
    expect(i18n.language).toBe('US');
    expect(i18n.t('log.columns.office')).toBe(US.log.columns.office);
  });

  it('refuses a namespace no language folder has, and stays usable', async () => {
    await expect(ensureTexts(['nope' as 'user'])).rejects.toThrow(/nope/);
    await ensureTexts(['home']);
    expect(i18n.t('home.account')).toBe(US.home.account);
    await switchLanguage('DE');
    expect(i18n.t('home.account')).toBe(DE.home.account);
  });
});
