import { constants, createPrivateKey, createPublicKey, generateKeyPairSync, privateDecrypt } from 'node:crypto';

/**
 * Login-field encryption (DESIGN 3): the console encrypts with RSA-OAEP (SHA-256 for both
 * the hash and MGF1) using the modulus and exponent we publish. OAEP rather than PKCS#1 v1.5,
 * which Node refuses to decrypt since the Marvin attack.
 */
export function generateRsaKey(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

const b64urlToHex = (s: string) => Buffer.from(s, 'base64url').toString('hex');

/** Modulus and exponent (hex) of a private key's public half. */
export function publicKeyJson(privatePem: string): { modulus: string; exponent: string } {
  const jwk = createPublicKey(createPrivateKey(privatePem)).export({ format: 'jwk' });
  return { modulus: b64urlToHex(jwk.n!), exponent: b64urlToHex(jwk.e!) };
}

/** Decrypts a base64 ciphertext made by the console; null when it is not one. */
export function decryptField(privatePem: string, base64: string): string | null {
  try {
    const out = privateDecrypt(
      { key: privatePem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    );
    return out.toString('utf8');
  } catch {
    return null;
  }
}
