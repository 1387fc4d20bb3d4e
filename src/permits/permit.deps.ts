import type { ActionServices } from '../workflow/actions/action.types.js';

/**
 * What the permit services need: the database, the signing keys (verification links), the blob store
 * (certificates), PUBLIC_BASE_URL. The very services the engine hands the permit actions (ActionServices).
 */
export type PermitDeps = ActionServices;

/** The external download URL of a permit's current certificate, as the agency's records carry it. */
export function permitCertificateUrl(baseUrl: string, registrationNo: string, agencyCode: string, permitId: string): string {
  return (
    `${baseUrl.replace(/\/+$/, '')}/api/v1/external/application/${encodeURIComponent(registrationNo)}` +
    `/agency/${encodeURIComponent(agencyCode)}/permits/${permitId}/certificate`
  );
}
