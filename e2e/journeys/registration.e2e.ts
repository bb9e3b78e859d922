import { beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { signIn, signInThroughApi } from '../support/flows.js';
import { expectLogged } from '../support/log.js';
import { useProduct } from '../support/product.js';
import { signedInPage } from '../support/shell.js';

const HOST = 'screens.acme.example';
const product = useProduct({ loopbackHosts: [HOST], mailbox: true });
let acme: string;

beforeAll(async () => {
  const cookie = await signInThroughApi(product.url);
  const me = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', cookie);
  // A customer with its own brand on its own host name, open for registration as reviewers.
  acme = (
    await apiOk<{ id: string }>(product.url, 'POST', '/a/api/customer/save', cookie, {
      name: 'Acme',
      parentId: me.officeId,
    })
  ).id;
  await apiOk(product.url, 'POST', '/a/api/customer/saveDomain', cookie, { customerId: acme, host: HOST });
  await apiOk(product.url, 'POST', '/a/api/customer/saveBrand', cookie, {
    id: acme,
    personalType: '1',
    title: 'Acme Screens',
    languages: 'US',
    register: '1',
    registerRole: 'reviewer',
  });
  await apiOk(product.url, 'POST', '/a/api/sysSetting/save', cookie, {
    smtpHost: '127.0.0.1',
    smtpPort: String(product.mailbox.port),
    smtpUser: product.mailbox.user,
    smtpPassword: product.mailbox.password,
    smtpFrom: 'console@harbour.example',
  });
});

describe('self-registration', () => {
  it('is offered only where the brand allows it', async () => {
    const { page, context } = await newPage(product.browser);
    await page.goto(`${product.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Create an account' }).count()).toBe(0);
    await page.goto(`${product.url}/register`);
    await page.getByText('Registration is not open').waitFor();
    await context.close();
  });

  it("registers on the customer's host with a code from the mail, into the customer's office, and signs in", async () => {
    const { page, context } = await newPage(product.browser);
    const site = `http://${HOST}:${product.server.port}`;
    await page.goto(`${site}/login`);
    await page.getByText('Acme Screens').first().waitFor();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/register$/);

    await page.getByLabel('Login name').fill('rita');
    await page.getByLabel('Display name').fill('Rita Reader');
    await page.getByLabel('E-mail').fill('rita@acme.example');
    const before = product.mailbox.mails.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await product.mailbox.codeFor('rita@acme.example', before);
    await page
      .getByText(
        'A message was sent to r***@acme.example: it holds the code, or, if the address already has an account, says how to sign in.',
      )
      .waitFor();
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('Password', { exact: true }).fill('Reader#2026');
    await page.getByLabel('Confirm the new password').fill('Reader#2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Your account is ready').waitFor();

    const [user] = product.server.sql<{ office_id: string; email: string }>(
      "select office_id, email from sys_user where login_name = 'rita'",
    );
    expect(user).toEqual({ office_id: acme, email: 'rita@acme.example' });

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);
    await signIn(page, 'rita', 'Reader#2026');
    await page.waitForURL(/\/home$/);
    await page.locator('[data-page="/home"]').waitFor();
    // Her home page greets her in the customer's office with the role the brand gives, and no other.
    const welcome = page.locator('.ant-card', { hasText: 'Welcome, Rita Reader' });
    await welcome.getByText('Signed in to Acme', { exact: true }).waitFor();
    await expect.poll(() => welcome.locator('.ant-tag').allInnerTexts()).toEqual(['Reviewer']);
    await context.close();

    // The administrator's system log shows the registration with what it set, and her first sign-in.
    const [reviewer] = product.server.sql<{ id: string }>("select id from sys_role where code = 'reviewer'");
    const admin = await signedInPage(product.browser, product.server);
    await expectLogged(
      admin.page,
      product.url,
      { user: 'rita', module: 'User', action: 'Registered', target: 'rita' },
      {
        loginName: 'rita',
        name: 'Rita Reader',
        email: 'rita@acme.example',
        phone: '—',
        office: 'Acme',
        roleIds: JSON.stringify([reviewer!.id]),
      },
    );
    await expectLogged(
      admin.page,
      product.url,
      { user: 'rita', module: 'Sign-in', action: 'Signed in', target: 'rita' },
      null,
    );
    await admin.context.close();
  });

  it('answers a taken address like a free one, and tells its owner by mail instead of sending a code', async () => {
    // Rita's registration above sent a code to the same address less than a minute ago: a fresh allowance.
    product.server.sql('delete from sys_code_throttle');
    const { page, context } = await newPage(product.browser);
    await page.goto(`http://${HOST}:${product.server.port}/register`);
    await page.getByLabel('Login name').fill('rita2');
    await page.getByLabel('Display name').fill('Not Rita');
    await page.getByLabel('E-mail').fill('rita@acme.example');
    const before = product.mailbox.mails.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    // The page says what it said for a free address.
    await page
      .getByText(
        'A message was sent to r***@acme.example: it holds the code, or, if the address already has an account, says how to sign in.',
      )
      .waitFor();
    await expect
      .poll(() => product.mailbox.mails.slice(before).filter((m) => m.to.includes('rita@acme.example')).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const notice = product.mailbox.mails.slice(before).find((m) => m.to.includes('rita@acme.example'))!;
    expect(notice.subject).toBe('Someone tried to register with your address');
    expect(notice.raw).toContain('Forgot password?');
    await context.close();
  });
});
