import type { AbschProblem } from '../absch/abs-permit.check.js';
import { checkAbsPermitDocument } from '../absch/abs-permit.check.js';
import { type AbsPermitDocument, buildAbsPermitDocument } from '../absch/abs-permit.document.js';
import type { AbschSettings, AbschUsage, AbsPermitInput } from '../absch/abs-permit.input.js';
import { usagesForDocument } from '../absch/absch-usage.js';
import { holderContactIdentifier, namesHolderContact } from '../absch/holder-contact.js';
import type { ApplicationState } from '../applications/application.rendering.js';
import { findApplicationId } from '../applications/application.repository.js';
import { recordAuditEvent } from '../audit/audit.repository.js';
import type { StaffActor } from '../auth/actor.js';
import type { DownloadableFile } from '../blobs/blob-download.js';
import type { ApplicationTable, PermitTable } from '../db/schema.js';
import { erasedFile } from '../http/erased-file.js';
import { AppError } from '../http/errors.js';
import { assertMayReadApplicationOf } from '../policy/permit.policy.js';
import { readSetting } from '../settings/settings.service.js';
import { isUuid } from '../shared/ids.js';
import type { AuditContext } from '../staff/audit-context.js';
import { readIssuedTermsOfPermit, type TermsRecord } from '../terms/terms.repository.js';
import { logIndexOfPermit } from '../transparency-log/transparency-log.service.js';
import type { CbdStatus } from '../vocabulary/permit.vocabulary.js';
import { readSitesAndSpecies } from './certificate.from-application.js';
import type { PermitDeps } from './permit.deps.js';
import {
  type CertificateFileRow,
  findApplicationRow,
  findPermit,
  findPermitByNumber,
  hasExecutedAgreement,
  isStoredCertificate,
  listApplicationPermits,
  listCertificates,
} from './permit.repository.js';
import { type ApplicationPermits, type StaffPermit, staffPermitView } from './permit.views.js';
import { signPermitLink } from './verify-link.js';

/** Staff reads of permits: the views, the certificate downloads (each logged), the Clearing-House document. */

async function verificationUrlOf(deps: PermitDeps, permit: PermitTable): Promise<string | null> {
  if (deps.publicBaseUrl === undefined) return null;
  // Ed25519 signatures are deterministic: the same key gives the very link printed on the certificate.
  return signPermitLink(deps.keyRing, deps.publicBaseUrl, { permitNo: permit.permit_no, permitId: permit.id });
}

async function viewsOf(deps: PermitDeps, permits: readonly PermitTable[]): Promise<StaffPermit[]> {
  const certificates = await listCertificates(
    deps.db,
    permits.map((p) => p.id),
  );
  return Promise.all(
    permits.map(async (p) =>
      staffPermitView(p, certificates, await verificationUrlOf(deps, p), (await logIndexOfPermit(deps.db, p.id)) ?? null),
    ),
  );
}

/** A permit staff may read: a limited user asking for another agency's gets the same 404 as for none. */
export async function readablePermit(
  deps: PermitDeps,
  actor: StaffActor,
  permitId: string,
): Promise<{ permit: PermitTable; application: ApplicationTable }> {
  const permit = await findPermit(deps.db, permitId);
  const application = permit === undefined ? undefined : await findApplicationRow(deps.db, permit.application_id);
  if (permit === undefined || application === undefined) throw new AppError('not_found', `No permit ${permitId}`);
  assertMayReadApplicationOf(actor, application.agency_code, `permit ${permitId}`);
  return { permit, application };
}

export async function readApplicationPermits(deps: PermitDeps, actor: StaffActor, idOrNumber: string): Promise<ApplicationPermits> {
  const applicationId = (await findApplicationId(deps.db, idOrNumber)) ?? idOrNumber;
  const application = isUuid(applicationId) ? await findApplicationRow(deps.db, applicationId) : undefined;
  if (application === undefined) throw new AppError('not_found', `No application ${idOrNumber}`);
  assertMayReadApplicationOf(actor, application.agency_code, `application ${applicationId}`);
  const permits = await viewsOf(deps, await listApplicationPermits(deps.db, applicationId));
  const current = permits.filter((p) => p.supersededById === null && p.status !== 'void').at(-1);
  return {
    applicationId,
    registrationNo: application.registration_no,
    cbdStatus: application.cbd_status as CbdStatus | null,
    absLinkCode: current?.absLinkCode ?? null,
    permits,
  };
}

export async function readPermit(deps: PermitDeps, actor: StaffActor, permitId: string): Promise<StaffPermit> {
  const { permit } = await readablePermit(deps, actor, permitId);
  const [view] = await viewsOf(deps, [permit]);
  return view as StaffPermit;
}

/** What the download sends; an erased file answers 410 `file_erased` (issue 21 §2). */
function downloadable(permitNo: string, row: CertificateFileRow): DownloadableFile {
  if (row.erased_at !== null) throw erasedFile(`The certificate file ${row.file_name} of permit ${permitNo}`, row.erased_at);
  if (!isStoredCertificate(row)) throw new Error(`certificate ${row.id}: no blob row for its bytes`);
  return {
    sha256: row.blob_sha256,
    size: Number(row.size),
    contentType: row.content_type,
    fileName: row.file_name,
    scanStatus: row.scan_status,
  };
}

/**
 * A certificate file to send to staff: the current one (the newest), or one of the history. The
 * download is written to the audit trail before a byte is sent (CITES Dec. 18.125: who handled a
 * permit); a conditional request answered 304 is logged too, as the client still read it.
 */
export async function certificateForStaff(
  deps: PermitDeps,
  actor: StaffActor,
  permitId: string,
  certificateId: string | undefined,
  context: AuditContext,
): Promise<DownloadableFile> {
  const { permit, application } = await readablePermit(deps, actor, permitId);
  const files = await listCertificates(deps.db, [permit.id]);
  const file = certificateId === undefined ? files.at(-1) : files.find((f) => f.id === certificateId);
  if (file === undefined) throw new AppError('not_found', `Permit ${permit.permit_no} has no certificate ${certificateId ?? ''}`.trim());
  // Nothing is read from an erased file, so nothing is logged.
  const sent = downloadable(permit.permit_no, file);
  await recordAuditEvent(deps.db, {
    actor,
    action: 'permit.certificate_downloaded',
    subjectType: 'permit',
    subjectId: permit.id,
    applicationId: application.id,
    agencyCode: application.agency_code,
    requestId: context.requestId ?? null,
    clientAddress: context.clientAddress ?? null,
    details: {
      permitNo: permit.permit_no,
      certificateId: file.id,
      kind: file.kind,
      sha256: file.blob_sha256,
      current: file.id === files.at(-1)?.id,
    },
  });
  return sent;
}

/**
 * A permit of one of the agency's applications, named by its id (the certificate's path) or its number
 * (`byNumber`: the credential's, as the terms' and movements' paths); not_found for any other.
 */
export async function permitOfAgency(
  deps: Pick<PermitDeps, 'db'>,
  agencyCode: string,
  applicationNumber: string,
  permitId: string,
  options: { readonly byNumber?: boolean } = {},
): Promise<PermitTable> {
  const permit = options.byNumber === true ? await findPermitByNumber(deps.db, permitId) : await findPermit(deps.db, permitId);
  const application = permit === undefined ? undefined : await findApplicationRow(deps.db, permit.application_id);
  const named =
    application !== undefined && (application.registration_no === applicationNumber || application.id === applicationNumber.toLowerCase());
  if (permit === undefined || application === undefined || !named || application.agency_code !== agencyCode) {
    throw new AppError('not_found', `Agency ${agencyCode} has no permit ${permitId} on application ${applicationNumber}`);
  }
  return permit;
}

/** The agency's download of the current certificate of a permit of its own application. */
export async function certificateForAgency(
  deps: PermitDeps,
  agencyCode: string,
  applicationNumber: string,
  permitId: string,
): Promise<DownloadableFile> {
  const permit = await permitOfAgency(deps, agencyCode, applicationNumber, permitId);
  const file = (await listCertificates(deps.db, [permit.id])).at(-1);
  if (file === undefined) throw new AppError('not_found', `Permit ${permit.permit_no} has no certificate`);
  return downloadable(permit.permit_no, file);
}

export interface AbschExport {
  readonly permitNo: string;
  readonly cbdStatus: CbdStatus | null;
  readonly document: AbsPermitDocument;
  /** Empty when the document passes the check; otherwise what the Clearing-House would refuse, in its codes. */
  readonly problems: readonly AbschProblem[];
}

/**
 * The permit as the Clearing-House's `absPermit` document, checked against the schema in the
 * repository. An update (renewal, amendment of a published permit) or a revocation carries
 * `amendmentIntent` and uses the identifier the record was first submitted under.
 */
export async function abschDocumentOf(deps: PermitDeps, actor: StaffActor, permitId: string): Promise<AbschExport> {
  const { permit, application } = await readablePermit(deps, actor, permitId);
  if (deps.abschConfigured !== true) return abschExportOf(deps.db, permit, application);
  // What biopermit's own publication sends: the holder's contact record as PIC recipient (issue 31), so
  // the check here says what the Clearing-House will say. The publication adds the record's revision.
  const { picRecipients } = await readSetting(deps.db, 'absch.publication');
  if (!namesHolderContact(picRecipients)) return abschExportOf(deps.db, permit, application);
  return abschExportOf(deps.db, permit, application, {
    picRecipients: { references: [holderContactIdentifier(application.applicant_id)] },
  });
}

/**
 * The document of a permit, for the publication job (src/absch/): `picRecipients` names the holder's
 * contact record it created or reused on the Clearing-House, `permitFiles` the attached certificate.
 */
export async function abschExportOf(
  db: PermitDeps['db'],
  permit: PermitTable,
  application: ApplicationState,
  extra: {
    picRecipients?: AbsPermitInput['picRecipients'];
    permitFiles?: AbsPermitDocument['permitFiles'];
    /** The usage the publisher chose (issue 28 §3), for a type the setting maps to none. */
    usage?: AbschUsage | null;
  } = {},
): Promise<AbschExport> {
  const deps = { db };
  const publication = await readSetting(deps.db, 'absch.publication');
  const authority = await readSetting(deps.db, 'permits.authority');
  const sites = await readSitesAndSpecies(deps.db, application.id);
  const cbdStatus = application.cbd_status as CbdStatus | null;
  const input: AbsPermitInput = {
    documentIdentifier: permit.absch_identifier ?? permit.id,
    permit: {
      permitNo: permit.permit_no,
      permitType: authority.permitTypeTitle,
      dateIssued: permit.date_issued ?? permit.created_at,
      dateExpired: permit.date_expired ?? permit.created_at,
      registrationNo: application.registration_no,
    },
    application: {
      applicationType: application.application_type,
      purpose: application.purpose ?? '',
      ecosystem: application.ecosystem,
      matEstablished: await hasExecutedAgreement(deps.db, application.id),
    },
    locations: sites.locations,
    species: sites.species,
    amendment: amendmentOf(permit, cbdStatus),
    terms: abschTermsOf(await readIssuedTermsOfPermit(deps.db, permit.id)),
    ...(extra.picRecipients === undefined ? {} : { picRecipients: extra.picRecipients }),
  };
  const settings: AbschSettings = {
    government: publication.government,
    cnaIdentifier: publication.cnaIdentifier,
    providers: publication.providers,
    picRecipients: publication.picRecipients,
    ...(publication.keywords.length > 0 ? { keywords: publication.keywords } : {}),
    usageByApplicationType: usagesForDocument(publication, application.application_type, extra.usage),
  };
  const built = buildAbsPermitDocument(input, settings);
  const document = extra.permitFiles === undefined || extra.permitFiles.length === 0 ? built : { ...built, permitFiles: extra.permitFiles };
  return { permitNo: permit.permit_no, cbdStatus, document, problems: checkAbsPermitDocument(document) };
}

/** The issued terms as the Clearing-House document takes them: sites no finer than the municipality, no collectors. */
function abschTermsOf(record: TermsRecord | undefined): AbsPermitInput['terms'] {
  if (record === undefined) return null;
  return {
    lines: record.lines.map((line) => ({
      scientificName: line.scientific_name ?? line.common_name ?? 'Unnamed species',
      commonName: line.scientific_name === null ? null : line.common_name,
      quantity: line.quantity,
      unit: line.unit,
      part: line.part,
      method: line.method,
      province: line.province,
      cityMunicipality: line.city_or_municipality,
      periodStart: line.period_start,
      periodEnd: line.period_end,
    })),
    standardConditions: JSON.parse(record.terms.standard_conditions) as string[],
    specialConditions: JSON.parse(record.terms.special_conditions) as string[],
  };
}

/** What changed on a published record: its renewal or amendment (update), or its revocation. */
function amendmentOf(permit: PermitTable, cbdStatus: CbdStatus | null): AbsPermitInput['amendment'] {
  if (cbdStatus === 'revocation_pending' || (cbdStatus === 'revoked' && permit.status === 'revoked')) {
    return { intent: 'revoke', description: permit.status_reason ?? `Permit ${permit.permit_no} is revoked.` };
  }
  if (cbdStatus === 'update_pending' && permit.supersedes_id !== null) {
    const what = permit.issuance === 'renewal' ? 'renewed' : 'amended';
    return {
      intent: 'update',
      description: `The permit was ${what}: ${permit.permit_no} replaces the earlier certificate, which is no longer valid.`,
    };
  }
  return null;
}
