import type { PublishKey } from '@apm/contract';
import forge from 'node-forge';

/**
 * Encrypts one login field with the server's RSA key: RSA-OAEP, SHA-256 as the OAEP hash and
 * for MGF1, base64 out (the server decrypts with Node's OAEP/sha256). node-forge rather than
 * crypto.subtle, because a console opened over plain http on a LAN address has no crypto.subtle.
 */
export function encryptField(text: string, key: PublishKey['publicKeyJson']): string {
  const publicKey = forge.pki.rsa.setPublicKey(
    new forge.jsbn.BigInteger(key.modulus, 16),
    new forge.jsbn.BigInteger(key.exponent, 16),
  );
  const cipher = publicKey.encrypt(forge.util.encodeUtf8(text), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(cipher);
}
