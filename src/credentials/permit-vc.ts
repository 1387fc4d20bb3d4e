import type { CredentialDeps } from './credential.deps.js';
import { findPermitCredential } from './credential.repository.js';
import { decodePermitCredential, type PermitCredentialClaims } from './permit-credential.codec.js';
import { signVcJwt, VC_CONTEXT } from './verifiable-credential.js';

/**
 * The permit as a W3C Verifiable Credential 2.0, for the holder's wallet: the very claims of its QR
 * credential (decoded from the stored `BP1:` text, so the two never disagree) in the VC data model,
 * with its two BitstringStatusListEntry. Unmapped terms fall to the v2 context's `@vocab`.
 */
export function permitVerifiableCredential(claims: PermitCredentialClaims): Record<string, unknown> {
  const { permit } = claims;
  return {
    '@context': [VC_CONTEXT],
    id: `urn:uuid:${claims.credentialId}`,
    type: ['VerifiableCredential', 'AbsPermitCredential'],
    issuer: { id: claims.issuer, name: permit.issuerName },
    validFrom: new Date(claims.notBefore * 1000).toISOString(),
    validUntil: new Date(claims.expiresAt * 1000).toISOString(),
    credentialSubject: {
      type: 'AbsPermit',
      permitNo: permit.permitNo,
      holder: { name: permit.holderName },
      validity: { from: permit.validFrom, until: permit.validUntil },
      sites: permit.sites,
      species: permit.species,
      ...(permit.termsDigest === null ? {} : { termsDigest: permit.termsDigest }),
      ...(permit.termsLines === null ? {} : { termsLines: permit.termsLines }),
      ...(permit.logIndex === null ? {} : { logIndex: permit.logIndex }),
    },
    credentialStatus: permit.status.map((entry) => ({
      id: `${entry.statusListCredential}#${entry.statusListIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: entry.statusPurpose,
      statusListIndex: String(entry.statusListIndex),
      statusListCredential: entry.statusListCredential,
    })),
  };
}

/** A permit's credential as a signed vc+jwt; undefined for a permit issued without one (before credentials, or void). */
export async function permitVcJwt(deps: Pick<CredentialDeps, 'db' | 'keys'>, permitId: string): Promise<string | undefined> {
  const stored = await findPermitCredential(deps.db, permitId);
  const decoded = stored === undefined ? undefined : await decodePermitCredential(stored.credential);
  if (decoded === undefined) return undefined;
  return signVcJwt(deps.keys, permitVerifiableCredential(decoded.claims));
}
