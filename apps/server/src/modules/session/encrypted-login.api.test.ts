import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { SETTING_LANDING_ENCRYPTION, type PublishKey, type SignInSettings } from '@apm/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';

let app: TestApp;
beforeEach(async () => {
  app = await startApp();
  await initSystem(app);
});
afterEach(() => app.close());

const hexToB64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');

/** Encrypts as the console does: RSA-OAEP, SHA-256, with the published modulus and exponent. */
function encrypt(key: PublishKey['publicKeyJson'], text: string): string {
  const pub = createPublicKey({
    key: { kty: 'RSA', n: hexToB64url(key.modulus), e: hexToB64url(key.exponent) },
    format: 'jwk',
  });
  return publicEncrypt(
    { key: pub, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(text),
  ).toString('base64');
}

describe('encrypted login (landingEncryption)', () => {
  it('is off by default and publishes a 2048-bit key', async () => {
    const r = await call<PublishKey>(app, 'GET', '/f/common/getPublishKey');
    expect(r.body.jsonObject).toMatchObject({ landingEncryption: false, isLandingEncryption: false });
    expect(r.body.jsonObject!.publicKeyJson.modulus).toMatch(/^[0-9a-f]{512}$/);
    expect(r.body.jsonObject!.publicKeyJson.exponent).toBe('010001');
  });

  it('is switched on and off on the system settings page, each change audited', async () => {
    const admin = await signIn(app);
    const form = await call<SignInSettings>(app, 'GET', '/a/api/sysSetting/signInSettings', { cookie: admin });
    expect(form.body.jsonObject!.landingEncryption).toBe('false');
    const on = await call<SignInSettings>(app, 'POST', '/a/api/sysSetting/save', {
      cookie: admin,
      form: { landingEncryption: 'true' },
    });
    expect(on.body.jsonObject!.landingEncryption).toBe('true');
    expect((await call<PublishKey>(app, 'GET', '/f/common/getPublishKey')).body.jsonObject!.landingEncryption).toBe(
      true,
    );
    const wrong = await call(app, 'POST', '/a/api/sysSetting/save', {
      cookie: admin,
      form: { landingEncryption: 'yes' },
    });
    expect(wrong.body.code).not.toBe(0);
    await call(app, 'POST', '/a/api/sysSetting/save', { cookie: admin, form: { landingEncryption: 'false' } });
    expect((await call<PublishKey>(app, 'GET', '/f/common/getPublishKey')).body.jsonObject!.landingEncryption).toBe(
      false,
    );
    const changes = (await auditRows(app, 'setting', 'update')).map((r) => JSON.parse(r.changes ?? '{}') as object);
    // Both changes, in either order: rows of one millisecond have no order among them.
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        { landingEncryption: { before: 'false', after: 'true' } },
        { landingEncryption: { before: 'true', after: 'false' } },
      ]),
    );
  });

  it('when on, signs in with encrypted fields and refuses plain ones', async () => {
    await app.services.system.setSetting(SETTING_LANDING_ENCRYPTION, 'true');
    const key = (await call<PublishKey>(app, 'GET', '/f/common/getPublishKey')).body.jsonObject!;
    expect(key.landingEncryption).toBe(true);

    const plain = await call(app, 'POST', '/a/login', {
      form: { username: ADMIN.loginName, password: ADMIN.password },
    });
    expect(plain.body.code).toBe(1006);
    expect(plain.cookies.find((c) => c.name === 'Authorization')).toBeUndefined();

    const wrong = await call(app, 'POST', '/a/login', {
      form: { username: encrypt(key.publicKeyJson, ADMIN.loginName), password: encrypt(key.publicKeyJson, 'Nope1234') },
    });
    expect(wrong.body.code).toBe(1001);

    const ok = await call<{ loginName: string }>(app, 'POST', '/a/login', {
      form: {
        username: encrypt(key.publicKeyJson, ADMIN.loginName),
        password: encrypt(key.publicKeyJson, ADMIN.password),
      },
    });
    expect(ok.body.code).toBe(0);
    expect(ok.body.jsonObject!.loginName).toBe(ADMIN.loginName);
  });

  it('keeps the same key across a restart, so pages already open still encrypt correctly', async () => {
    const before = (await call<PublishKey>(app, 'GET', '/f/common/getPublishKey')).body.jsonObject!.publicKeyJson;
    const store = app.store;
    await app.http.close();
    const again = await startApp(store);
    const after = (await call<PublishKey>(again, 'GET', '/f/common/getPublishKey')).body.jsonObject!.publicKeyJson;
    await again.close();
    expect(after).toEqual(before);
    app = await startApp(); // afterEach closes a fresh one; the store above is dropped below
    await store.drop();
  });
});
