import type { Selectable } from 'kysely';
import type { AuditEvent } from '../audit/audit.repository.js';
import type { AgencyActor } from '../auth/actor.js';
import type { ApplicationJournalTable, ApplicationLocationTable, ApplicationNoticeTable, ApplicationResourceTable } from '../db/schema.js';
import { canonicalJson, sha256Hex } from '../shared/canonical-json.js';
import { newId } from '../shared/ids.js';
import { toUtcIso } from '../shared/time.js';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';
import type { ApplicationState } from './application.rendering.js';
import type { ApplicationSubmission } from './submission.schema.js';

/** Status of every application on receipt; the authority's workflow moves it on. */
export const INITIAL_STATUS: ApplicationStatus = 'submitted';
export const EXTERNAL_SOURCE = 'external';

export type ApplicationFields = ApplicationState;
/** A resource row before the database numbers it. */
export type ResourceFields = Omit<Selectable<ApplicationResourceTable>, 'id'>;

export interface ReceivedBy {
  readonly id: string;
  readonly registrationNo: string;
  readonly applicantId: string;
  readonly requestHash: string;
  /** The agency's client (or token subject) that submitted. */
  readonly submittedBy: AgencyActor;
  readonly now: string;
}

/**
 * What makes two submissions "the same body": the canonical JSON (key order and null-versus-absent do
 * not count), hashed. A repeat with the same hash is a retry; another hash under the same number is a 409.
 */
export function submissionHash(s: ApplicationSubmission): string {
  return sha256Hex(canonicalJson(s));
}

/** One applicant per agency and permittee email; emails compare without case or surrounding space. */
export function normalizedEmail(s: ApplicationSubmission): string {
  return s.permiteeEmail.trim().toLowerCase();
}

/** The application row: every submitted field, kept even where the returned shapes have no place for it. */
export function toApplicationFields(s: ApplicationSubmission, received: ReceivedBy): ApplicationFields {
  return {
    id: received.id,
    registration_no: received.registrationNo,
    agency_code: s.sourceAgencyCode,
    source: EXTERNAL_SOURCE,
    source_unique_no: s.sourceAgencyApplicationNumber,
    applicant_id: received.applicantId,
    request_hash: received.requestHash,
    abs_link_code: s.absLinkCode ?? null,
    ecosystem: s.ecosystem ?? null,
    application_type: s.applicationType,
    permit_type: s.permitType,
    purpose: s.purpose ?? null,
    additional_notes: s.additionalNotes ?? null,
    status: INITIAL_STATUS,
    cbd_status: null,
    cbd_status_changed_at: null,
    permittee_first_name: s.permiteeFirstName,
    permittee_middle_name: s.permiteeMiddleName ?? null,
    permittee_last_name: s.permiteeLastName,
    permittee_email: s.permiteeEmail,
    permittee_phone: s.permiteePhone ?? null,
    permittee_address: s.permiteeAddress ?? null,
    permittee_date_of_birth: s.permiteeDateOfBirth ?? null,
    permittee_affiliation: s.permiteeAffiliation ?? null,
    permittee_gender: s.permiteeGender ?? null,
    permittee_occupation: s.permiteeOccupation ?? null,
    permittee_employer: s.permiteeEmployer ?? null,
    permittee_employer_address: s.permiteeEmployerAddress ?? null,
    floor_unit_no: null,
    collaborator: null,
    collaborator_type: null,
    submitted_by: received.submittedBy.id,
    created_at: received.now,
    updated_at: received.now,
    version: 1,
    assignee_id: null,
    hold_reason: null,
    hold_answer_by: null,
    referral_body: null,
    extended: 0,
    accepted_at: null,
    decided_at: null,
    status_changed_at: received.now,
    clock_state: null,
    due_date: null,
    working_days_used: 0,
    clock_paused: 0,
  };
}

/** One location row per submitted location and one resource row per species, in submission order. */
export function toLocationAndResourceRows(
  s: ApplicationSubmission,
  applicationId: string,
  nextId: () => string = newId,
): { locations: ApplicationLocationTable[]; resources: ResourceFields[] } {
  const locations: ApplicationLocationTable[] = [];
  const resources: ResourceFields[] = [];
  s.locations.forEach((location, position) => {
    const locationId = nextId();
    locations.push({
      id: locationId,
      application_id: applicationId,
      position,
      region: location.region,
      province: location.province,
      city_or_municipality: location.cityOrMunicipality,
      barangay: location.barangay ?? null,
      address: location.address ?? null,
      latitude: location.latitude ?? null,
      longitude: location.longitude ?? null,
      collection_start: toUtcIso(location.collectionStart),
      collection_end: toUtcIso(location.collectionEnd),
    });
    location.species.forEach((species, speciesPosition) => {
      resources.push({
        application_id: applicationId,
        location_id: locationId,
        position: speciesPosition,
        common_name: species.commonName ?? null,
        scientific_name: species.scientificName ?? null,
        genetic_name: species.geneticName ?? null,
        state: species.state ?? null,
        note: species.note ?? null,
      });
    });
  });
  return { locations, resources };
}

/** The notice that records receipt: the first entry of every application's history. */
export function receiptNotice(
  s: ApplicationSubmission,
  received: ReceivedBy,
  authorId: string,
  id: string = newId(),
  privacyNoticeUrl?: string,
): ApplicationNoticeTable {
  const privacy = privacyNoticeUrl === undefined ? '' : ` How the authority processes the permittee's personal data: ${privacyNoticeUrl}`;
  return {
    id,
    application_id: received.id,
    log: 'received',
    message:
      `Application ${received.registrationNo} received from agency ${s.sourceAgencyCode} ` +
      `(agency application number ${s.sourceAgencyApplicationNumber}).${privacy}`,
    author_id: authorId,
    created_at: received.now,
    visibility: 'external',
  };
}

/** The first entry of every application's journal, written in the transaction that stores it. */
export function submittedJournalEntry(s: ApplicationSubmission, received: ReceivedBy, requestId: string): ApplicationJournalTable {
  return {
    application_id: received.id,
    sequence: 1,
    action: 'submitted',
    actor_kind: received.submittedBy.kind,
    actor_id: received.submittedBy.id,
    actor_role: null,
    payload: JSON.stringify({ registrationNo: received.registrationNo, sourceAgencyApplicationNumber: s.sourceAgencyApplicationNumber }),
    request_id: requestId,
    created_at: received.now,
  };
}

/** The audit record of a submission, written in its transaction. */
export function submittedAuditEvent(
  s: ApplicationSubmission,
  received: ReceivedBy,
  requestId: string,
  clientAddress: string | null = null,
): AuditEvent {
  return {
    actor: received.submittedBy,
    clientAddress,
    action: 'application.submitted',
    subjectType: 'application',
    subjectId: received.id,
    agencyCode: s.sourceAgencyCode,
    requestId,
    details: { registrationNo: received.registrationNo, sourceAgencyApplicationNumber: s.sourceAgencyApplicationNumber },
    after: { status: INITIAL_STATUS, version: 1 },
  };
}
