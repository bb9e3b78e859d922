import { beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { ADMIN, sessionCookie, signInThroughApi } from '../support/flows.js';
import { expectLogged } from '../support/log.js';
import { useProduct } from '../support/product.js';

const product = useProduct({ mailbox: true });
const NEW_PASSWORD = 'Harbour#2027';

beforeAll(async () => {
  // The administrator points the console at the mail server and switches the second step on.
  const cookie = await signInThroughApi(product.url);
  await apiOk(product.url, 'POST', '/a/api/sysSetting/save', cookie, {
    smtpHost: '127.0.0.1',
    smtpPort: String(product.mailbox.port),
    smtpSecure: 'false',
    smtpUser: product.mailbox.user,
    smtpPassword: product.mailbox.password,
    smtpFrom: 'console@harbour.example',
    loginSecondStep: 'true',
  });
});

describe('sign-in with codes delivered by mail', () => {
  it('resets a forgotten password with a code sent to the account’s e-mail', async () => {
    const { page, context } = await newPage(product.browser);
    await page.goto(`${product.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgetPwd$/);
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Admin | Forgot password');

    await page.getByLabel('User name').fill(ADMIN.loginName);
    await page.getByRole('button', { name: 'Next' }).click();
    // No address is shown, not even masked: the page must not tell whether the name is an account.
    await page.getByText('E-mail, to the address of the account').waitFor();
    expect(await page.getByText('a***@harbour.example').count()).toBe(0);

    const before = product.mailbox.mails.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await product.mailbox.codeFor(ADMIN.email, before);
    await page
      .getByText(`If ${ADMIN.loginName} is an account with an e-mail address, a code was sent to that address.`)
      .waitFor();
    // The button counts down before another code may be asked for.
    await expect.poll(() => page.getByRole('button', { name: /Again in \d+ s/ }).isDisabled()).toBe(true);

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('Password changed').waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it('asks for the second step’s code after the password, and signs in with the code from the mail', async () => {
    // The reset above sent a code to the same address less than a minute ago: start a fresh allowance.
    product.server.sql('delete from sys_code_throttle');
    const { page, context } = await newPage(product.browser);
    await page.goto(`${product.url}/login`);
    await page.getByLabel('Sign-in code').waitFor();
    await page.getByLabel('User name').fill(ADMIN.loginName);
    await page.getByLabel('Password').fill(NEW_PASSWORD);

    // Without the code the form does not go.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter the 6-digit code').waitFor();
    expect(await sessionCookie(page)).toBeUndefined();

    const before = product.mailbox.mails.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await product.mailbox.codeFor(ADMIN.email, before);
    await page.getByLabel('Sign-in code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/home$/);
    await page.locator('[data-page="/home"]').waitFor();
    expect(await sessionCookie(page)).toBeDefined();

    // The system log shows the reset by code, with what changed.
    const admin = ADMIN.loginName;
    await expectLogged(
      page,
      product.url,
      { user: admin, module: 'User', action: 'Password reset', target: admin },
      {
        password: 'reset',
      },
    );
    // It shows this browser's sign-in with the code (a sign-in changes no fields), newer than the
    // administrator's sign-in through the API before the journey.
    await expectLogged(
      page,
      product.url,
      {
        user: admin,
        module: 'Sign-in',
        action: 'Signed in',
        target: admin,
        userAgent: await page.evaluate(() => navigator.userAgent),
      },
      null,
    );
    // And the administrator's switching on of the second step with the mail server, with what changed.
    await expectLogged(
      page,
      product.url,
      { user: admin, module: 'System settings', action: 'Changed', target: '' },
      {
        smtpHost: '127.0.0.1',
        smtpPort: String(product.mailbox.port),
        smtpUser: product.mailbox.user,
        smtpFrom: 'console@harbour.example',
        smtpPassword: 'changed',
        loginSecondStep: 'true',
      },
    );
    await context.close();
  });

  it('refuses a wrong code with a clear message and no session', async () => {
    const { page, context } = await newPage(product.browser);
    await page.goto(`${product.url}/login`);
    await page.getByLabel('User name').fill(ADMIN.loginName);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByLabel('Sign-in code').fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The verification code is wrong, used or expired').waitFor();
    expect(await sessionCookie(page)).toBeUndefined();
    await context.close();
  });
});
