import { MENU_CATALOGUE, type MenuEntry } from '@apm/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { axeFindings, describeFindings, type Finding } from '../support/axe.js';
import { initialiseThroughApi, signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { newShellContext, tabTitles } from '../support/shell.js';

/**
 * Issue 14 item 8: axe-core finds no critical or serious WCAG 2.1 A/AA violation (contrast
 * included) on any built page, signed out and signed in, in the light, dark and night modes;
 * new built pages of the menu catalogue are held to it as they come. And the console is usable
 * by keyboard alone: menus, tabs, dialogs and tables.
 */
/** A customer's own host name, where its brand opens registration (registration.e2e.ts). */
const HOST = 'screens.acme.example';
const product = useProduct({ initialise: false, loopbackHosts: [HOST] });
const MODES = ['light', 'dark', 'night'] as const;
type Mode = (typeof MODES)[number];
const MANAGER = { loginName: 'mia', password: 'Harbour2026' };

/** Every built page of the menu; the administrator opens those that need no role, the manager auth/demo. */
const BUILT = MENU_CATALOGUE.filter((m) => m.type === 'page' && m.built);

/**
 * A browser profile in `mode`. Page animations are off so that no page is measured half faded in,
 * and pages are not kept alive behind their tabs, so that axe reads the page on screen and not
 * twenty hidden ones (the tab bar, with all its tabs, stays).
 */
async function modeContext(browser: Browser, mode: Mode, cookies: { name: string; value: string }[] = []) {
  const settings = { theme: { mode }, animate: { disabled: true }, cachePage: false };
  const opened = await newShellContext(browser, { settings });
  if (cookies.length) await opened.context.addCookies(cookies.map((c) => ({ ...c, url: product.url })));
  return opened;
}

/** Waits until `ready` shows and no spinner or skeleton is left (what a user would wait for). */
async function settle(page: Page, ready: Locator): Promise<void> {
  await ready.first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), null, {
    timeout: 15_000,
  });
  // A last frame for the colours of the theme (antd's tokens are applied in a style effect).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Opens `path` as a link inside the console does, without reloading (the first one loads the
 * console): a reload per page would cost seconds of start-up for nothing axe looks at. A full
 * address (another host name) is loaded.
 */
async function open(page: Page, path: string): Promise<void> {
  if (/^https?:/.test(path) || !page.url().startsWith(product.url)) {
    await page.goto(/^https?:/.test(path) ? path : `${product.url}${path}`);
    return;
  }
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function audit(page: Page, path: string, ready: Locator, mode: Mode, out: Finding[]): Promise<void> {
  await open(page, path);
  await settle(page, ready);
  out.push(...(await axeFindings(page, `${path} [${mode}]`)));
}

let adminCookie = '';
let managerCookie = '';
let initialised: Promise<void> | undefined;

/** Initialises the system (after the first-start page was audited) and adds a manager, once. */
function initialise(): Promise<void> {
  initialised ??= (async () => {
    await initialiseThroughApi(product.url);
    adminCookie = await signInThroughApi(product.url);
    const me = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', adminCookie);
    await apiOk(product.url, 'POST', '/a/api/user/save', adminCookie, {
      officeId: me.officeId,
      loginName: MANAGER.loginName,
      name: 'Mia Manager',
      password: MANAGER.password,
      roleIds: 'manager',
    });
    managerCookie = await signInThroughApi(product.url, MANAGER.loginName, MANAGER.password);
    // A customer on its own host name whose brand lets visitors register.
    const acme = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/customer/save', adminCookie, {
      name: 'Acme',
      parentId: me.officeId,
    });
    await apiOk(product.url, 'POST', '/a/api/customer/saveDomain', adminCookie, { customerId: acme.id, host: HOST });
    await apiOk(product.url, 'POST', '/a/api/customer/saveBrand', adminCookie, {
      id: acme.id,
      personalType: '1',
      title: 'Acme Screens',
      languages: 'US',
      register: '1',
      registerRole: 'reviewer',
    });
  })();
  return initialised;
}

describe('no critical or serious axe violation (WCAG 2.1 AA) in the light, dark and night modes', () => {
  it('on the first-start page', async () => {
    const found: Finding[] = [];
    for (const mode of MODES) {
      const { context, page } = await modeContext(product.browser, mode);
      await audit(page, '/sysInit', page.getByLabel('Institution name'), mode, found);
      await context.close();
    }
    await initialise();
    expect(describeFindings(found)).toBe('');
  });

  // One mode at a time: the three together take minutes on a loaded machine.
  it.each(MODES)(
    'on the pages before sign-in and on every built page of the menu after it, %s',
    async (mode) => {
      await initialise();
      const adminPages = BUILT.filter((m) => !m.roles);
      const rolePages = BUILT.filter((m) => m.roles);
      // The manager opens the pages that need a role; a page for another role needs a person here.
      expect(rolePages.filter((m) => !m.roles!.includes('manager')).map((m) => m.path)).toEqual([]);
      const found: Finding[] = [];
      const { context, page } = await modeContext(product.browser, mode);
      await audit(page, '/login', page.getByLabel('User name'), mode, found);
      await audit(page, '/forgetPwd', page.locator('.ant-steps'), mode, found);
      // Registration is closed on the server's own host (a customer's host opens it): the page says so.
      await audit(page, '/register', page.getByText('Registration is not open'), mode, found);
      await audit(page, '/no/such/page', page.locator('.ant-result-404'), mode, found);
      await audit(page, '/403', page.locator('.ant-result-403'), mode, found);
      // Where an ended session lands (spec 4).
      await audit(page, '/logout', page.getByRole('button', { name: 'Sign in again' }), mode, found);
      // Without a token the sign-on cannot work, and the page says so (with a token it opens home).
      await audit(page, '/SingleSignOn', page.getByText('The sign-on link does not work'), mode, found);
      // The forced change of an expired password: the same form a session with one is kept on.
      await audit(page, '/passwordExpired', page.getByLabel('Current password'), mode, found);
      // The registration form, open on the customer's host (another origin: a page load of its own).
      const register = `http://${HOST}:${product.server.port}/register`;
      await audit(page, register, page.getByLabel('Verification code'), mode, found);
      // Signed in: the console reads who it is as it starts, so the first page loads it.
      await context.addCookies([{ name: 'Authorization', value: adminCookie, url: product.url }]);
      await page.goto(`${product.url}/home`);
      await auditAll(page, adminPages, mode, found);
      await context.close();
      const manager = await modeContext(product.browser, mode, [{ name: 'Authorization', value: managerCookie }]);
      await auditAll(manager.page, rolePages, mode, found);
      await manager.context.close();
      expect(describeFindings(found)).toBe('');
    },
    240_000,
  );
});

/** Audits each of `entries` (menu pages), opened one after the other in `page`. */
async function auditAll(page: Page, entries: readonly MenuEntry[], mode: Mode, out: Finding[]): Promise<void> {
  for (const entry of entries) {
    const path = `/${entry.path}`;
    await audit(page, path, page.locator(`[data-page="${path}"]`), mode, out);
  }
}

/** What has the keyboard focus: its role (or tag), its name as read out, and where it is. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '',
      // A focused tab also holds antd's spoken "Tab 2 of 3": its title is in [data-tab].
      name: (el?.getAttribute('aria-label') || (el?.querySelector('[data-tab]') ?? el)?.textContent || '').trim(),
      inSider: !!el?.closest('[data-shell-sider]'),
      inTableRow: !!el?.closest('.ant-table-row'),
      inDialog: !!el?.closest('[role="dialog"]'),
    };
  });
type Focus = Awaited<ReturnType<typeof focused>>;

/** Presses Tab (Shift+Tab when `back`) until `wanted` says the focus is there; at most 60 times. */
async function tabTo(page: Page, wanted: (f: Focus) => boolean, back = false): Promise<Focus> {
  const trail: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (wanted(now)) return now;
    trail.push(`${now.role} "${now.name.slice(0, 30)}"`);
  }
  throw new Error(`Tab never reached the element; the focus went to ${trail.join(', ')}`);
}

/** Arrow keys through a menu until the focused entry is `name`. */
async function arrowTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const now = (await focused(page)).name;
    if (now === name) return;
    await page.keyboard.press('ArrowDown');
    // The menu moves the focus a frame after the key: wait for it, as a user sees it move before
    // pressing again. A key pressed before would step from the menu's next entry, not this one.
    await expect.poll(async () => (await focused(page)).name).not.toBe(now);
  }
  expect((await focused(page)).name).toBe(name);
}

describe('the console by keyboard alone', () => {
  it('opens a page from the menu, switches tabs, opens and closes a dialog and reaches a row action', async () => {
    await initialise();
    const { context, page } = await modeContext(product.browser, 'light', [
      { name: 'Authorization', value: adminCookie },
    ]);
    await page.goto(`${product.url}/home`);
    await page.locator('[data-page="/home"]').waitFor();

    // The menu: Tab into it, arrows to the group, Enter opens it, arrows to the page, Enter opens it.
    await tabTo(page, (f) => f.inSider && (f.role === 'menu' || f.role === 'menuitem'));
    await arrowTo(page, 'System');
    await page.keyboard.press('Enter');
    await arrowTo(page, 'Users');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sys\/user$/);
    await page.locator('[data-page="/sys/user"] .ant-table-row').first().waitFor();

    // A dialog: the page's button opens the form, Escape closes it and the focus is back on the button.
    const create = await tabTo(page, (f) => f.name === 'New user');
    expect(create.role).toBe('button');
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'New user' });
    await form.waitFor();
    // The drawer holds the focus (antd focuses its frame): the next Tab is in the form.
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page)).name).toBe('New user');

    // The table: Tab reaches a row's actions; Enter on Edit opens that user's form.
    const action = await tabTo(page, (f) => f.inTableRow && f.role === 'button');
    expect(action.name).toBe('Edit');
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: /^Edit / });
    await edit.waitFor();
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });

    // The tab bar: back to the tab on screen, an arrow to Home, Enter shows it.
    await tabTo(page, (f) => f.role === 'tab' && f.name === 'Users', true);
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page)).name).toBe('Home');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/home$/);
    await page.locator('[data-page="/home"]').waitFor();
    // Delete closes the focused tab (its close button is for the pointer).
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).name).toBe('Users');
    await page.keyboard.press('Delete');
    await expect.poll(() => tabTitles(page)).toEqual(['Home']);
    await context.close();
  });
});
