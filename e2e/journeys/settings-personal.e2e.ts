import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { clickUntil, signedInPage } from '../support/shell.js';

const product = useProduct({ mailbox: true });
let page: Page;

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  ({ page } = await signedInPage(product.browser, product.server));
});

// antd may leave its loading icon in the accessible name for a moment after a save: match the text part.
const profileSave = () => page.locator('form#profile').getByRole('button', { name: /Save/ });
const card = (title: string) => page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });

describe('system settings page', () => {
  it('lists a mail kept in the outbox while no mail server is configured, with its text', async () => {
    // A reset code asked for before any mail server exists waits in the outbox.
    const r = await fetch(`${product.url}/apm-web/a/api/user/sendVerificationCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'apm-console' },
      body: new URLSearchParams({ loginName: ADMIN.loginName, way: 'email' }),
    });
    expect(((await r.json()) as { jsonObject: { delivery: string } }).jsonObject.delivery).toBe('outbox');

    await page.getByRole('menuitem', { name: 'System' }).click();
    await clickUntil(
      page.getByRole('menuitem', { name: 'System settings' }),
      async () => page.url().endsWith('/sys/sysSetting/list'),
      'the menu entry System settings',
    );
    await page.waitForURL(/\/sys\/sysSetting\/list$/);
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Admin | System settings');
    const outbox = card('Mail outbox');
    await outbox.getByText(ADMIN.email).waitFor();
    await outbox.getByText('No mail server').first().waitFor();
    await outbox.getByRole('button', { name: 'View' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Your verification code is \d{6}\./).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
  });

  it('saves the mail server and sends a test mail, and reports the server’s refusal clearly', async () => {
    const mail = card('Mail server');
    // Without a server there is nothing to test: the button says why it is off.
    await expect.poll(() => mail.getByRole('button', { name: 'Send test mail' }).isDisabled()).toBe(true);
    await mail.getByText('Enter a mail server above to send a test mail.').waitFor();
    await mail.getByLabel('SMTP server').fill('127.0.0.1');
    await expect.poll(() => mail.getByText('Enter a mail server above to send a test mail.').count()).toBe(0);
    await mail.getByLabel('Port').fill(String(product.mailbox.port));
    await mail.getByLabel('User name').fill(product.mailbox.user);
    await mail.getByRole('textbox', { name: /^Password/ }).fill(product.mailbox.password);
    await mail.getByLabel('Sender address').fill('console@harbour.example');
    await mail.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').waitFor();
    expect(
      product.server.sql<{ value: string }>("select value from sys_setting where key = 'smtpHost'")[0]!.value,
    ).toBe('127.0.0.1');

    const before = product.mailbox.mails.length;
    await expect.poll(() => mail.getByLabel('Send a test mail to').inputValue()).toBe(ADMIN.email);
    await mail.getByRole('button', { name: 'Send test mail' }).click();
    await page.getByText(`The test mail was accepted for ${ADMIN.email}.`).waitFor();
    expect(product.mailbox.mails.length).toBe(before + 1);
    expect(product.mailbox.mails.at(-1)!.raw).toContain('this test mail arrived');

    // A wrong password typed in the form is tried without being saved, and the refusal is shown.
    await mail.getByRole('textbox', { name: /^Password/ }).fill('wrong');
    await mail.getByRole('button', { name: 'Send test mail' }).click();
    await mail.getByText('The test mail could not be sent').waitFor();
    await mail.getByText(/Invalid username or password/).waitFor();
  });

  it('switches strong passwords on', async () => {
    const policy = card('Password policy');
    await policy.getByRole('switch').click();
    await policy.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').first().waitFor();
    await expect
      .poll(
        () =>
          product.server.sql<{ value: string }>("select value from sys_setting where key = 'userPwdType'")[0]?.value,
      )
      .toBe('2');
  });

  it('sets how many conversions run at once, refusing a number out of range', async () => {
    const conversion = card('Video and sound conversion');
    const field = conversion.getByLabel('Conversions at once');
    await expect.poll(() => field.inputValue()).toBe('1');
    await field.fill('');
    await conversion.getByRole('button', { name: 'Save' }).click();
    await conversion.getByText('Enter a whole number from 1 to 16').waitFor();
    await field.fill('3');
    await conversion.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').first().waitFor();
    await expect
      .poll(
        () =>
          product.server.sql<{ value: string }>("select value from sys_setting where key = 'transcodeConcurrency'")[0]
            ?.value,
      )
      .toBe('3');
  });

  it('limits uploads to a size of its own and gives each institution its storage', async () => {
    const uploads = card('Uploads and storage');
    const size = uploads.getByLabel('Largest file');
    // Without a limit of its own there is no size to give.
    await expect.poll(() => size.isVisible()).toBe(false);
    await uploads.getByRole('switch', { name: 'Limit the size of uploads' }).click();
    await expect.poll(() => size.isVisible()).toBe(true);
    await size.fill('250');
    await uploads.getByLabel('Storage of each institution').fill('2048');
    await uploads.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').first().waitFor();
    const value = (key: string) =>
      product.server.sql<{ value: string }>(`select value from sys_setting where key = '${key}'`)[0]?.value;
    await expect.poll(() => value('uploadLimitSize')).toBe('250');
    expect(value('uploadLimitOpen')).toBe('true');
    expect(value('capacitySetting')).toBe('2048');
    // Shown as saved after a reload.
    await page.reload();
    await expect.poll(() => card('Uploads and storage').getByLabel('Largest file').inputValue()).toBe('250');
  });

  it('tells in the section saved a refusal that concerns another section', async () => {
    // The second sign-in step is on, by mail, and the administrator has since lost their own e-mail:
    // the server refuses every save (they could not sign in again), whichever section it comes from.
    const keys = ['smtpHost', 'smtpFrom', 'smtpVerifyCodeOpen', 'loginSecondStep'];
    const stored = product.server.sql<{ key: string; value: string }>(
      `select key, value from sys_setting where key in (${keys.map(() => '?').join(', ')})`,
      ...keys,
    );
    const set = (key: string, value: string) =>
      product.server.sql(
        'insert into sys_setting (key, value, updated_at) values (?, ?, ?) on conflict (key) do update set value = excluded.value',
        key,
        value,
        Date.now(),
      );
    const values = {
      smtpHost: 'mail.harbour.example',
      smtpFrom: 'screens@harbour.example',
      smtpVerifyCodeOpen: 'true',
    };
    try {
      Object.entries({ ...values, loginSecondStep: 'true' }).forEach(([k, v]) => set(k, v));
      product.server.sql("update sys_user set email = '' where login_name = ?", ADMIN.loginName);
      await page.reload();
      const conversion = card('Video and sound conversion');
      await conversion.getByRole('button', { name: 'Save' }).click();
      const alert = conversion.getByRole('alert');
      await alert.getByText('Second sign-in step: Add an address to your own account first').waitFor();
      expect(
        product.server.sql<{ value: string }>("select value from sys_setting where key = 'transcodeConcurrency'")[0]
          ?.value,
      ).toBe('3');
    } finally {
      product.server.sql('update sys_user set email = ? where login_name = ?', ADMIN.email, ADMIN.loginName);
      product.server.sql(`delete from sys_setting where key in (${keys.map(() => '?').join(', ')})`, ...keys);
      stored.forEach((r) => set(r.key, r.value));
    }
  });
});

describe('personal center', () => {
  it('is opened from the avatar menu; the name, avatar and a confirmed new e-mail are saved', async () => {
    await page.getByRole('button', { name: `Account: ${ADMIN.name}` }).click();
    await page.getByRole('menuitem', { name: 'Personal centre' }).click();
    await page.waitForURL(/\/personalCenter$/);

    await page.getByLabel('Display name').fill('Ada King');
    await profileSave().click();
    await page.getByText('Profile saved').waitFor();
    await page.getByRole('button', { name: 'Account: Ada King' }).waitFor();

    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Avatar changed').waitFor();
    await expect
      .poll(() => page.locator('[data-shell-header] img').first().getAttribute('src'))
      .toMatch(/\/apm-web\/a\/api\/user\/avatar\?id=.+&v=[0-9a-f]{32}$/);

    await page.getByRole('textbox', { name: 'E-mail' }).fill('ada.king@harbour.example');
    const before = product.mailbox.mails.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await product.mailbox.codeFor('ada.king@harbour.example', before);
    await page.getByLabel('Code for the new e-mail address').fill(code);
    await profileSave().click();
    await page.getByText('Profile saved').first().waitFor();
    await expect
      .poll(
        () => product.server.sql<{ email: string }>("select email from sys_user where login_name = 'admin'")[0]!.email,
      )
      .toBe('ada.king@harbour.example');
  });

  it('changes the password after confirming the current one, by the policy', async () => {
    const form = card('Password');
    await form.getByLabel('Current password').fill('Nope12345');
    await form.getByLabel('New password', { exact: true }).click();
    await form.getByText('The current password is wrong').waitFor();
    await form.getByLabel('Current password').fill(ADMIN.password);
    await form.getByLabel('New password', { exact: true }).fill('harbour2029');
    await form.getByLabel('Confirm the new password').fill('harbour2029');
    await form.getByRole('button', { name: 'Change the password' }).click();
    // Strong passwords were switched on above.
    await form.getByText('Add a symbol, or mix upper and lower case letters').waitFor();
    await form.getByLabel('New password', { exact: true }).fill('Harbour#2029');
    await form.getByLabel('Confirm the new password').fill('Harbour#2029');
    await form.getByRole('button', { name: 'Change the password' }).click();
    await page.getByText('Password changed').waitFor();
  });
});
