import { type Static, Type } from 'typebox';
import type { PermitTable } from '../db/schema.js';
import { component } from '../http/openapi-components.js';
import { DateTime, nullable, Uuid } from '../http/schema-helpers.js';
import {
  CbdStatusSchema,
  CertificateKindSchema,
  type PermitIssuance,
  PermitIssuanceSchema,
  type PermitStatus,
  PermitStatusSchema,
} from '../vocabulary/permit.vocabulary.js';
import type { CertificateFileRow } from './permit.repository.js';

/** The staff API's shapes of permits and their certificate files (named components of the document). */

export const CertificateFile = component(
  'PermitCertificateFile',
  Type.Object(
    {
      id: Uuid,
      kind: CertificateKindSchema,
      fileName: Type.String(),
      size: Type.Integer({ minimum: 0, description: 'Bytes.' }),
      contentType: Type.String({ description: 'The sniffed media type.' }),
      createdBy: { ...Uuid, description: 'Who issued the permit (generated) or uploaded the scan.' },
      createdAt: DateTime,
      downloadPath: Type.String({
        description: 'Where staff download this file (the download is logged in the audit trail); 410 `file_erased` once erased.',
      }),
      erasedAt: Type.Optional(
        nullable(DateTime, {
          description:
            'When the file’s bytes were deleted with the holder’s personal data (retention or an erasure request, docs/PRIVACY.md); ' +
            'null while it is kept. The row, its size and type stay.',
        }),
      ),
    },
    { additionalProperties: false, description: 'One certificate file of a permit; the newest is the current one.' },
  ),
);

export const StaffPermit = component(
  'StaffPermit',
  Type.Object(
    {
      id: Uuid,
      applicationId: Uuid,
      permitNo: Type.String({ examples: ['GP-2026-0001'] }),
      title: Type.String(),
      description: nullable(Type.String()),
      issuance: PermitIssuanceSchema,
      status: PermitStatusSchema,
      statusReason: nullable(Type.String(), {
        description: 'Why the status last changed (suspension, reinstatement, revocation, voiding).',
      }),
      statusChangedAt: nullable(DateTime),
      dateIssued: nullable(DateTime),
      dateExpired: nullable(DateTime, { description: 'The last instant of validity (the end of a Manila day).' }),
      dateRenewed: nullable(DateTime, { description: 'Set on a renewal or amendment: when it replaced the permit it supersedes.' }),
      supersedesId: nullable(Uuid),
      supersededById: nullable(Uuid),
      signatory: Type.Object({ name: nullable(Type.String()), position: nullable(Type.String()) }, { additionalProperties: false }),
      conditions: Type.Array(Type.String()),
      absLinkCode: nullable(Type.String(), {
        description: 'The IRCC identifier (`ABSCH-IRCC-PH-…`) once published on the ABS Clearing-House.',
      }),
      abschIdentifier: nullable(Type.String(), { description: 'The Clearing-House document identifier the permit was submitted under.' }),
      verificationUrl: nullable(Type.String({ description: 'The link printed as the QR code; null when PUBLIC_BASE_URL is not set.' })),
      logIndex: Type.Optional(
        nullable(Type.Integer({ minimum: 0 }), {
          description: 'The index of the permit’s latest entry in the public log (docs/TRUST.md); null until the log numbers it (seconds).',
        }),
      ),
      createdBy: Uuid,
      fileUploadedBy: nullable(Uuid, { description: 'Who uploaded the signed scan that is the current file, if any.' }),
      createdAt: DateTime,
      certificates: Type.Array(CertificateFile, { description: 'Every certificate file, oldest first: the history.' }),
    },
    { additionalProperties: false, description: 'A permit as staff see it, with the history of its certificate files.' },
  ),
);
export type StaffPermit = Static<typeof StaffPermit>;

export const ApplicationPermits = component(
  'ApplicationPermits',
  Type.Object(
    {
      applicationId: Uuid,
      registrationNo: Type.String(),
      cbdStatus: Type.Union([CbdStatusSchema, Type.Null()]),
      absLinkCode: nullable(Type.String(), { description: 'The IRCC identifier of the current permit, once published.' }),
      permits: Type.Array(StaffPermit, { description: 'Oldest first: the original, then each renewal or amendment.' }),
    },
    { additionalProperties: false, description: 'The permits of one application and every certificate issued for it.' },
  ),
);
export type ApplicationPermits = Static<typeof ApplicationPermits>;

/** What the issue action would issue an application with, read before it is taken (issue 31). */
export const IssuePreview = component(
  'IssuePreview',
  Type.Object(
    {
      applicationId: Uuid,
      registrationNo: Type.String(),
      permitType: Type.String({ description: 'The application’s permit type, whose validity applies.' }),
      title: Type.String({
        description: 'The permit’s title unless the issue gives one: the permit type as printed (`permits.authority`).',
      }),
      description: nullable(Type.String({ description: 'The permit’s description unless the issue gives one: the purpose.' })),
      conditions: Type.Array(Type.String(), { description: 'The standard conditions (`permits.conditions`), printed numbered.' }),
      validityMonths: Type.Integer({ description: 'The validity of the permit type (`permits.validity`).' }),
      dateIssued: DateTime,
      dateExpired: Type.String({
        format: 'date-time',
        description: 'The last instant of validity if issued now (the certificate prints its Manila date).',
      }),
      signatory: Type.Object(
        { name: nullable(Type.String()), position: nullable(Type.String()) },
        { additionalProperties: false, description: '`permits.signatory`; without a name, the approver who issues signs.' },
      ),
    },
    { additionalProperties: false, description: 'The terms a permit issued now would carry; nothing is stored by reading them.' },
  ),
);
export type IssuePreview = Static<typeof IssuePreview>;

/** A permit as the ABS Clearing-House document, with the result of its check (GET …/permits/{id}/absch-document). */
export const AbschDocumentExport = component(
  'AbschDocumentExport',
  Type.Object(
    {
      permitNo: Type.String(),
      cbdStatus: Type.Union([CbdStatusSchema, Type.Null()]),
      document: Type.Object(
        {},
        {
          additionalProperties: true,
          description:
            'The `absPermit` document in the shape of the Clearing-House v2023 API (`POST|PUT /api/v2023/documents/schemas/absPermit`); ' +
            'the JSON Schema it is checked against is `src/absch/abs-permit.schema.json`.',
        },
      ),
      problems: Type.Array(
        Type.Object(
          {
            code: Type.String({ description: 'The Clearing-House’s own code, e.g. `Error.Mandatory`.' }),
            property: Type.String(),
            properties: Type.Optional(Type.Array(Type.String())),
            message: Type.String(),
          },
          { additionalProperties: false },
        ),
        { description: 'Empty when the document passes the check; otherwise what the Clearing-House would refuse.' },
      ),
    },
    { additionalProperties: false, description: 'A permit as the ABS Clearing-House document, with the result of its check.' },
  ),
);

export const PermitParams = Type.Object({ id: Uuid });
export const CertificateParams = Type.Object({ id: Uuid, certificateId: Uuid });
export const ApplicationParams = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'The application’s id or registration number.',
    examples: ['ABS-2026-000001'],
  }),
});

export function certificateFileView(row: CertificateFileRow): Static<typeof CertificateFile> {
  return {
    id: row.id,
    kind: row.kind as Static<typeof CertificateFile>['kind'],
    fileName: row.file_name,
    size: Number(row.size ?? 0),
    contentType: row.content_type ?? 'application/octet-stream',
    createdBy: row.created_by,
    createdAt: row.created_at,
    downloadPath: `/api/v1/staff/permits/${row.permit_id}/certificates/${row.id}`,
    erasedAt: row.erased_at,
  };
}

export function staffPermitView(
  permit: PermitTable,
  certificates: readonly CertificateFileRow[],
  verificationUrl: string | null,
  logIndex: number | null = null,
): StaffPermit {
  return {
    id: permit.id,
    applicationId: permit.application_id,
    permitNo: permit.permit_no,
    title: permit.title,
    description: permit.description,
    issuance: permit.issuance as PermitIssuance,
    status: permit.status as PermitStatus,
    statusReason: permit.status_reason,
    statusChangedAt: permit.status_changed_at,
    dateIssued: permit.date_issued,
    dateExpired: permit.date_expired,
    dateRenewed: permit.date_renewed,
    supersedesId: permit.supersedes_id,
    supersededById: permit.superseded_by_id,
    signatory: { name: permit.signatory_name, position: permit.signatory_position },
    conditions: JSON.parse(permit.conditions) as string[],
    absLinkCode: permit.ircc_identifier,
    abschIdentifier: permit.absch_identifier,
    verificationUrl,
    logIndex,
    createdBy: permit.created_by,
    fileUploadedBy: permit.file_uploaded_by,
    createdAt: permit.created_at,
    certificates: certificates.filter((c) => c.permit_id === permit.id).map(certificateFileView),
  };
}
