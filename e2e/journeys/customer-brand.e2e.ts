import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { ADMIN, signIn, signInThroughApi } from '../support/flows.js';
import { signedInAs } from '../support/people.js';
import { useProduct } from '../support/product.js';
import { newShellContext } from '../support/shell.js';

/** The customer's own host name: the browser resolves it to this machine. */
const HOST = 'screens.acme.example';
/** A 1×1 PNG, uploaded as the customer's logo. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const AGENT = {
  office: 'Northwind Resellers',
  loginName: 'north.agent',
  name: 'Nora North',
  password: 'Northwind2026',
};
const CUSTOMER = { name: 'Acme Screens Ltd', loginName: 'acme.admin', name2: 'Ann Acme', password: 'AcmeScreens26' };

const product = useProduct({ loopbackHosts: [HOST] });
/** The address of the uploaded logo. */
let logo = '';

/** The server hashes passwords and the machine may be busy: give each expectation time. */
const WAIT = { timeout: 10_000 };

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

beforeAll(async () => {
  const admin = await signInThroughApi(product.url);
  const [platform] = await apiOk<{ id: string }[]>(product.url, 'GET', '/a/api/office/treeDataNew', admin);
  await apiOk(product.url, 'POST', '/a/api/office/save', admin, { name: AGENT.office, parentId: platform!.id });
});

describe('agents, customers, host names and brands', () => {
  it('a platform administrator opens an office as an agent', async () => {
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await page.getByRole('menuitem', { name: 'System' }).click();
    await page.getByRole('menuitem', { name: 'Agent activation' }).click();
    await page.waitForURL(/\/sys\/office\/toOpenAgentOfficePage$/);
    await expect.poll(() => page.title(), WAIT).toBe('Admin | Agent activation');
    await expect
      .poll(() => page.getByText('No agents yet: open one from the institutions that can be opened').isVisible(), WAIT)
      .toBe(true);

    await page.getByRole('tab', { name: 'Institutions that can be opened (1)' }).click();
    await page.getByRole('button', { name: `Open ${AGENT.office} as agent` }).click();
    const dialog = page.getByRole('dialog', { name: `Open ${AGENT.office} as agent` });
    // Half a first administrator is refused before anything is sent.
    await dialog.getByLabel('Login name').fill('half');
    await dialog.getByRole('button', { name: 'Open as agent' }).click();
    await expect.poll(() => dialog.getByText('Required').count(), WAIT).toBe(2);
    await dialog.getByLabel('Login name').fill('');
    await dialog.getByRole('button', { name: 'Open as agent' }).click();
    await expect.poll(() => toast(page, `${AGENT.office} is an agent now`).isVisible(), WAIT).toBe(true);

    await page.getByRole('tab', { name: 'Agents (1)' }).click();
    const row = page.locator('.ant-table-row').filter({ hasText: AGENT.office });
    await expect.poll(() => row.isVisible(), WAIT).toBe(true);
    await expect.poll(() => row.locator('td').nth(1).innerText()).toBe('0');
    expect(product.server.sql<{ type: string }>('select type from sys_office where name = ?', AGENT.office)).toEqual([
      { type: 'agent' },
    ]);
    await page.context().close();
  });

  it("the agent's administrator creates a customer with its administrator, its brand and its host name", async () => {
    // The agent's administrator is made through user management's API.
    const admin = await signInThroughApi(product.url);
    const [agent] = product.server.sql<{ id: string }>('select id from sys_office where name = ?', AGENT.office);
    await apiOk(product.url, 'POST', '/a/api/user/save', admin, {
      officeId: agent!.id,
      loginName: AGENT.loginName,
      name: AGENT.name,
      password: AGENT.password,
      roleIds: 'agentAdmin',
    });

    const { page } = await signedInAs(product.browser, product.url, AGENT.loginName, AGENT.password);
    await page.goto(`${product.url}/sys/customer/toOpenPersonalPage`);
    await expect.poll(() => page.getByText('No customers yet').isVisible(), WAIT).toBe(true);
    await page.getByRole('button', { name: 'New customer' }).click();
    const form = page.getByRole('dialog', { name: 'New customer' });
    // The agent's administrator does not choose where the customer goes.
    await expect
      .poll(() => form.getByText(`The customer will belong to ${AGENT.office}.`).isVisible(), WAIT)
      .toBe(true);
    await form.getByLabel('Customer name').fill(CUSTOMER.name);
    await form.getByLabel('Contact e-mail').fill('contact@acme.example');
    await form.getByLabel('Login name').fill(CUSTOMER.loginName);
    await form.getByLabel('Full name').fill(CUSTOMER.name2);
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('At least 8 characters').isVisible(), WAIT).toBe(true);
    await form.getByLabel('Password').fill(CUSTOMER.password);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, `Customer ${CUSTOMER.name} created`).isVisible(), WAIT).toBe(true);
    const row = page.locator('.ant-table-row').filter({ hasText: CUSTOMER.name });
    await expect.poll(() => row.getByText(AGENT.office).isVisible(), WAIT).toBe(true);
    await expect.poll(() => row.getByText('Off', { exact: true }).isVisible()).toBe(true);

    // Its own brand: switched on, with a name and a logo.
    await page.getByRole('button', { name: `Brand of ${CUSTOMER.name}` }).click();
    const drawer = page.getByRole('dialog', { name: `Brand of ${CUSTOMER.name}` });
    await expect.poll(() => drawer.getByLabel('Name shown').isVisible(), WAIT).toBe(true);
    await drawer.getByLabel('Own brand').click();
    await drawer.getByLabel('Name shown').fill('Acme Screens');
    await drawer.getByLabel('Logo address', { exact: true }).fill('javascript:alert(1)');
    await drawer.getByRole('button', { name: 'Save brand' }).click();
    await expect
      .poll(() => drawer.getByText('Enter an address starting with http:// or https://').isVisible(), WAIT)
      .toBe(true);
    // A picture is uploaded instead; its address takes the field's place.
    await drawer.getByLabel('Logo address', { exact: true }).fill('');
    await drawer
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await expect
      .poll(() => drawer.getByLabel('Logo address', { exact: true }).inputValue(), WAIT)
      .toMatch(/^\/apm-web\/f\/common\/brandImage\?md5=[0-9a-f]{32}$/);
    logo = await drawer.getByLabel('Logo address', { exact: true }).inputValue();
    await drawer.getByRole('button', { name: 'Save brand' }).click();
    await expect.poll(() => toast(page, `Brand of ${CUSTOMER.name} saved`).isVisible(), WAIT).toBe(true);
    await expect.poll(() => row.getByText('On', { exact: true }).isVisible(), WAIT).toBe(true);

    // Its host name, typed in any case.
    await page.goto(`${product.url}/sys/customer/doaminNameSetting`);
    await page.getByRole('button', { name: `Add host name: ${CUSTOMER.name}` }).click();
    const bind = page.getByRole('dialog', { name: `Add a host name to ${CUSTOMER.name}` });
    await bind.getByLabel('Host name').fill('https://screens.acme.example/');
    await bind.getByRole('button', { name: 'Bind' }).click();
    await expect.poll(() => bind.getByText('Enter a host name only', { exact: false }).isVisible(), WAIT).toBe(true);
    await bind.getByLabel('Host name').fill('Screens.ACME.example');
    await expect.poll(() => bind.getByText(`Will be bound as ${HOST}`).isVisible(), WAIT).toBe(true);
    await bind.getByRole('button', { name: 'Bind' }).click();
    await expect.poll(() => toast(page, `${HOST} now belongs to ${CUSTOMER.name}`).isVisible(), WAIT).toBe(true);
    const hostRow = page.locator('.ant-table-row').filter({ hasText: CUSTOMER.name });
    await expect.poll(() => hostRow.getByRole('link', { name: HOST }).isVisible(), WAIT).toBe(true);
    await expect.poll(() => hostRow.getByText('Its own brand').isVisible()).toBe(true);
    await page.context().close();
  });

  it("the customer's host name shows its brand on the sign-in page; the customer's administrator adds an operator", async () => {
    const { page, context } = await newShellContext(product.browser);
    const hostUrl = `http://${HOST}:${product.server.port}`;
    await page.goto(`${hostUrl}/login`);
    await expect
      .poll(() => page.locator('main').getByText('Acme Screens', { exact: true }).isVisible(), WAIT)
      .toBe(true);
    // The uploaded logo, served to a visitor who has not signed in.
    await expect.poll(() => page.locator('main img').getAttribute('src')).toBe(logo);
    await expect
      .poll(() => page.locator('main img').evaluate((img) => (img as HTMLImageElement).naturalWidth), WAIT)
      .toBe(1);

    // The customer's administrator signs in there and sees the brand above the menu.
    await signIn(page, CUSTOMER.loginName, CUSTOMER.password);
    await page.waitForURL(/\/home$/);
    await expect
      .poll(() => page.locator('[data-shell-sider]').getByText('Acme Screens', { exact: true }).isVisible(), WAIT)
      .toBe(true);
    // It may not see customers at all.
    await expect.poll(() => page.getByRole('menuitem', { name: 'Enable customisation' }).count()).toBe(0);

    // It creates an operator of its customer (through user management's API), who signs in on the same host.
    const cookie = await signInThroughApi(product.url, CUSTOMER.loginName, CUSTOMER.password);
    const me = await apiOk<{ officeId: string; secondDomainName: string; personalType: string }>(
      product.url,
      'GET',
      '/a/api/user/getUserInfo',
      cookie,
    );
    expect(me).toMatchObject({ secondDomainName: HOST, personalType: '1' });
    await apiOk(product.url, 'POST', '/a/api/user/save', cookie, {
      officeId: me.officeId,
      loginName: 'acme.operator',
      name: 'Otto Operator',
      password: 'Operator2026',
      roleIds: 'operator',
    });
    await context.close();

    const { page: operator } = await signedInAs(product.browser, hostUrl, 'acme.operator', 'Operator2026');
    await expect
      .poll(() => operator.locator('[data-shell-sider]').getByText('Acme Screens', { exact: true }).isVisible(), WAIT)
      .toBe(true);
    await operator.context().close();

    // The server's own address keeps the default brand.
    const { page: plain, context: plainContext } = await newShellContext(product.browser);
    await plain.goto(`${product.url}/login`);
    await expect.poll(() => plain.locator('main').getByText('APM', { exact: true }).isVisible(), WAIT).toBe(true);
    await expect.poll(() => plain.locator('main').getByText('Acme Screens').count()).toBe(0);
    await plainContext.close();
  });
});
