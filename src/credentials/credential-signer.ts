import type { CryptoKey } from 'jose';
import type { CredentialSigner } from './permit-credential.codec.js';
import { base64urlToBytes } from './permit-credential.codec.js';

/** A COSE signer over a WebCrypto Ed25519 private key whose trust-list kid is `kid` (base64url). */
export function ed25519Signer(privateKey: CryptoKey, kid: string): CredentialSigner {
  return {
    kid: base64urlToBytes(kid),
    async sign(data) {
      return new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, data.slice().buffer as ArrayBuffer));
    },
  };
}
