import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptField } from './encrypt';

const hex = (b64url: string | undefined) => Buffer.from(b64url ?? '', 'base64url').toString('hex');

describe('encryptField', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = publicKey.export({ format: 'jwk' });
  const key = { modulus: hex(jwk.n), exponent: hex(jwk.e) };
  const decrypt = (b64: string) =>
    privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(b64, 'base64'),
    ).toString('utf8');

  // A console on plain http://LAN-IP has no crypto.subtle: prove encryption does not need it.
  let saved: PropertyDescriptor | undefined;
  beforeAll(() => {
    saved = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
  });
  afterAll(() => {
    if (saved) Object.defineProperty(globalThis.crypto, 'subtle', saved);
    else delete (globalThis.crypto as { subtle?: unknown }).subtle;
  });

  it('runs without crypto.subtle', () => {
    expect(globalThis.crypto.subtle).toBeUndefined();
  });

  it.each(['admin', 'Secret123', 'Grüße-пароль-密码-🔑', ' spaced out '])('round-trips %j', (text) => {
    const cipher = encryptField(text, key);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decrypt(cipher)).toBe(text);
  });

  it('gives a different ciphertext each time (OAEP is randomised)', () => {
    expect(encryptField('same', key)).not.toBe(encryptField('same', key));
  });
});
