import { SignJWT } from 'jose';
import type { CredentialKeyRing } from '../auth/credential-key-ring.js';

/** W3C VC 2.0's base context: a VC secured as vc+jwt (VC-JOSE-COSE) is this JSON, signed as it is. */
export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
/** The media type of a VC secured with JOSE (VC-JOSE-COSE §3.1.1). */
export const VC_JWT_MEDIA_TYPE = 'application/vc+jwt';

/**
 * Signs a VC as vc+jwt: the JWS payload is the credential itself (no `vc` claim), with the key in
 * service. `refresh: false` inside a transaction (see CredentialKeyRing.signingKey).
 */
export async function signVcJwt(
  keys: CredentialKeyRing,
  credential: Record<string, unknown>,
  options: { refresh?: boolean } = {},
): Promise<string> {
  const { kid, privateKey } = await keys.signingKey(options);
  return new SignJWT(credential).setProtectedHeader({ alg: 'Ed25519', typ: 'vc+jwt', cty: 'vc', kid }).sign(privateKey);
}
