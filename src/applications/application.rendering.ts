import type { Selectable } from 'kysely';
import type {
  AgreementTable,
  ApplicationAttachmentTable,
  ApplicationLocationTable,
  ApplicationNoticeTable,
  ApplicationResourceTable,
  ApplicationTable,
  PermitTable,
} from '../db/schema.js';
import type { AttachmentStatus } from '../vocabulary/attachment.vocabulary.js';
import type { AgencyAttachment, ApplicationDetail, ApplicationListItem, Attachment } from './application.schemas.js';

/**
 * The format of the stored renderings. Bump it when what renderListItem or renderDetail produce
 * changes: `biopermit renderings rebuild --outdated` then re-renders every row made before.
 * Version 2: the attachment objects carry the spec's fields only (no `type`).
 */
export const RENDERING_VERSION = 2;

/**
 * Everything one application's two read shapes are made from. The renderings are computed here,
 * stored with the record, and refreshed in the same transaction as any change to it, so a read is
 * one indexed row and no assembly (docs/adr/0001-stored-renderings.md).
 */
/** An application's own columns, without the stored renderings made from them. */
export type ApplicationState = Omit<ApplicationTable, 'list_json' | 'detail_json' | 'rendering_version'>;

export interface ApplicationAggregate {
  readonly application: ApplicationState;
  readonly locations: readonly ApplicationLocationTable[];
  readonly resources: readonly Selectable<ApplicationResourceTable>[];
  readonly notices: readonly ApplicationNoticeTable[];
  readonly attachments: readonly ApplicationAttachmentTable[];
  readonly permits: readonly PermitTable[];
  readonly agreements: readonly AgreementTable[];
}

export function permitteeName(first: string, middle: string | null, last: string): string {
  return [first, middle, last].filter((part): part is string => part !== null && part.trim() !== '').join(' ');
}

function byPosition<T extends { position: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.position - b.position);
}

/** Resources in submission order: by location position, then species position. */
function orderedResources(aggregate: ApplicationAggregate) {
  const locationPosition = new Map(aggregate.locations.map((l) => [l.id, l]));
  return [...aggregate.resources].sort(
    (a, b) =>
      (locationPosition.get(a.location_id)?.position ?? 0) - (locationPosition.get(b.location_id)?.position ?? 0) ||
      a.position - b.position,
  );
}

function common(aggregate: ApplicationAggregate) {
  const a = aggregate.application;
  return {
    id: a.id,
    registrationNo: a.registration_no,
    applicantId: a.applicant_id,
    applicationType: a.application_type,
    name: permitteeName(a.permittee_first_name, a.permittee_middle_name, a.permittee_last_name),
    affiliation: a.permittee_affiliation,
    dateOfBirth: a.permittee_date_of_birth,
    phoneNo: a.permittee_phone,
    email: a.permittee_email,
    address: a.permittee_address,
    floorUnitNo: a.floor_unit_no,
    collaborator: a.collaborator,
    collaboratorType: a.collaborator_type,
    ecosystem: a.ecosystem,
    status: a.status,
  };
}

function listLocation(l: ApplicationLocationTable) {
  return { id: l.id, region: l.region, province: l.province, cityMunicipality: l.city_or_municipality, barangay: l.barangay };
}

function listResource(r: Selectable<ApplicationResourceTable>) {
  return { id: r.id, commonName: r.common_name, geneticName: r.genetic_name, scientificName: r.scientific_name, notes: r.note };
}

/** Oldest first, ties in id order: rows always render in the same order. */
const byTimeThenId = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** One attachment as the attachments routes answer it (the upload's answer): the records' object and its `type`. */
export function renderAttachment(x: ApplicationAttachmentTable): AgencyAttachment {
  return { ...listedAttachment(x), type: x.type };
}

/** One attachment as the records (list and detail) carry it: the spec's fields only. */
function listedAttachment(x: ApplicationAttachmentTable): Attachment {
  return {
    id: x.id,
    title: x.title,
    fileName: x.file_name,
    fileExtension: x.file_extension,
    description: x.description,
    url: x.url,
    status: x.status as AttachmentStatus,
  };
}

/** The attachments an agency may see: never the ones staff keep internal. */
function attachments(aggregate: ApplicationAggregate) {
  return aggregate.attachments
    .filter((x) => x.internal === 0)
    .sort(byTimeThenId)
    .map(listedAttachment);
}

/** The notices an agency may read: never the internal ones. */
function notices(aggregate: ApplicationAggregate) {
  return aggregate.notices
    .filter((n) => n.visibility === 'external')
    .sort(byTimeThenId)
    .map((n) => ({ id: n.id, log: n.log, message: n.message, authorId: n.author_id, createdAt: n.created_at }));
}

export function renderListItem(aggregate: ApplicationAggregate): ApplicationListItem {
  const a = aggregate.application;
  return {
    ...common(aggregate),
    cbdStatus: a.cbd_status,
    permitType: a.permit_type,
    source: a.source,
    sourceUniqueNo: a.source_unique_no,
    sourceAgencyCode: a.agency_code,
    createdAt: a.created_at,
    updatedAt: a.updated_at,
    locations: byPosition(aggregate.locations).map(listLocation),
    resources: orderedResources(aggregate).map(listResource),
    attachments: attachments(aggregate),
    notices: notices(aggregate),
  };
}

export function renderDetail(aggregate: ApplicationAggregate): ApplicationDetail {
  const a = aggregate.application;
  const locations = new Map(aggregate.locations.map((l) => [l.id, l]));
  return {
    ...common(aggregate),
    purpose: a.purpose,
    permitType: a.permit_type,
    createdAt: a.created_at,
    updatedAt: a.updated_at,
    locations: byPosition(aggregate.locations).map((l) => ({ ...listLocation(l), remarks: l.address })),
    resources: orderedResources(aggregate).map((r) => {
      const location = locations.get(r.location_id);
      return {
        ...listResource(r),
        collectionStart: location?.collection_start ?? '',
        collectionEnd: location?.collection_end ?? '',
        state: r.state,
      };
    }),
    attachments: attachments(aggregate),
    notices: notices(aggregate),
    gp: [...aggregate.permits].sort(byTimeThenId).map((p) => ({
      id: p.id,
      permitNo: p.permit_no,
      title: p.title,
      description: p.description,
      dateIssued: p.date_issued,
      dateExpired: p.date_expired,
      dateRenewed: p.date_renewed,
      fileName: p.file_name,
      fileExtension: p.file_extension,
      status: p.status,
      url: p.url,
      createdBy: p.created_by,
      fileUploadedBy: p.file_uploaded_by,
      createdAt: p.created_at,
    })),
    moa: [...aggregate.agreements].sort(byTimeThenId).map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      fileName: m.file_name,
      fileExtension: m.file_extension,
      url: m.url,
      createdBy: m.created_by,
      fileUploadedBy: m.file_uploaded_by,
      createdAt: m.created_at,
    })),
  };
}

export interface StoredRenderings {
  readonly list_json: string;
  readonly detail_json: string;
  readonly rendering_version: number;
}

/** Both renderings as stored in the application row, with the format they are in. */
export function storedRenderings(aggregate: ApplicationAggregate): StoredRenderings {
  return {
    list_json: JSON.stringify(renderListItem(aggregate)),
    detail_json: JSON.stringify(renderDetail(aggregate)),
    rendering_version: RENDERING_VERSION,
  };
}
