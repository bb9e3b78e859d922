import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptField, generateRsaKey, publicKeyJson } from './rsa.js';

describe('login field encryption', () => {
  const pem = generateRsaKey();
  const { modulus, exponent } = publicKeyJson(pem);
  const encrypt = (text: string) =>
    publicEncrypt(
      {
        key: createPublicKey({
          key: {
            kty: 'RSA',
            n: Buffer.from(modulus, 'hex').toString('base64url'),
            e: Buffer.from(exponent, 'hex').toString('base64url'),
          },
          format: 'jwk',
        }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(text),
    ).toString('base64');

  it('decrypts what was encrypted with the published modulus and exponent, non-ASCII included', () => {
    expect(decryptField(pem, encrypt('Pässwörd-密码-1'))).toBe('Pässwörd-密码-1');
  });

  it('answers null for text that is not a ciphertext of the key', () => {
    expect(decryptField(pem, 'admin')).toBeNull();
    expect(decryptField(generateRsaKey(), encrypt('x'))).toBeNull();
  });
});
