import { AVATAR_MAX_BYTES, type CodeSent, type UserInfo } from '@apm/contract';
import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE } from '@apm/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
let admin: string;
let ids: Record<string, string>;
beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const platform = await platformOffice(app);
  const depot = await addOffice(app, 'Depot', platform);
  const yard = await addOffice(app, 'Yard', platform);
  ids = {
    dora: await addPerson(app, 'dora', 'operator', depot.id),
    dan: await addPerson(app, 'dan', 'operator', depot.id),
    yves: await addPerson(app, 'yves', 'operator', yard.id),
  };
  await app.db.kysely.updateTable('sys_user').set({ email: 'dan@depot.example' }).where('id', '=', ids.dan!).execute();
});
afterAll(() => app.close());
afterEach(async () => {
  await app.db.kysely.deleteFrom('sys_code_throttle').execute();
  await app.db.kysely.deleteFrom('sys_login_failure').execute();
});

const post = (url: string, form: Record<string, string>, cookie: string) => call(app, 'POST', url, { form, cookie });
const info = async (cookie: string) =>
  (await call<UserInfo>(app, 'GET', '/a/api/user/getUserInfo', { cookie })).body.jsonObject!;
const fieldOf = (body: { data?: unknown }) => (body.data as { fields: { field: string; message: string }[] }).fields[0];
const outboxCode = async (to: string) => {
  const row = await app.db.kysely
    .selectFrom('sys_mail_outbox')
    .select('body')
    .where('to_addr', '=', to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
};

/** A multipart upload of one file, as the console's upload does it. */
function upload(cookie: string, bytes: Buffer, filename = 'me.png', type = 'image/png') {
  const boundary = '----apmtest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.http.inject({
    method: 'POST',
    url: '/apm-web/a/api/user/uploadAvatar',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE,
    },
    payload,
  });
}
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('profile', () => {
  it('changes the name, audited', async () => {
    const dora = await signIn(app, 'dora');
    const r = await post('/a/api/user/saveUserInfo', { name: 'Dora Depot', email: '', phone: '' }, dora);
    expect(r.body).toMatchObject({ code: 0, jsonObject: { name: 'Dora Depot' } });
    const row = await app.db.kysely
      .selectFrom('sys_log')
      .select('changes')
      .where('action', '=', 'updateProfile')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.changes)).toEqual({ name: { before: 'dora', after: 'Dora Depot' } });
  });

  it('changes the e-mail only with the code sent to the new address', async () => {
    const dora = await signIn(app, 'dora');
    const base = { name: 'Dora Depot', phone: '' };
    const noCode = await post('/a/api/user/saveUserInfo', { ...base, email: 'dora@depot.example' }, dora);
    expect(noCode.body).toMatchObject({ code: 1101, jsonObject: { field: 'email' } });
    const sent = await call<CodeSent>(app, 'POST', '/a/api/user/sendContactVerificationCode', {
      cookie: dora,
      form: { way: 'email', target: 'dora@depot.example' },
    });
    expect(sent.body.jsonObject).toMatchObject({ delivery: 'outbox', target: 'd***@depot.example' });
    const code = await outboxCode('dora@depot.example');
    // The code proves this address only.
    const other = await post(
      '/a/api/user/saveUserInfo',
      { ...base, email: 'dora2@depot.example', emailCode: code },
      dora,
    );
    expect(other.body.code).toBe(1102);
    const ok = await post('/a/api/user/saveUserInfo', { ...base, email: 'dora@depot.example', emailCode: code }, dora);
    expect(ok.body.code).toBe(0);
    expect((await info(dora)).email).toBe('dora@depot.example');
    // Clearing the address needs no code.
    expect((await post('/a/api/user/saveUserInfo', { ...base, email: '' }, dora)).body.code).toBe(0);
  });

  it("refuses another user's address, before sending anything", async () => {
    const dora = await signIn(app, 'dora');
    const r = await post(
      '/a/api/user/sendContactVerificationCode',
      { way: 'email', target: 'DAN@depot.example' },
      dora,
    );
    expect(r.body.code).toBe(409);
    expect(fieldOf(r.body)).toEqual({ field: 'target', message: 'emailTaken' });
    const save = await post('/a/api/user/saveUserInfo', { name: 'Dora', email: 'dan@depot.example', phone: '' }, dora);
    expect(fieldOf(save.body)).toEqual({ field: 'email', message: 'emailTaken' });
    const sms = await post('/a/api/user/sendContactVerificationCode', { way: 'sms', target: '+49 30 1234567' }, dora);
    expect(sms.body.code).toBe(1104);
  });
});

describe('password change in the personal center', () => {
  it('confirms the old password, and counts wrong ones as failed sign-ins', async () => {
    const dora = await signIn(app, 'dora');
    const right = await call(app, 'GET', '/a/api/user/ConfirmOldpwd', {
      cookie: dora,
      form: { oldPassword: ADMIN.password },
    });
    expect(right.body.jsonObject).toEqual({ correct: true });
    for (let i = 0; i < 10; i++) {
      const wrong = await call(app, 'GET', '/a/api/user/ConfirmOldpwd', {
        cookie: dora,
        form: { oldPassword: `Wrong${i}abc` },
      });
      expect(wrong.body.jsonObject).toEqual({ correct: false });
    }
    // Ten failures lock the account, here and at sign-in.
    const locked = await call(app, 'GET', '/a/api/user/ConfirmOldpwd', {
      cookie: dora,
      form: { oldPassword: ADMIN.password },
    });
    expect(locked.body.code).toBe(429);
    expect(
      (await call(app, 'POST', '/a/login', { form: { username: 'dora', password: ADMIN.password } })).body.code,
    ).toBe(429);
  });

  it('checks at most ten of fifty wrong old passwords sent at once, then locks', async () => {
    const dora = await signIn(app, 'dora');
    const confirm = (oldPassword: string) =>
      call(app, 'GET', '/a/api/user/ConfirmOldpwd', { cookie: dora, form: { oldPassword } });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => confirm(`Wrong${i}abc`)));
    const wrong = answers.filter(
      (r) => r.body.code === 0 && (r.body.jsonObject as { correct: boolean }).correct === false,
    );
    expect(wrong).toHaveLength(10);
    expect(answers.filter((r) => r.body.code === 429)).toHaveLength(40);
    expect((await confirm(ADMIN.password)).body.code).toBe(429);
    const changed = await post(
      '/a/api/user/modifyPassword',
      { oldPassword: ADMIN.password, newPassword: 'Brand-new1' },
      dora,
    );
    expect(changed.body.code).toBe(429);
  });

  it('refuses ConfirmOldpwd from another site (a navigation with its referer, or with no headers) and counts nothing', async () => {
    const dora = await signIn(app, 'dora');
    const navigate = (headers: Record<string, string>, oldPassword: string) =>
      app.http.inject({
        method: 'GET',
        url: '/apm-web/a/api/user/ConfirmOldpwd',
        query: { oldPassword },
        headers: { cookie: dora, ...headers },
      });
    for (let i = 0; i < 6; i++) {
      const fromElsewhere = await navigate({ referer: 'https://evil.example/' }, `Wrong${i}abc`);
      expect(fromElsewhere.statusCode).toBe(403);
      expect(fromElsewhere.json()).toMatchObject({ code: 403 });
      const bare = await navigate({}, `Wrong${i}xyz`);
      expect(bare.statusCode).toBe(403);
      expect(bare.json()).toMatchObject({ code: 403 });
    }
    // Twelve refused guesses, more than the limit: none was counted, so no captcha and no lock.
    const ours = await call(app, 'GET', '/a/api/user/ConfirmOldpwd', {
      cookie: dora,
      form: { oldPassword: ADMIN.password },
    });
    expect(ours.body).toMatchObject({ code: 0, jsonObject: { correct: true } });
    const check = await call(app, 'POST', '/a/login', { form: { username: 'dora', password: ADMIN.password } });
    expect(check.body.code).toBe(0);
  });

  it('changes the password with the old one; other sessions of the user end, this one stays', async () => {
    const here = await signIn(app, 'dan');
    const elsewhere = await signIn(app, 'dan');
    const wrong = await post(
      '/a/api/user/modifyPassword',
      { oldPassword: 'Nope1234', newPassword: 'Brand-new1' },
      here,
    );
    expect(fieldOf(wrong.body)).toEqual({ field: 'oldPassword', message: 'wrongPassword' });
    const r = await post(
      '/a/api/user/modifyPassword',
      { oldPassword: ADMIN.password, newPassword: 'Brand-new1' },
      here,
    );
    expect(r.body.code).toBe(0);
    expect((await call(app, 'GET', '/a/api/user/getUserInfo', { cookie: here })).body.code).toBe(0);
    expect((await call(app, 'GET', '/a/api/user/getUserInfo', { cookie: elsewhere })).body.message).toBe('logout');
    await signIn(app, 'dan', 'Brand-new1');
    const audit = await app.db.kysely
      .selectFrom('sys_log')
      .select('changes')
      .where('action', '=', 'changePassword')
      .executeTakeFirstOrThrow();
    expect(audit.changes).not.toMatch(/argon|Brand-new1/);
  });
});

describe('avatar', () => {
  it('uploads a picture, stores it by its MD5 and serves it to the user and to those whose range holds them', async () => {
    const dora = await signIn(app, 'dora');
    const r = await upload(dora, PNG);
    expect(r.json()).toMatchObject({ code: 0 });
    const url = (r.json() as { jsonObject: { avatar: string } }).jsonObject.avatar;
    expect(url).toMatch(/^\/apm-web\/a\/api\/user\/avatar\?id=.+&v=[0-9a-f]{32}$/);
    expect((await info(dora)).avatar).toBe(url);
    const md5 = url.split('v=')[1]!;
    const mine = await app.http.inject({ method: 'GET', url, headers: { cookie: dora } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    const { existsSync } = await import('node:fs');
    expect(existsSync(`${app.store.config.dataDir}/files/${md5.slice(0, 2)}/${md5}`)).toBe(true);
    // The administrator's range holds Depot; a user of Yard sees nothing of it.
    expect((await app.http.inject({ method: 'GET', url, headers: { cookie: admin } })).statusCode).toBe(200);
    const yves = await signIn(app, 'yves');
    const foreign = await app.http.inject({ method: 'GET', url, headers: { cookie: yves } });
    expect(foreign.json()).toMatchObject({ code: 404 });
    expect((await app.http.inject({ method: 'GET', url })).json()).toMatchObject({ code: 440 });
  });

  it('takes pictures only, and not too large ones', async () => {
    const dora = await signIn(app, 'dora');
    const svg = await upload(dora, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 'image/png');
    expect(fieldOf(svg.json())).toEqual({ field: 'file', message: 'notAnImage' });
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const large = await upload(dora, big);
    expect(fieldOf(large.json())).toEqual({ field: 'file', message: 'fileTooLarge' });
    const plain = await post('/a/api/user/uploadAvatar', { file: 'x' }, dora);
    expect(fieldOf(plain.body)).toEqual({ field: 'file', message: 'required' });
  });
});
