import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { header, newShellContext } from '../support/shell.js';

/** A small SVG as a data address, so the logo loads without any network. */
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="#13c2c2"/></svg>',
).toString('base64')}`;
const JUMP = 'http://v4.harbour.example/sso?from=console';

/** The brand of 127.0.0.1; any other host name (localhost) gets the built-in one. */
const HARBOUR = {
  title: 'Harbour Screens',
  logo: LOGO,
  icon: 'https://cdn.harbour.example/favicon.png',
  copyright: '© Harbour Transit Authority',
  footerLinks: [{ title: 'Service status', href: 'https://status.harbour.example' }],
  languages: ['CN', 'US'],
  defaultLanguage: 'CN',
  manualUrl: 'https://manual.harbour.example',
  jumpUrl: JUMP,
};

/** The brands file the server reads (BRANDS_FILE in its environment). */
const brandsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-brands-'));
const brandsFile = path.join(brandsDir, 'brands.json');
fs.writeFileSync(brandsFile, JSON.stringify({ '127.0.0.1': HARBOUR }));
const product = useProduct({ env: { BRANDS_FILE: brandsFile } });
afterAll(() => {
  fs.rmSync(brandsDir, { recursive: true, force: true });
});

describe('branding', () => {
  it("shows the host's brand on the sign-in page and starts in its default language", async () => {
    // An English browser without a language cookie: the brand's default (Chinese) wins.
    const { page, context } = await newShellContext(product.browser, { locale: 'en-US' });
    await page.goto(`${product.url}/login`);
    await expect.poll(() => page.getByRole('button', { name: '登录' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('main').getByText('Harbour Screens').isVisible()).toBe(true);
    await expect.poll(() => page.locator('main img').getAttribute('src')).toBe(LOGO);
    await expect.poll(() => page.getByText('© Harbour Transit Authority').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Service status' }).getAttribute('href'))
      .toBe('https://status.harbour.example');
    await expect
      .poll(() => page.getByRole('link', { name: '用户手册' }).getAttribute('href'))
      .toBe('https://manual.harbour.example');
    await expect.poll(() => page.locator('link[rel~="icon"]').getAttribute('href')).toBe(HARBOUR.icon);
    // The page title stays 'Admin | <page>'.
    await expect.poll(() => page.title()).toBe('Admin | 登录');

    // Only the brand's languages are offered.
    await page.getByRole('button', { name: /^语言/ }).click();
    const offered = page.locator('.ant-dropdown:visible .ant-dropdown-menu-item');
    await expect.poll(() => offered.allTextContents()).toEqual(['简体中文', 'English']);
    await context.close();
  });

  it('keeps an allowed language cookie and replaces one the brand does not offer by its first language', async () => {
    const { page, context } = await newShellContext(product.browser, { locale: 'zh-CN' });
    await context.addCookies([{ name: 'lang', value: 'US', url: product.url }]);
    await page.goto(`${product.url}/login`);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);

    await context.addCookies([{ name: 'lang', value: 'FR', url: product.url }]);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: '登录' }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows the brand in the side menu and footer, and opens version 4.0 signed in through a one-time token', async () => {
    const { page, context } = await newShellContext(product.browser);
    // The "4.0" product is elsewhere; its address answers here so the new tab has something to show.
    await context.route(/^http:\/\/v4\.harbour\.example\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Version 4.0</title>' }),
    );
    await page.goto(`${product.url}/login`);
    await page.getByLabel('用户名').fill(ADMIN.loginName);
    await page.getByLabel('密码').fill(ADMIN.password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/home$/);
    // The side layout has the logo and name at the top of the side menu.
    await expect.poll(() => page.locator('[data-shell-sider]').getByText('Harbour Screens').isVisible()).toBe(true);
    await expect.poll(() => page.locator('[data-shell-sider] img').getAttribute('src')).toBe(LOGO);
    await expect
      .poll(() => page.locator('[data-shell-footer]').textContent())
      .toMatch(/Service status.*© Harbour Transit Authority · V\d+\.\d+\.\d+/);

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      header(page).getByRole('button', { name: '4.0 版' }).click(),
    ]);
    await popup.waitForURL(/^http:\/\/v4\.harbour\.example\//);
    const address = new URL(popup.url());
    expect(`${address.origin}${address.pathname}`).toBe('http://v4.harbour.example/sso');
    expect(address.searchParams.get('from')).toBe('console');
    const token = address.searchParams.get('token');
    expect(token).toBeTruthy();
    // The token signs the same user in, once.
    const signIn = await fetch(`${product.url}/apm-web/mini/tokenVerifyLogin?token=${encodeURIComponent(token!)}`);
    expect(await signIn.json()).toMatchObject({ code: 0, jsonObject: { loginName: ADMIN.loginName } });
    await context.close();
  });

  it('gives another host name the built-in brand: all translated languages, no 4.0 link', async () => {
    const { page, context } = await newShellContext(product.browser, { locale: 'en-US' });
    await page.goto(`http://localhost:${product.server.port}/login`);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('main').getByText('APM', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('link[rel~="icon"]').getAttribute('href')).toBe('/favicon.svg');
    await expect.poll(() => page.getByText('Version 4.0').count()).toBe(0);
    await page.getByRole('button', { name: /^Language/ }).click();
    const offered = page.locator('.ant-dropdown:visible .ant-dropdown-menu-item');
    await expect
      .poll(() => offered.allTextContents())
      .toEqual([
        'English',
        '简体中文',
        '繁體中文',
        '한국어',
        'Italiano',
        'Русский',
        'Français',
        'Deutsch',
        'Español',
        'Polski',
        'Türkçe',
      ]);
    await context.close();
  });
});
