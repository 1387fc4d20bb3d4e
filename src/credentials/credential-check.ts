import { createLocalJWKSet, jwtVerify } from 'jose';
import { type PermitCredentialClaims, verifyPermitCredential } from './permit-credential.codec.js';
import type { CredentialStatusEntry } from './permit-credential.schema.js';
import { decodeStatusList, statusBit } from './status-list.codec.js';
import type { TrustList } from './trust-list.schema.js';

/**
 * The whole check of a QR credential, as a verifier makes it (the CLI; isomorphic for the offline
 * page): the signature against the trust list, the validity, then each status list entry against a
 * status list credential it has (fetched, or cached), itself verified with the trust list.
 */
export type CredentialOutcome = 'valid' | 'revoked' | 'suspended' | 'expired' | 'not_yet_valid' | 'not_valid' | 'status_unknown';

export interface StatusFinding {
  readonly entry: CredentialStatusEntry;
  /** true: the bit is set; undefined: the list could not be had or checked (`problem` says why). */
  readonly set: boolean | undefined;
  readonly problem?: string;
}

export interface CredentialCheck {
  readonly outcome: CredentialOutcome;
  readonly detail: string;
  readonly claims?: PermitCredentialClaims;
  readonly statuses: readonly StatusFinding[];
}

export interface CheckOptions {
  readonly trustList: TrustList;
  /** The status list credential (vc+jwt) at a URL, from the network or a cache; undefined when it cannot be had. */
  readonly statusList: (url: string) => Promise<string | undefined>;
  /** Seconds; the clock by default. */
  readonly now?: number;
}

export async function checkCredential(text: string, options: CheckOptions): Promise<CredentialCheck> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const verified = await verifyPermitCredential(text, { trustList: options.trustList, now });
  if (!verified.valid) {
    const outcome = verified.reason === 'expired' ? 'expired' : verified.reason === 'not_yet_valid' ? 'not_yet_valid' : 'not_valid';
    return { outcome, detail: verified.detail, ...(verified.claims === undefined ? {} : { claims: verified.claims }), statuses: [] };
  }
  const statuses: StatusFinding[] = [];
  for (const entry of verified.claims.permit.status) statuses.push(await findStatus(entry, options, now));
  const { claims } = verified;
  if (statuses.some((s) => s.entry.statusPurpose === 'revocation' && s.set === true))
    return { outcome: 'revoked', detail: 'revoked', claims, statuses };
  if (statuses.some((s) => s.entry.statusPurpose === 'suspension' && s.set === true))
    return { outcome: 'suspended', detail: 'suspended', claims, statuses };
  const unknown = statuses.find((s) => s.set === undefined);
  if (unknown !== undefined) return { outcome: 'status_unknown', detail: unknown.problem ?? 'status unknown', claims, statuses };
  return { outcome: 'valid', detail: 'genuine, in force, neither revoked nor suspended', claims, statuses };
}

async function findStatus(entry: CredentialStatusEntry, options: CheckOptions, now: number): Promise<StatusFinding> {
  const jwt = await options.statusList(entry.statusListCredential);
  if (jwt === undefined)
    return { entry, set: undefined, problem: `no status list ${entry.statusListCredential} (not cached, or unreachable)` };
  try {
    const { payload } = await jwtVerify(jwt.trim(), createLocalJWKSet({ keys: options.trustList.keys }), {
      typ: 'vc+jwt',
      algorithms: ['Ed25519'],
      currentDate: new Date(now * 1000),
    });
    const subject = payload.credentialSubject as { statusPurpose?: unknown; encodedList?: unknown } | undefined;
    if (payload.issuer !== options.trustList.issuer || payload.id !== entry.statusListCredential)
      throw new Error('another issuer’s or another list');
    if (subject?.statusPurpose !== entry.statusPurpose || typeof subject.encodedList !== 'string')
      throw new Error('not a list of this purpose');
    if (typeof payload.validUntil === 'string' && Date.parse(payload.validUntil) < now * 1000)
      throw new Error('the status list has expired: sync it');
    const bits = await decodeStatusList(subject.encodedList);
    const set = bits === undefined ? undefined : statusBit(bits, entry.statusListIndex);
    if (set === undefined) throw new Error('the index is outside the list');
    return { entry, set };
  } catch (error) {
    return {
      entry,
      set: undefined,
      problem: `status list ${entry.statusListCredential}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
