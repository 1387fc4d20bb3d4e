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
}

/**
 * Makes a permit's QR credential in the issuing transaction: its status index (the same bit in the
 * revocation and the suspension list), the signed `BP1:` text, and the row that keeps them with the
 * public log index the request carries (reserved by the issue: the log numbers the entry by it). Signs
 * with the keys already loaded: on SQLite this transaction holds the one connection.
 */
export async function issuePermitCredential(trx: Kysely<DB>, deps: CredentialDeps, request: CredentialRequest): Promise<string> {
  const statusIndex = (await advanceSequence(trx, STATUS_INDEX_SEQUENCE, 1)) - 1;
  const { kid, privateKey } = await deps.keys.signingKey({ refresh: false });
  const credentialId = newId();
  const text = await encodePermitCredential(
    {
      issuer: deps.issuer,
      issuedAt: seconds(request.issuedAt),
      notBefore: seconds(request.issuedAt),
      expiresAt: seconds(request.expiresAt),
      credentialId,
      permit: { ...request.permit, status: statusEntriesOf(deps.issuer, statusIndex) },
    },
    ed25519Signer(privateKey, kid),
  );
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
