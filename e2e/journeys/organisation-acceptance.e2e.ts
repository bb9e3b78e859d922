import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, initialise, signIn } from '../support/flows.js';
import { builtInRoleMenu, sideMenuLabels, signedInAs } from '../support/people.js';
import { useProduct } from '../support/product.js';
import { clickUntil, newShellContext, sider } from '../support/shell.js';

/**
 * Acceptance of "identity and organisations", items 3 and 5, entirely through the console:
 * the platform administrator builds offices and opens an agent, the agent's administrator makes a
 * customer with its brand and host name, the customer's administrator makes an operator, who signs
 * in on that host and sees the brand and the operator's menus only; the system log then shows
 * every one of those actions with its changed fields, and its export holds them.
 */

/** The customer's own host name: the browser resolves it to this machine. */
const HOST = 'screens.harbour.test';
const REGION = 'North region';
const DEPOT = 'North depot';
const AGENT_ADMIN = {
  loginName: 'north.agent',
  name: 'Nora North',
  password: 'Northwind2026',
  email: 'nora@north.example',
};
const CUSTOMER = 'Quayside Screens Ltd';
const CUSTOMER_ADMIN = { loginName: 'quay.admin', name: 'Quinn Quay', password: 'Quayside2026' };
const OPERATOR = { loginName: 'quay.operator', name: 'Olga Operator', password: 'Operator2026' };
const BRAND = {
  title: 'Quayside Screens',
  copyright: '© {year} Quayside Screens Ltd',
  link: { title: 'Quayside help desk', href: 'https://help.quayside.example/' },
  /** The languages offered on the customer's host, as the language switcher names them. */
  languages: ['English', 'Deutsch'],
};
/** A 1×1 PNG, uploaded as the customer's browser tab icon. */
const ICON_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Every language the console offers, named in itself (the brand keeps two). */
const ALL_LANGUAGES = [
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
];
/** Pages only administrators of some kind may open: an operator's menu never holds them. */
const ADMIN_PAGES = [
  'Users',
  'Institutions',
  'Roles',
  'Menus',
  'System log',
  'System settings',
  'Announcements',
  'Agent activation',
  'Enable customisation',
  'Domain names',
];

const product = useProduct({ loopbackHosts: [HOST], initialise: false });
let hostUrl: string;
/** The address of the uploaded icon. */
let icon = '';
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-acceptance-'));

beforeAll(async () => {
  hostUrl = `http://${HOST}:${product.server.port}`;
});
afterAll(async () => {
  fs.rmSync(downloads, { recursive: true, force: true });
});

/** The server hashes passwords and the machine may be busy: give each expectation time. */
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const drawer = (page: Page, title: string) =>
  page.locator('.ant-drawer-section').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });

/** A side menu entry by its label (an entry's name follows its icon's, if it has one). */
const menuItem = (page: Page, label: string) =>
  sider(page).getByRole('menuitem', { name: new RegExp(`(^|\\s)${label}$`) });

/** Opens a page of a menu group from the side menu, opening the group when it is closed. */
async function openFromMenu(page: Page, group: string, entry: string, url: RegExp): Promise<void> {
  if (!(await menuItem(page, entry).isVisible())) await menuItem(page, group).click();
  await clickUntil(menuItem(page, entry), async () => url.test(page.url()), `the menu entry ${entry}`);
  await page.waitForURL(url);
}

// The institution page (its tree, its buttons), as in office-manage.e2e.ts.
const officeTree = (page: Page) => page.getByRole('tree', { name: 'Institution tree' });
const officeDetails = (page: Page) => page.locator('.ant-card').filter({ has: page.locator('[data-office-title]') });

async function addInstitution(page: Page, parent: string, name: string): Promise<void> {
  await officeTree(page).locator(`[data-office-node="${parent}"]`).click();
  await expect.poll(() => page.locator(`[data-office-title="${parent}"]`).isVisible()).toBe(true);
  await officeDetails(page)
    .getByRole('button', { name: /Add sub-institution$/ })
    .click();
  const modal = page.getByRole('dialog').filter({ hasText: `New institution under “${parent}”` });
  await modal.getByLabel('Name').fill(name);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => toast(page, `Institution “${name}” added`).isVisible()).toBe(true);
  await expect.poll(() => officeTree(page).locator(`[data-office-node="${name}"]`).isVisible()).toBe(true);
}

/** The languages the language switcher offers, as a visitor sees them (the menu is closed again). */
async function languagesOffered(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^Language/ }).click();
  const offered = page.locator('.ant-dropdown:visible .ant-dropdown-menu-item');
  await offered.first().waitFor();
  const names = await offered.allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

describe('identity and organisations: acceptance items 3 and 5', () => {
  it('the platform administrator builds an office tree and opens an agent with its first administrator', async () => {
    const { page, context } = await newShellContext(product.browser);
    await page.goto(product.url);
    await page.waitForURL(/\/sysInit$/);
    await initialise(page);
    await page.waitForURL(/\/login$/);
    await signIn(page);
    await page.waitForURL(/\/home$/);

    await openFromMenu(page, 'System', 'Institutions', /\/sys\/office$/);
    await expect.poll(() => page.locator(`[data-office-title="${ADMIN.officeName}"]`).isVisible()).toBe(true);
    await addInstitution(page, ADMIN.officeName, REGION);
    await addInstitution(page, REGION, DEPOT);
    const office = (name: string) =>
      product.server.sql<{ id: string; parent_id: string; type: string }>(
        'select id, parent_id, type from sys_office where name = ?',
        name,
      )[0];
    expect(office(DEPOT)?.parent_id).toBe(office(REGION)?.id);

    await openFromMenu(page, 'System', 'Agent activation', /\/sys\/office\/toOpenAgentOfficePage$/);
    await page.getByRole('tab', { name: 'Institutions that can be opened (1)' }).click();
    await page.getByRole('button', { name: `Open ${REGION} as agent` }).click();
    const open = dialog(page, `Open ${REGION} as agent`);
    await open.getByLabel('Login name').fill(AGENT_ADMIN.loginName);
    await open.getByLabel('Full name').fill(AGENT_ADMIN.name);
    await open.getByLabel('Password').fill(AGENT_ADMIN.password);
    await open.getByLabel('E-mail').fill(AGENT_ADMIN.email);
    await open.getByRole('button', { name: 'Open as agent' }).click();
    await expect.poll(() => toast(page, `${REGION} is an agent now`).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Agents (1)' }).click();
    const agentRow = page.locator('.ant-table-row').filter({ hasText: REGION });
    // Its first administrator is one of its users.
    await expect.poll(() => agentRow.getByRole('button', { name: `Users of ${REGION}` }).innerText()).toBe('1');
    expect(office(REGION)?.type).toBe('agent');
    await context.close();
  });

  it("the agent's administrator creates a customer with its administrator, switches its brand on and binds its host name", async () => {
    const { page, context } = await signedInAs(
      product.browser,
      product.url,
      AGENT_ADMIN.loginName,
      AGENT_ADMIN.password,
    );
    // The agent's administrator has the agent administrator's menus: customers and domains, no agents.
    await expect.poll(() => sideMenuLabels(page)).toEqual(builtInRoleMenu('agentAdmin'));

    await openFromMenu(page, 'System', 'Enable customisation', /\/sys\/customer\/toOpenPersonalPage$/);
    await expect.poll(() => page.getByText('No customers yet').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'New customer' }).click();
    const form = dialog(page, 'New customer');
    await expect.poll(() => form.getByText(`The customer will belong to ${REGION}.`).isVisible()).toBe(true);
    await form.getByLabel('Customer name').fill(CUSTOMER);
    await form.getByLabel('Contact e-mail').fill('office@quayside.example');
    await form.getByLabel('Login name').fill(CUSTOMER_ADMIN.loginName);
    await form.getByLabel('Full name').fill(CUSTOMER_ADMIN.name);
    await form.getByLabel('Password').fill(CUSTOMER_ADMIN.password);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, `Customer ${CUSTOMER} created`).isVisible()).toBe(true);
    const row = page.locator('.ant-table-row').filter({ hasText: CUSTOMER });
    await expect.poll(() => row.getByText('Off', { exact: true }).isVisible()).toBe(true);

    // Its own brand: a name, a tab icon, a copyright line, a footer link and two languages.
    await page.getByRole('button', { name: `Brand of ${CUSTOMER}` }).click();
    const brand = page.getByRole('dialog', { name: `Brand of ${CUSTOMER}` });
    await expect.poll(() => brand.getByLabel('Name shown').isVisible()).toBe(true);
    await brand.getByLabel('Own brand').click();
    await brand.getByLabel('Name shown').fill(BRAND.title);
    const chooser = page.waitForEvent('filechooser');
    await brand.getByRole('button', { name: 'Upload a picture: Browser tab icon address' }).click();
    await (await chooser).setFiles({ name: 'tab.png', mimeType: 'image/png', buffer: ICON_PNG });
    await expect
      .poll(() => brand.getByLabel('Browser tab icon address', { exact: true }).inputValue())
      .toMatch(/^\/apm-web\/f\/common\/brandImage\?md5=[0-9a-f]{32}$/);
    icon = await brand.getByLabel('Browser tab icon address', { exact: true }).inputValue();
    await brand.getByLabel('Copyright line').fill(BRAND.copyright);
    await brand.getByRole('button', { name: 'Add a link' }).click();
    await brand.getByLabel('Text of link 1').fill(BRAND.link.title);
    await brand.getByLabel('Address of link 1').fill(BRAND.link.href);
    for (const language of ALL_LANGUAGES)
      await brand.getByRole('checkbox', { name: language, exact: true }).setChecked(BRAND.languages.includes(language));
    await brand.getByRole('button', { name: 'Save brand' }).click();
    await expect.poll(() => toast(page, `Brand of ${CUSTOMER} saved`).isVisible()).toBe(true);
    await expect.poll(() => row.getByText('On', { exact: true }).isVisible()).toBe(true);

    // Its host name.
    await openFromMenu(page, 'System', 'Domain names', /\/sys\/customer\/doaminNameSetting$/);
    await page.getByRole('button', { name: `Add host name: ${CUSTOMER}` }).click();
    const bind = dialog(page, `Add a host name to ${CUSTOMER}`);
    // Typed in any case: it is bound in lower case.
    await bind.getByLabel('Host name').fill('Screens.Harbour.TEST');
    await expect.poll(() => bind.getByText(`Will be bound as ${HOST}`).isVisible()).toBe(true);
    await bind.getByRole('button', { name: 'Bind' }).click();
    await expect.poll(() => toast(page, `${HOST} now belongs to ${CUSTOMER}`).isVisible()).toBe(true);
    const hostRow = page.locator('.ant-table-row').filter({ hasText: CUSTOMER });
    await expect.poll(() => hostRow.getByRole('link', { name: HOST }).isVisible()).toBe(true);
    await expect.poll(() => hostRow.getByText('Its own brand').isVisible()).toBe(true);
    await context.close();
  });

  it("the customer's administrator creates an operator on the user page", async () => {
    const { page, context } = await signedInAs(
      product.browser,
      hostUrl,
      CUSTOMER_ADMIN.loginName,
      CUSTOMER_ADMIN.password,
    );
    await expect.poll(() => sideMenuLabels(page)).toEqual(builtInRoleMenu('customerAdmin'));
    await openFromMenu(page, 'System', 'Users', /\/sys\/user$/);
    await expect.poll(() => page.locator(`[data-user-row="${CUSTOMER_ADMIN.loginName}"]`).isVisible()).toBe(true);

    await page.getByRole('button', { name: /New user$/ }).click();
    const create = drawer(page, 'New user');
    await create.getByLabel('Login name').fill(OPERATOR.loginName);
    await create.getByLabel('Name', { exact: true }).fill(OPERATOR.name);
    // The new user goes to the administrator's own office, the customer.
    await expect
      .poll(() => create.locator('.ant-form-item').filter({ hasText: 'Institution' }).innerText())
      .toContain(CUSTOMER);
    await create.getByLabel('Roles').click();
    await page.locator('.ant-select-dropdown').getByText('Operator', { exact: true }).click();
    await create.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
    await create.getByLabel('Confirm password').fill(OPERATOR.password);
    await create.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, `User ${OPERATOR.name} created`).isVisible()).toBe(true);
    const row = page.locator(`[data-user-row="${OPERATOR.loginName}"]`);
    await expect.poll(() => row.innerText()).toMatch(new RegExp(`${CUSTOMER}[\\s\\S]*Operator[\\s\\S]*Active`));
    await context.close();
  });

  it("the operator signs in on the customer's host name, sees its brand and only the operator's menus", async () => {
    const year = String(new Date().getFullYear());
    const copyright = BRAND.copyright.replace('{year}', year);

    // The server's own address keeps the default brand: the brand below comes from the host name.
    const plain = await newShellContext(product.browser);
    await plain.page.goto(`${product.url}/login`);
    await expect.poll(() => plain.page.locator('main').getByText('APM', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => plain.page.getByText(BRAND.title).count()).toBe(0);
    await plain.context.close();

    const { page, context } = await newShellContext(product.browser);
    await page.goto(`${hostUrl}/login`);
    const main = page.locator('main');
    await expect.poll(() => main.getByText(BRAND.title, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('Admin | Sign in');
    await expect.poll(() => page.locator('link[rel~="icon"]').getAttribute('href')).toBe(icon);
    const footer = page.locator('footer');
    await expect.poll(() => footer.getByText(copyright, { exact: false }).isVisible()).toBe(true);
    await expect
      .poll(() => footer.getByRole('link', { name: BRAND.link.title }).getAttribute('href'))
      .toBe(BRAND.link.href);
    await expect.poll(() => languagesOffered(page)).toEqual(BRAND.languages);

    await signIn(page, OPERATOR.loginName, OPERATOR.password);
    await page.waitForURL(/\/home$/);
    await page.locator('[data-page="/home"]').waitFor();
    // The brand above the menu, in the tab and in the footer.
    await expect
      .poll(() =>
        sider(page)
          .getByRole('link', { name: `${BRAND.title}: Go to the home page` })
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.title()).toBe('Admin | Home');
    await expect.poll(() => page.locator('link[rel~="icon"]').getAttribute('href')).toBe(icon);
    const shellFooter = page.locator('[data-shell-footer]');
    await expect
      .poll(() => shellFooter.getByRole('link', { name: BRAND.link.title }).getAttribute('href'))
      .toBe(BRAND.link.href);
    await expect.poll(() => shellFooter.textContent()).toContain(copyright);

    // Exactly the menu docs/roles.md gives the operator among the built pages, and no administrator's page.
    const expected = builtInRoleMenu('operator');
    expect(expected).toMatchObject({ Home: [], System: ['Notifications'] });
    await expect.poll(() => sideMenuLabels(page)).toEqual(expected);
    const shown = Object.entries(await sideMenuLabels(page)).flat(2);
    for (const adminPage of ADMIN_PAGES) expect(shown).not.toContain(adminPage);

    // An administrator's page, asked for by its address, is refused with a warning.
    await page.goto(`${hostUrl}/sys/user`);
    await page.waitForURL(/\/403$/);
    await expect
      .poll(() => page.getByText('You may not access this page; contact the administrator').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Sorry, you may not open this page.').isVisible()).toBe(true);
    await context.close();
  });

  it('the system log shows each of those actions with its changed fields, and its export holds them', async () => {
    /** One expected entry: who did what to which target, and some changed fields (before omitted: any). */
    interface Expected {
      user: string;
      module: string;
      action: string;
      target: string;
      changes: Record<string, { before?: string; after: string }>;
    }
    const created = (fields: Record<string, string>) =>
      Object.fromEntries(Object.entries(fields).map(([f, after]) => [f, { before: '—', after }]));
    const EXPECTED: Expected[] = [
      {
        user: ADMIN.loginName,
        module: 'Institution',
        action: 'Created',
        target: REGION,
        changes: created({ name: REGION, parent: ADMIN.officeName }),
      },
      {
        user: ADMIN.loginName,
        module: 'Institution',
        action: 'Created',
        target: DEPOT,
        changes: created({ name: DEPOT, parent: REGION }),
      },
      {
        user: ADMIN.loginName,
        module: 'Agent',
        action: 'Opened as agent',
        target: REGION,
        changes: { type: { before: 'office', after: 'agent' } },
      },
      {
        user: ADMIN.loginName,
        module: 'User',
        action: 'Created',
        target: AGENT_ADMIN.loginName,
        changes: created({ name: AGENT_ADMIN.name, office: REGION, roleIds: '["agentAdmin"]' }),
      },
      {
        user: AGENT_ADMIN.loginName,
        module: 'Customer',
        action: 'Created',
        target: CUSTOMER,
        changes: created({ name: CUSTOMER, parent: REGION, contactEmail: 'office@quayside.example' }),
      },
      {
        user: AGENT_ADMIN.loginName,
        module: 'User',
        action: 'Created',
        target: CUSTOMER_ADMIN.loginName,
        changes: created({ name: CUSTOMER_ADMIN.name, office: CUSTOMER, roleIds: '["customerAdmin"]' }),
      },
      {
        user: AGENT_ADMIN.loginName,
        module: 'Customer',
        action: 'Brand changed',
        target: CUSTOMER,
        changes: {
          enabled: { before: 'false', after: 'true' },
          title: { after: BRAND.title },
          icon: { after: icon },
          copyright: { after: BRAND.copyright },
          footerLinks: { after: JSON.stringify([BRAND.link]) },
          languages: { after: '["US","DE"]' },
        },
      },
      {
        user: AGENT_ADMIN.loginName,
        module: 'Domain name',
        action: 'Added',
        target: HOST,
        changes: created({ customer: CUSTOMER }),
      },
      {
        user: CUSTOMER_ADMIN.loginName,
        module: 'User',
        action: 'Created',
        target: OPERATOR.loginName,
        changes: created({ name: OPERATOR.name, office: CUSTOMER, roleIds: '["operator"]' }),
      },
    ];

    const { page, context } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await openFromMenu(page, 'System', 'System log', /\/sys\/log$/);
    await expect.poll(() => page.title()).toBe('Admin | System log');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    /** The cells of each row: time, user, institution, IP address, module, action, target. */
    const table = () =>
      rows.evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.innerText.trim())),
      );
    const rowOf = (cells: string[][], e: Expected) =>
      cells.findIndex((c) => c[1] === e.user && c[4] === e.module && c[5] === e.action && c[6] === e.target);
    await expect
      .poll(async () => {
        const cells = await table();
        return EXPECTED.filter((e) => rowOf(cells, e) < 0).map((e) => `${e.module} · ${e.action} · ${e.target}`);
      })
      .toEqual([]);
    // Every entry of this journey is listed: the list is not cut short.
    await expect.poll(() => page.getByText('All matching entries are shown.').isVisible()).toBe(true);

    // Each entry's details show who did it and the changed fields, before and after.
    const details = dialog(page, 'Log entry');
    for (const e of EXPECTED) {
      const index = rowOf(await table(), e);
      await rows.nth(index).getByRole('button', { name: 'Details' }).click();
      await expect.poll(() => details.getByText(`${e.module} · ${e.action}`, { exact: true }).isVisible()).toBe(true);
      const changed = details.locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => changed.count()).toBeGreaterThan(0);
      const shown = Object.fromEntries(
        (
          await changed.evaluateAll((trs) =>
            trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.innerText.trim())),
          )
        ).map(([field, before, after]) => [field, { before, after }]),
      );
      for (const [field, change] of Object.entries(e.changes)) {
        expect(shown[field], `${e.module} · ${e.action} · ${e.target}: ${field}`).toEqual(
          change.before === undefined ? { before: expect.any(String), after: change.after } : change,
        );
      }
      await expect.poll(() => details.getByText(e.user, { exact: true }).count()).toBeGreaterThan(0);
      await details.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => details.isVisible()).toBe(false);
    }

    // The export opens as a spreadsheet holding those entries, with their changes.
    // (The export is itself logged: count the entries shown before it.)
    const listed = await rows.count();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const saved = path.join(downloads, file.suggestedFilename());
    await file.saveAs(saved);
    const modal = dialog(page, 'Exporting the log');
    await expect
      .poll(() => modal.getByText(`${file.suggestedFilename()} has been downloaded.`, { exact: false }).isVisible())
      .toBe(true);

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(saved);
    const sheet = book.worksheets[0]!;
    const values = (r: number) =>
      (sheet.getRow(r).values as unknown[]).slice(1).map((v) => (v instanceof Date ? v : String(v ?? '')));
    expect(values(1).slice(1)).toEqual([
      'User',
      'Institution',
      'IP address',
      'Browser (user agent)',
      'Module',
      'Action',
      'Target',
      'Changes',
    ]);
    const sheetRows = Array.from({ length: sheet.actualRowCount - 1 }, (_, i) => values(i + 2) as string[]);
    expect(sheetRows.length).toBe(listed);
    for (const e of EXPECTED) {
      const found = sheetRows.find(
        (r) => r[1] === e.user && r[5] === e.module && r[6] === e.action && r[7] === e.target,
      );
      expect(found, `${e.module} · ${e.action} · ${e.target} in the file`).toBeDefined();
      const lines = found![8]!.split('\n');
      for (const [field, change] of Object.entries(e.changes)) {
        const line = lines.find((l) => l.startsWith(`${field}: `));
        expect(line, `${e.target}: ${field} in the file`).toBeDefined();
        if (change.before === undefined) expect(line!.endsWith(` → ${change.after}`)).toBe(true);
        else expect(line).toBe(`${field}: ${change.before} → ${change.after}`);
      }
    }
    await context.close();
  });
});
