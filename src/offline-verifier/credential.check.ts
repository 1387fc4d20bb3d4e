import { type CredentialFailure, type PermitCredentialClaims, verifyPermitCredential } from '../credentials/permit-credential.codec.js';
import { statusBit } from '../credentials/status-list.codec.js';
import type { TrustList } from '../credentials/trust-list.schema.js';
import type { CheckedStatusList } from './status-list.check.js';

/**
 * What the offline verifier tells the person holding the phone. `status_unknown`: genuine and within
 * its dates, but its status could not be checked (no list synced for it, or the list has expired), so
 * neither "valid" nor "revoked" would be honest.
 */
export type PermitState = 'valid' | 'invalid' | 'revoked' | 'suspended' | 'expired' | 'not_yet_valid' | 'status_unknown';

export type PermitCheck =
  | { readonly state: 'invalid'; readonly reason: CredentialFailure }
  | {
      readonly state: Exclude<PermitState, 'invalid'>;
      readonly claims: PermitCredentialClaims;
      /** Milliseconds: the oldest status list consulted was made then; undefined when none was. */
      readonly statusAsOf: number | undefined;
    };

export interface CheckOptions {
  readonly trustList: TrustList;
  /** The checked status list a credential's entry names (by URL), or undefined when it is not at hand. */
  readonly statusList: (url: string) => Promise<CheckedStatusList | undefined>;
  /** Milliseconds; the clock by default. */
  readonly now?: number;
}

/**
 * The whole offline check of a `BP1:` text: the signature, issuer and key period (the credential
 * codec's verifyPermitCredential), then the status lists, then the dates. A revocation or suspension
 * says more than an expiry, so it wins; a list past its validUntil still proves a bit that is set, but
 * not one that is clear.
 */
export async function checkPermitCredential(text: string, options: CheckOptions): Promise<PermitCheck> {
  const now = options.now ?? Date.now();
  const verified = await verifyPermitCredential(text, { trustList: options.trustList, now: Math.floor(now / 1000) });
  if (!verified.valid && verified.claims === undefined) return { state: 'invalid', reason: verified.reason };
  const claims = verified.claims as PermitCredentialClaims;
  let revoked = false;
  let suspended = false;
  let unknown = false;
  let statusAsOf: number | undefined;
  for (const entry of claims.permit.status) {
    const list = await options.statusList(entry.statusListCredential);
    const bit =
      list !== undefined && list.url === entry.statusListCredential && list.purpose === entry.statusPurpose
        ? statusBit(list.bits, entry.statusListIndex)
        : undefined;
    if (list === undefined || bit === undefined) {
      unknown = true;
      continue;
    }
    statusAsOf = statusAsOf === undefined ? list.validFrom : Math.min(statusAsOf, list.validFrom);
    if (bit && entry.statusPurpose === 'revocation') revoked = true;
    else if (bit) suspended = true;
    else if (now > list.validUntil) unknown = true;
  }
  const state: Exclude<PermitState, 'invalid'> = revoked
    ? 'revoked'
    : suspended
      ? 'suspended'
      : !verified.valid
        ? verified.reason === 'not_yet_valid'
          ? 'not_yet_valid'
          : 'expired'
        : unknown
          ? 'status_unknown'
          : 'valid';
  return { state, claims, statusAsOf };
}
