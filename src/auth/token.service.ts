import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { type KeyRing, SIGNING_ALGORITHM } from './key-ring.js';

export const ACCESS_TOKEN_TYPE = 'at+jwt';

export interface TokenSettings {
  readonly issuer: string;
  readonly audience: string;
}

export interface IssuedToken {
  readonly access_token: string;
  readonly token_type: 'Bearer';
  readonly expires_in: number;
  readonly scope: string;
}

/**
 * Signs an RFC 9068 access token with the key ring's current key: header `typ: at+jwt`; claims
 * `iss`, `exp`, `aud`, `sub`, `client_id`, `iat` and `jti` (all §2.2 requires) and `scope`. A client
 * credentials token acts for the client itself, so `sub` (the grant's subject, the client's id) is
 * also its `client_id`.
 */
export async function issueAccessToken(
  keyRing: KeyRing,
  settings: TokenSettings,
  grant: { subject: string; agencyCode: string; scopes: readonly string[]; ttlSeconds: number },
): Promise<IssuedToken> {
  const { kid, privateKey } = await keyRing.signingKey();
  const now = Math.floor(Date.now() / 1000);
  const scope = grant.scopes.join(' ');
  const accessToken = await new SignJWT({ client_id: grant.subject, agency: grant.agencyCode, scope })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: ACCESS_TOKEN_TYPE })
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setSubject(grant.subject)
    .setIssuedAt(now)
    .setExpirationTime(now + grant.ttlSeconds)
    .setJti(randomUUID())
    .sign(privateKey);
  return { access_token: accessToken, token_type: 'Bearer', expires_in: grant.ttlSeconds, scope };
}
