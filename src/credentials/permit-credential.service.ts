import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { advanceSequence } from '../db/sequences.js';
import { newId } from '../shared/ids.js';
import { type CredentialDeps, statusListUrl } from './credential.deps.js';
import { insertPermitCredential } from './credential.repository.js';
import { ed25519Signer } from './credential-signer.js';
import { encodePermitCredential } from './permit-credential.codec.js';
import type { CredentialPermit } from './permit-credential.schema.js';
import { statusListOf } from './status-list.codec.js';

/** The counter of status indexes (db/sequences.ts): gapless, so the lists fill from the first bit. */
const STATUS_INDEX_SEQUENCE = 'credential-status';

/** What the permit capability says of a permit for its credential; the status entries are the credential's own. */
export interface CredentialRequest {
  readonly permitId: string;
  /** ISO 8601: when the permit was issued (iat, nbf) and when it ends (exp). */
  readonly issuedAt: string;
  readonly expiresAt: string;
  readonly permit: Omit<CredentialPermit, 'status'>;
  /** The digest of the certificate's terms and their line count (terms-digest.ts): carried instead of the species when they do not fit. */
  readonly terms?: { readonly digest: string; readonly lines: number } | undefined;
  /** Whether a credential's text fits where it is printed (the certificate's QR code); everything fits without it. */
  readonly fits?: ((text: string) => boolean) | undefined;
}

/**
 * Makes a permit's QR credential in the issuing transaction: its status index (the same bit in the
 * revocation and the suspension list), the signed `BP1:` text, and the row that keeps them with the
 * public log index the request carries (reserved by the issue: the log numbers the entry by it). When
 * the permit does not fit its QR code, the species give way to the terms' digest and line count, then,
 * if still too long, the sites. Signs with the keys already loaded: on SQLite this transaction holds
 * the one connection.
 */
export async function issuePermitCredential(trx: Kysely<DB>, deps: CredentialDeps, request: CredentialRequest): Promise<string> {
  const statusIndex = (await advanceSequence(trx, STATUS_INDEX_SEQUENCE, 1)) - 1;
  const { kid, privateKey } = await deps.keys.signingKey({ refresh: false });
  const signer = ed25519Signer(privateKey, kid);
  const credentialId = newId();
  const full: CredentialPermit = { ...request.permit, status: statusEntriesOf(deps.issuer, statusIndex) };
  const { terms } = request;
  const candidates: CredentialPermit[] =
    terms === undefined
      ? [full]
      : [
          full,
          { ...full, species: [], termsDigest: terms.digest, termsLines: terms.lines },
          { ...full, species: [], sites: [], termsDigest: terms.digest, termsLines: terms.lines },
        ];
  let text: string | undefined;
  for (const permit of candidates) {
    text = await encodePermitCredential(
      {
        issuer: deps.issuer,
        issuedAt: seconds(request.issuedAt),
        notBefore: seconds(request.issuedAt),
        expiresAt: seconds(request.expiresAt),
        credentialId,
        permit,
      },
      signer,
    );
    if (request.fits === undefined || request.fits(text)) break;
  }
  if (text === undefined || (request.fits !== undefined && !request.fits(text)))
    throw new Error(`the credential of permit ${request.permit.permitNo} does not fit its QR code even without its sites and species`);
  await insertPermitCredential(trx, {
    permit_id: request.permitId,
    credential_id: credentialId,
    status_index: statusIndex,
    kid,
    issued_at: request.issuedAt,
    credential: text,
    log_index: request.permit.logIndex,
  });
  return text;
}

/** The two entries of a status index: revocation and suspension, each in its list. */
export function statusEntriesOf(issuer: string, statusIndex: number): CredentialPermit['status'] {
  return (['revocation', 'suspension'] as const).map((statusPurpose) => {
    const { listId, index } = statusListOf(statusPurpose, statusIndex);
    return { statusPurpose, statusListIndex: index, statusListCredential: statusListUrl(issuer, listId) };
  });
}

const seconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);
