import type { Kysely } from 'kysely';
import type { CredentialKeyRing } from '../auth/credential-key-ring.js';
import type { DB } from '../db/schema.js';

/** What the credential services need: the database, the credential keys, and the issuer (PUBLIC_BASE_URL). */
export interface CredentialDeps {
  readonly db: Kysely<DB>;
  readonly keys: CredentialKeyRing;
  /** PUBLIC_BASE_URL without its trailing slash: the CWT `iss`, the VC issuer and the base of the status lists' URLs. */
  readonly issuer: string;
}

export function issuerOf(publicBaseUrl: string): string {
  return publicBaseUrl.replace(/\/+$/, '');
}

export function statusListUrl(issuer: string, listId: string): string {
  return `${issuer}/api/v1/public/status-lists/${listId}`;
}

export const TRUST_LIST_PATH = '/api/v1/public/trust-list';
