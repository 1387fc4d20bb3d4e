import { SignJWT } from 'jose';
import type { CredentialKeyRing } from '../auth/credential-key-ring.js';
import type { PublishedTrustList, TrustList } from './trust-list.schema.js';

/** The trust list of the issuer's credential keys, each with its period of service (trust-list.schema.ts). */
export async function trustListOf(keys: CredentialKeyRing, issuer: string): Promise<TrustList> {
  const published = await keys.published();
  return {
    issuer,
    keys: published.map((key) => ({
      kty: 'OKP',
      crv: 'Ed25519',
      x: key.publicJwk.x,
      kid: key.publicJwk.kid,
      alg: 'Ed25519',
      use: 'sig',
      nbf: key.notBefore,
      ...(key.retiredAt === null ? {} : { exp: key.retiredAt }),
    })),
  };
}

/**
 * The list and the same list as a JWS signed by the key in service, so that a copy kept in a file or
 * passed on (a checkpoint without the network) can be checked as the issuer's.
 */
export async function publishedTrustListOf(keys: CredentialKeyRing, issuer: string): Promise<PublishedTrustList> {
  const list = await trustListOf(keys, issuer);
  const { kid, privateKey } = await keys.signingKey();
  // Issued when the list took this form, not at this request: the same list signs to the same bytes.
  const signedList = await new SignJWT({ ...list })
    .setProtectedHeader({ alg: 'Ed25519', typ: 'trust-list+jwt', kid })
    .setIssuer(issuer)
    .setIssuedAt(await keys.listChangedAt())
    .sign(privateKey);
  return { ...list, signedList };
}
