import type { OutboxDetail, OutboxItem, SignInSettings } from '@apm/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, addUser, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { startMailbox, type Mailbox } from '../../../test/mailbox.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
let admin: string;
let mailbox: Mailbox;
beforeAll(async () => {
  [app, mailbox] = await Promise.all([startApp(), startMailbox()]);
  await initSystem(app);
  admin = await signIn(app);
  await addUser(app, 'olga', 'operator');
});
afterAll(async () => {
  await app.close();
  await mailbox.close();
});

const save = (form: Record<string, string>, cookie = admin) =>
  call<SignInSettings>(app, 'POST', '/a/api/sysSetting/save', { cookie, form });
const smtpForm = () => ({
  smtpHost: '127.0.0.1',
  smtpPort: String(mailbox.port),
  smtpSecure: 'false',
  smtpUser: mailbox.user,
  smtpPassword: mailbox.password,
  smtpFrom: 'console@signage.example',
});
const lastAudit = () =>
  app.db.kysely
    .selectFrom('sys_log')
    .select(['changes', 'user_name as userName', 'action'])
    .where('module', '=', 'setting')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
const resetSettings = async () => {
  await app.db.kysely.deleteFrom('sys_setting').where('key', 'like', 'smtp%').execute();
  await app.db.kysely.deleteFrom('sys_setting').where('key', 'in', ['loginSecondStep', 'userPwdType']).execute();
};
afterEach(resetSettings);

describe('reading settings by key', () => {
  it('answers the defaults of the verification modes (spec 9: SMS off, e-mail on)', async () => {
    const sms = await call(app, 'GET', '/a/api/sysSetting/getKey', {
      cookie: admin,
      form: { key: 'smsVerifyCodeOpen' },
    });
    expect(sms.body).toMatchObject({ code: 0, jsonObject: { smsVerifyCodeOpen: 'false' } });
    const mail = await call(app, 'GET', '/a/api/sysSetting/getKey', {
      cookie: admin,
      form: { key: 'smtpVerifyCodeOpen' },
    });
    expect(mail.body.jsonObject).toEqual({ smtpVerifyCodeOpen: 'true' });
  });

  it('answers an empty string for unknown keys and for private ones, to any signed-in user', async () => {
    const olga = await signIn(app, 'olga');
    await save(smtpForm());
    for (const key of ['noSuchKey', 'smtpPassword', 'smtpHost', 'system.rsaPrivateKey']) {
      const r = await call(app, 'GET', '/a/api/sysSetting/getKey', { cookie: olga, form: { key } });
      expect(r.body.jsonObject, key).toEqual({ [key]: '' });
    }
  });

  it('reads several keys at once', async () => {
    const r = await call(app, 'GET', '/a/api/sysSetting/getKeys', {
      cookie: admin,
      form: { keys: 'smsVerifyCodeOpen,userPwdType,pwdExpireDays,unknown' },
    });
    expect(r.body.jsonObject).toEqual({
      smsVerifyCodeOpen: 'false',
      userPwdType: '1',
      pwdExpireDays: '0',
      unknown: '',
    });
  });

  it('answers the content keys of spec 3 to any signed-in user, with their defaults', async () => {
    const olga = await signIn(app, 'olga');
    const r = await call(app, 'GET', '/a/api/sysSetting/getKeys', {
      cookie: olga,
      form: {
        keys: 'capacitySetting,uploadLimitOpen,uploadLimitSize,audit,terminalAuthorizationFreeAccessManage,debugTypes',
      },
    });
    // Spec 9: the upload limit starts at 400 and is 10240 MB while uploadLimitOpen is not 'true'.
    expect(r.body.jsonObject).toEqual({
      capacitySetting: '0',
      uploadLimitOpen: 'false',
      uploadLimitSize: '400',
      audit: 'false',
      terminalAuthorizationFreeAccessManage: 'false',
      debugTypes: '',
    });
  });

  it('tells the password policy before sign-in', async () => {
    const r = await call(app, 'GET', '/f/common/passwordPolicy');
    expect(r.body.jsonObject).toEqual({ userPwdType: '1', minLength: 8 });
  });
});

describe('saving settings', () => {
  it('saves, reads back without the SMTP password, and audits every change but the password value', async () => {
    const r = await save({ ...smtpForm(), userPwdType: '2', pwdExpireDays: '90', pwdHistoryCount: '3' });
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject).toMatchObject({
      smtpHost: '127.0.0.1',
      smtpPort: String(mailbox.port),
      smtpUser: mailbox.user,
      smtpFrom: 'console@signage.example',
      smtpPasswordSet: true,
      userPwdType: '2',
      pwdExpireDays: '90',
      pwdHistoryCount: '3',
      smsAvailable: false,
    });
    const form = await call<SignInSettings>(app, 'GET', '/a/api/sysSetting/signInSettings', { cookie: admin });
    expect(JSON.stringify(form.body)).not.toContain(mailbox.password);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ userName: ADMIN.loginName, action: 'update' });
    expect(audit!.changes).not.toContain(mailbox.password);
    expect(JSON.parse(audit!.changes)).toMatchObject({
      smtpHost: { before: '', after: '127.0.0.1' },
      userPwdType: { before: '1', after: '2' },
      smtpPassword: { after: 'changed' },
    });
    expect((await call(app, 'GET', '/f/common/passwordPolicy')).body.jsonObject).toEqual({
      userPwdType: '2',
      minLength: 8,
    });
    // An empty password keeps the stored one; clearing removes it.
    expect((await save({ smtpPassword: '' })).body.jsonObject).toMatchObject({ smtpPasswordSet: true });
    expect((await save({ smtpPasswordClear: 'true' })).body.jsonObject).toMatchObject({ smtpPasswordSet: false });
    expect(JSON.parse((await lastAudit())!.changes)).toEqual({ smtpPassword: { after: 'cleared' } });
    await save({ userPwdType: '1', pwdExpireDays: '0', pwdHistoryCount: '0' });
  });

  it('sets how many conversions a server process runs at once, 1 to 16', async () => {
    const form = await call<SignInSettings>(app, 'GET', '/a/api/sysSetting/signInSettings', { cookie: admin });
    expect(form.body.jsonObject!.transcodeConcurrency).toBe('1');
    expect((await save({ transcodeConcurrency: '4' })).body.jsonObject).toMatchObject({ transcodeConcurrency: '4' });
    expect(JSON.parse((await lastAudit())!.changes)).toEqual({ transcodeConcurrency: { before: '1', after: '4' } });
    // Stored under the key the material module reads (media-settings.ts).
    const stored = await app.db.kysely
      .selectFrom('sys_setting')
      .select('value')
      .where('key', '=', 'transcodeConcurrency')
      .executeTakeFirst();
    expect(stored?.value).toBe('4');
    for (const bad of ['0', '17', '2.5', 'two']) {
      const r = await save({ transcodeConcurrency: bad });
      expect(r.body, bad).toMatchObject({ code: 400, data: { fields: [{ field: 'transcodeConcurrency' }] } });
    }
    expect((await save({ transcodeConcurrency: '1' })).body.jsonObject).toMatchObject({ transcodeConcurrency: '1' });
  });

  it('sets the upload limit, the storage of each institution and free terminal access, which take effect at once', async () => {
    const form = await call<SignInSettings>(app, 'GET', '/a/api/sysSetting/signInSettings', { cookie: admin });
    expect(form.body.jsonObject).toMatchObject({
      uploadLimitOpen: 'false',
      uploadLimitSize: '400',
      capacitySetting: '0',
      terminalAuthorizationFreeAccessManage: 'false',
    });
    const saved = await save({
      uploadLimitOpen: 'true',
      uploadLimitSize: '1',
      capacitySetting: '50',
      terminalAuthorizationFreeAccessManage: 'true',
    });
    expect(saved.body.jsonObject).toMatchObject({
      uploadLimitOpen: 'true',
      uploadLimitSize: '1',
      capacitySetting: '50',
      terminalAuthorizationFreeAccessManage: 'true',
    });
    expect(JSON.parse((await lastAudit())!.changes)).toEqual({
      uploadLimitOpen: { before: 'false', after: 'true' },
      uploadLimitSize: { before: '400', after: '1' },
      capacitySetting: { before: '0', after: '50' },
      terminalAuthorizationFreeAccessManage: { before: 'false', after: 'true' },
    });
    // What the console reads by key (spec 3).
    const keys = await call<Record<string, string>>(app, 'GET', '/a/api/sysSetting/getKeys', {
      cookie: admin,
      form: { keys: 'uploadLimitOpen,uploadLimitSize,capacitySetting,terminalAuthorizationFreeAccessManage' },
    });
    expect(keys.body.jsonObject).toEqual({
      uploadLimitOpen: 'true',
      uploadLimitSize: '1',
      capacitySetting: '50',
      terminalAuthorizationFreeAccessManage: 'true',
    });
    // A file of 2 MB is refused before a byte of it is sent.
    const announce = await call(app, 'GET', '/a/api/fileInfosa/uploaderMD5Check', {
      cookie: admin,
      form: { md5: 'a'.repeat(32), size: String(2 * 1024 * 1024), name: 'big.png' },
    });
    expect(announce.body).toMatchObject({ code: 400, data: { fields: [{ field: 'size', message: 'tooLarge' }] } });
    // Each institution's storage is 50 MB.
    const volume = await call<{ quotaBytes: number | null }>(app, 'GET', '/a/api/vol/getVolMsg', { cookie: admin });
    expect(volume.body.jsonObject).toMatchObject({ quotaBytes: 50 * 1024 * 1024 });
    // A device that registers is authorised at once, without a pairing code.
    const registered = await app.http.inject({
      method: 'POST',
      url: '/apm-web/terminal/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ hardwareId: 'free-access-device', name: 'Lobby' }),
    });
    expect(registered.json()).toMatchObject({ code: 0, jsonObject: { state: 'authorised', pairingCode: null } });

    for (const [field, bad] of [
      ['uploadLimitSize', '0'],
      ['uploadLimitSize', '100000'],
      ['capacitySetting', '-1'],
      ['capacitySetting', '1.5'],
      ['uploadLimitOpen', 'yes'],
    ] as const) {
      const r = await save({ [field]: bad });
      expect(r.body, `${field}=${bad}`).toMatchObject({ code: 400, data: { fields: [{ field }] } });
    }
    await save({
      uploadLimitOpen: 'false',
      uploadLimitSize: '400',
      capacitySetting: '0',
      terminalAuthorizationFreeAccessManage: 'false',
    });
  });

  it('needs sys:setting:edit to save and sys:setting:view to read the form', async () => {
    const olga = await signIn(app, 'olga');
    const r = await save({ smtpVerifyCodeOpen: 'false' }, olga);
    expect(r.body.code).toBe(401);
    expect((await call(app, 'GET', '/a/api/sysSetting/signInSettings', { cookie: olga })).body.code).toBe(401);
    expect((await call(app, 'GET', '/a/api/sysSetting/mailOutbox', { cookie: olga })).body.code).toBe(401);
  });

  it('refuses settings that cannot work, naming the field', async () => {
    const noFrom = await save({ smtpHost: 'mail.example.com', smtpFrom: '' });
    expect(noFrom.body).toMatchObject({ code: 400, data: { fields: [{ field: 'smtpFrom', message: 'required' }] } });
    const badHost = await save({ smtpHost: 'bad host!' });
    expect(badHost.body.code).toBe(400);
    const noChannel = await save({ loginSecondStep: 'true' });
    expect(noChannel.body).toMatchObject({
      code: 400,
      data: { fields: [{ field: 'loginSecondStep', message: 'needChannel' }] },
    });
    const sms = await save({ smsVerifyCodeOpen: 'true' });
    expect(sms.body.code).toBe(1104);
    expect(sms.body.message).toMatch(/not configured/);
  });

  it('does not let the caller switch the second step on without an address to receive its code', async () => {
    const platform = await platformOffice(app);
    await addPerson(app, 'noaddr', 'admin', platform.id);
    const cookie = await signIn(app, 'noaddr');
    const r = await save({ ...smtpForm(), loginSecondStep: 'true' }, cookie);
    expect(r.body).toMatchObject({
      code: 400,
      data: { fields: [{ field: 'loginSecondStep', message: 'ownContactMissing' }] },
    });
    // The administrator has an e-mail address: allowed.
    expect((await save({ ...smtpForm(), loginSecondStep: 'true' })).body.code).toBe(0);
  });
});

describe('test mail', () => {
  it('reaches a real SMTP server with the given settings, before they are saved', async () => {
    const before = mailbox.mails.length;
    const r = await call(app, 'POST', '/a/api/sysSetting/testMail', {
      cookie: `${admin}; lang=DE`,
      form: { to: 'ops@signage.example', ...smtpForm() },
    });
    expect(r.body.code).toBe(0);
    expect(mailbox.mails.length).toBe(before + 1);
    const mail = mailbox.mails.at(-1)!;
    expect(mail.to).toEqual(['ops@signage.example']);
    expect(mail.from).toBe('console@signage.example');
    expect(mail.raw).toContain('Testnachricht');
  });

  it("reports the server's refusal clearly, and an unreachable server", async () => {
    const wrong = await call<{ reason: string }>(app, 'POST', '/a/api/sysSetting/testMail', {
      cookie: admin,
      form: { to: 'ops@signage.example', ...smtpForm(), smtpPassword: 'wrong' },
    });
    expect(wrong.body.code).toBe(1107);
    expect(wrong.body.jsonObject!.reason).toMatch(/Invalid username or password/);
    expect(wrong.body.message).toMatch(/could not be sent: .*Invalid username or password/);
    const closed = await call<{ reason: string }>(app, 'POST', '/a/api/sysSetting/testMail', {
      cookie: admin,
      form: { to: 'ops@signage.example', ...smtpForm(), smtpPort: '1' },
    });
    expect(closed.body.code).toBe(1107);
    expect(closed.body.jsonObject!.reason).toMatch(/ECONNREFUSED/);
  });

  it('asks for a server when none is saved or given', async () => {
    const r = await call(app, 'POST', '/a/api/sysSetting/testMail', { cookie: admin, form: { to: 'a@b.example' } });
    expect(r.body).toMatchObject({ code: 400, data: { fields: [{ field: 'smtpHost', message: 'required' }] } });
  });
});

describe('mail outbox', () => {
  it('keeps mails while no mail server is configured, pages them newest first and shows one with its text', async () => {
    const platform = await platformOffice(app);
    const office = await addOffice(app, 'Depot', platform);
    const id = await addPerson(app, 'dora', 'operator', office.id);
    await app.db.kysely.updateTable('sys_user').set({ email: 'dora@depot.example' }).where('id', '=', id).execute();
    await app.db.kysely.deleteFrom('sys_mail_outbox').execute();
    for (let i = 0; i < 3; i++) {
      await app.db.kysely.deleteFrom('sys_code_throttle').execute();
      const r = await call(app, 'POST', '/a/api/user/sendVerificationCode', {
        form: { loginName: 'dora', way: 'email' },
      });
      // A reset code's answer tells no address (docs/decisions.md, "No account enumeration").
      expect(r.body).toMatchObject({ code: 0, jsonObject: { delivery: 'outbox', target: '' } });
    }
    await app.services.verification.settled();
    const page = await call(app, 'GET', '/a/api/sysSetting/mailOutbox', {
      cookie: admin,
      form: { pageNo: '1', pageSize: '2' },
    });
    const data = page.body.data as { list: OutboxItem[]; count: number };
    expect(data.count).toBe(3);
    expect(data.list).toHaveLength(2);
    expect(data.list[0]).toMatchObject({ to: 'dora@depot.example', status: 'notConfigured', error: '' });
    expect(data.list[0]!.createdAt).toBeGreaterThanOrEqual(data.list[1]!.createdAt);
    const second = await call(app, 'GET', '/a/api/sysSetting/mailOutbox', {
      cookie: admin,
      form: { pageNo: '2', pageSize: '2' },
    });
    expect((second.body.data as { list: OutboxItem[] }).list).toHaveLength(1);
    const one = await call<OutboxDetail>(app, 'GET', '/a/api/sysSetting/mailOutboxDetail', {
      cookie: admin,
      form: { id: data.list[0]!.id },
    });
    expect(one.body.jsonObject!.body).toMatch(/Your verification code is \d{6}\./);
    const missing = await call(app, 'GET', '/a/api/sysSetting/mailOutboxDetail', {
      cookie: admin,
      form: { id: 'nope' },
    });
    expect(missing.body.code).toBe(404);
  });

  it('keeps a refused mail with the reason', async () => {
    await save({ ...smtpForm(), smtpPassword: 'wrong' });
    await app.db.kysely.deleteFrom('sys_code_throttle').execute();
    const r = await call(app, 'POST', '/a/api/user/sendVerificationCode', {
      form: { loginName: ADMIN.loginName, way: 'email' },
    });
    // The answer cannot tell (it is the same for every name, given before the mail leaves): the outbox does.
    expect(r.body).toMatchObject({ code: 0, jsonObject: { delivery: 'sent' } });
    await app.services.verification.settled();
    const page = await call(app, 'GET', '/a/api/sysSetting/mailOutbox', {
      cookie: admin,
      form: { status: 'failed' },
    });
    const [failed] = (page.body.data as { list: OutboxItem[] }).list;
    expect(failed).toMatchObject({ to: ADMIN.email, status: 'failed' });
    expect(failed!.error).toMatch(/Invalid username or password/);
  });
});
