import type { Generated } from 'kysely';

/**
 * Row types of every table, as Kysely sees them. Timestamps are ISO 8601 UTC strings with
 * milliseconds (`2026-11-22T01:25:29.123Z`) in both dialects: fixed width, so text order is time
 * order, and the same value comes back from SQLite and PostgreSQL (see docs/DATABASE.md).
 */

export interface AgencyTable {
  code: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface ApiClientTable {
  id: string;
  agency_code: string;
  name: string | null;
  /** SHA-256 of the secret, hex. The secret is 256 random bits, so a fast hash is enough. */
  secret_hash: string;
  scopes: string;
  created_at: string;
  revoked_at: string | null;
}

export interface SigningKeyTable {
  kid: string;
  algorithm: string;
  public_jwk: string;
  private_jwk: string;
  created_at: string;
  /** Set when a newer key takes over signing; the key stays published until its tokens expire. */
  retired_at: string | null;
}

export interface RegistrationSequenceTable {
  name: string;
  last_value: number;
}

export interface ApplicantTable {
  id: string;
  agency_code: string;
  email_normalized: string;
  created_at: string;
}

export interface ApplicationTable {
  id: string;
  registration_no: string;
  agency_code: string;
  source: string;
  source_unique_no: string;
  applicant_id: string;
  /** SHA-256 of the canonical submitted body: the same body again is a retry, another is a conflict. */
  request_hash: string;
  abs_link_code: string | null;
  ecosystem: string | null;
  application_type: string;
  permit_type: string;
  purpose: string | null;
  additional_notes: string | null;
  status: string;
  cbd_status: string | null;
  permittee_first_name: string;
  permittee_middle_name: string | null;
  permittee_last_name: string;
  permittee_email: string;
  permittee_phone: string | null;
  permittee_address: string | null;
  permittee_date_of_birth: string | null;
  permittee_affiliation: string | null;
  permittee_gender: string | null;
  permittee_occupation: string | null;
  permittee_employer: string | null;
  permittee_employer_address: string | null;
  floor_unit_no: string | null;
  collaborator: string | null;
  collaborator_type: string | null;
  submitted_by: string;
  created_at: string;
  updated_at: string;
  /** Stored renderings of the two read shapes, refreshed in the transaction that changes the record. */
  list_json: string;
  detail_json: string;
}

export interface ApplicationLocationTable {
  id: string;
  application_id: string;
  position: number;
  region: string;
  province: string;
  city_or_municipality: string;
  barangay: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  collection_start: string;
  collection_end: string;
}

export interface ApplicationResourceTable {
  id: Generated<number>;
  application_id: string;
  location_id: string;
  position: number;
  common_name: string | null;
  scientific_name: string | null;
  genetic_name: string | null;
  state: string | null;
  note: string | null;
}

export interface ApplicationNoticeTable {
  id: string;
  application_id: string;
  log: string;
  message: string;
  author_id: string;
  created_at: string;
}

export interface ApplicationAttachmentTable {
  id: string;
  application_id: string;
  title: string;
  file_name: string;
  file_extension: string;
  description: string | null;
  url: string;
  status: string;
  created_at: string;
}

export interface PermitTable {
  id: string;
  application_id: string;
  permit_no: string;
  title: string;
  description: string | null;
  date_issued: string | null;
  date_expired: string | null;
  date_renewed: string | null;
  file_name: string | null;
  file_extension: string | null;
  status: string;
  url: string | null;
  created_by: string;
  file_uploaded_by: string | null;
  created_at: string;
}

export interface AgreementTable {
  id: string;
  application_id: string;
  title: string;
  description: string | null;
  file_name: string | null;
  file_extension: string | null;
  url: string | null;
  created_by: string;
  file_uploaded_by: string | null;
  created_at: string;
}

/** Application counts per agency, status and type, kept in step with every write so paging never counts rows. */
export interface AgencyApplicationCountTable {
  agency_code: string;
  status: string;
  application_type: string;
  application_count: number;
}

export interface AuditEventTable {
  id: string;
  occurred_at: string;
  actor: string;
  action: string;
  subject_type: string;
  subject_id: string;
  agency_code: string | null;
  request_id: string | null;
  details: string | null;
}

// --- Issue 11 §1: where files live (src/blobs/) ---

/** Whether a malware scan looked at the bytes, and what it found (an infected blob is never served). */
export type BlobScanStatus = 'not_scanned' | 'clean' | 'infected';

/**
 * One row per stored file's bytes, named by their SHA-256. Written in the transaction of the row
 * that references it (`registerBlob`), after the bytes are durable in the blob store.
 */
export interface BlobTable {
  sha256: string;
  size: number;
  content_type: string;
  scan_status: BlobScanStatus;
  scan_signature: string | null;
  created_at: string;
}

export interface DB {
  agencies: AgencyTable;
  api_clients: ApiClientTable;
  signing_keys: SigningKeyTable;
  registration_sequences: RegistrationSequenceTable;
  applicants: ApplicantTable;
  applications: ApplicationTable;
  application_locations: ApplicationLocationTable;
  application_resources: ApplicationResourceTable;
  application_notices: ApplicationNoticeTable;
  application_attachments: ApplicationAttachmentTable;
  permits: PermitTable;
  agreements: AgreementTable;
  agency_application_counts: AgencyApplicationCountTable;
  audit_events: AuditEventTable;
  // Issue 11 §1
  blobs: BlobTable;
}
