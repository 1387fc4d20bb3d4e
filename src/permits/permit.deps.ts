import type { Kysely } from 'kysely';
import type { KeyRing } from '../auth/key-ring.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { DB } from '../db/schema.js';

/** What the permit services need: the database, the signing keys (verification links), the blob store (certificates). */
export interface PermitDeps {
  readonly db: Kysely<DB>;
  readonly keyRing: KeyRing;
  readonly store: BlobStore;
  /** PUBLIC_BASE_URL: the base of verification links and download URLs. A certificate cannot be made without it. */
  readonly publicBaseUrl: string | undefined;
  /** Whether biopermit publishes to the ABS Clearing-House itself (ABSCH_EMAIL and ABSCH_PASSWORD set: `publish_to_absch`). */
  readonly abschConfigured?: boolean;
}

/** The external download URL of a permit's current certificate, as the agency's records carry it. */
export function permitCertificateUrl(baseUrl: string, registrationNo: string, agencyCode: string, permitId: string): string {
  return (
    `${baseUrl.replace(/\/+$/, '')}/api/v1/external/application/${encodeURIComponent(registrationNo)}` +
    `/agency/${encodeURIComponent(agencyCode)}/permits/${permitId}/certificate`
  );
}
