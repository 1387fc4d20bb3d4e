import { vocabulary } from './workflow.vocabulary.js';

/**
 * The closed vocabularies of permits (issue 11 §3, §5), each value with what it means: the OpenAPI
 * document lists the meanings wherever the vocabulary appears. Stored as they are here.
 */

export const PERMIT_STATUS_MEANINGS = {
  issued: 'In force.',
  suspended: 'Temporarily not in force (with the reason); it may be reinstated.',
  revoked: 'Withdrawn for good (with the reason). Final.',
  expired: 'Its date of expiry has passed (set by the scheduler). Final.',
  superseded: 'Replaced by a renewal or an amendment, a newer permit row (`dateRenewed` on the new one). Final.',
  void: 'Issued in error and cancelled (with the reason): it never was a valid permit. Final.',
} as const;
export type PermitStatus = keyof typeof PERMIT_STATUS_MEANINGS;
export const PermitStatusSchema = vocabulary(PERMIT_STATUS_MEANINGS, 'Permit status');
/** Statuses a permit never leaves. */
export const FINAL_PERMIT_STATUSES: ReadonlySet<PermitStatus> = new Set(['revoked', 'expired', 'superseded', 'void']);

export const PERMIT_ISSUANCE_MEANINGS = {
  original: 'The first permit of the application.',
  renewal: 'A renewal: a new permit with a new validity, superseding the one it renews.',
  amendment: 'An amendment: a new permit with changed terms, superseding the one it amends (same date of expiry).',
} as const;
export type PermitIssuance = keyof typeof PERMIT_ISSUANCE_MEANINGS;
export const PermitIssuanceSchema = vocabulary(PERMIT_ISSUANCE_MEANINGS, 'How the permit came to be');

export const CERTIFICATE_KIND_MEANINGS = {
  generated: 'The PDF biopermit made when the permit was issued, unsigned: it is printed, signed by hand and uploaded as a signed scan.',
  signed_scan: 'A scan of the signed paper certificate, uploaded by staff: it replaces the generated file as the current one.',
  digitally_signed:
    'The PDF biopermit made when the permit was issued, sealed with the authority’s certificate (PAdES, timestamped; docs/TRUST.md): no signed scan is needed.',
} as const;
export type CertificateKind = keyof typeof CERTIFICATE_KIND_MEANINGS;
export const CertificateKindSchema = vocabulary(CERTIFICATE_KIND_MEANINGS, 'Certificate file');

/** issue 11 §5: the application's `cbdStatus`, following the ABS Clearing-House's publication of its permit. */
export const CBD_STATUS_MEANINGS = {
  not_applicable: 'The permit is not to be published on the ABS Clearing-House.',
  ready: 'Ready to be submitted to the Clearing-House.',
  submitted: 'Submitted; waiting for the Publishing Authority.',
  published: 'Published as an internationally recognised certificate of compliance (IRCC): `absLinkCode` is its identifier.',
  rejected: 'The Clearing-House (its Publishing Authority) rejected the submission; it may be corrected and submitted again.',
  update_pending: 'The published permit was renewed or amended: the update must be submitted.',
  revocation_pending: 'The published permit was revoked: the revocation must be submitted.',
  revoked: 'The Clearing-House record is revoked.',
} as const;
export type CbdStatus = keyof typeof CBD_STATUS_MEANINGS;
export const CbdStatusSchema = vocabulary(CBD_STATUS_MEANINGS, 'ABS Clearing-House publication (`cbdStatus`); null before a permit exists');
export const isCbdStatus = (value: string): value is CbdStatus => Object.hasOwn(CBD_STATUS_MEANINGS, value);

/** The steps an abs_publisher may record, from each status. */
export const CBD_STEPS: Readonly<Record<CbdStatus, readonly CbdStatus[]>> = {
  not_applicable: ['ready'],
  ready: ['submitted', 'not_applicable'],
  submitted: ['published', 'rejected'],
  rejected: ['submitted', 'not_applicable'],
  published: [],
  update_pending: ['submitted'],
  revocation_pending: ['revoked'],
  revoked: [],
};
