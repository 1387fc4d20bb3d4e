import type { Generated } from 'kysely';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';

/**
 * Row types of every table, as Kysely sees them. Timestamps are ISO 8601 UTC strings with
 * milliseconds (`2026-11-22T01:25:29.123Z`) in both dialects: fixed width, so text order is time
 * order, and the same value comes back from SQLite and PostgreSQL (see docs/DATABASE.md).
 */

export interface AgencyTable {
  code: string;
  name: string;
  /** Where the agency gets its copy of every notice meant for it (migration 0017); null for none. */
  contact_email: string | null;
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

/** Gapless counters by name: `registration:2026`, `permit:2026` (db/sequences.ts). */
export interface SequenceTable {
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
  status: ApplicationStatus;
  cbd_status: string | null;
  /** When `cbd_status` last changed: how long the permit has waited for the publisher (migration 0015). */
  cbd_status_changed_at: string | null;
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
  /** The submitting actor's id (a uuid), as in notices, journal and audit. */
  submitted_by: string;
  created_at: string;
  updated_at: string;
  /** Stored renderings of the two read shapes, refreshed in the transaction that changes the record. */
  list_json: string;
  detail_json: string;
  // The workflow's columns (migration 0005): written only by applications/application.write.ts.
  /** Bumped by every change: the optimistic lock (ETag / If-Match). */
  version: number;
  /** The format the stored renderings were made in (RENDERING_VERSION when they were). */
  rendering_version: number;
  assignee_id: string | null;
  hold_reason: string | null;
  /** Date (YYYY-MM-DD, Asia/Manila) by which the applicant should answer the hold. */
  hold_answer_by: string | null;
  referral_body: string | null;
  /** 0 or 1: the processing time was extended (SQLite has no boolean; both databases return the number). */
  extended: number;
  accepted_at: string | null;
  decided_at: string | null;
  /** When `status` last changed; null for rows submitted before migration 0005 (then created_at). */
  status_changed_at: string | null;
  clock_state: string | null;
  /** Date (YYYY-MM-DD, Asia/Manila) the decision is due. */
  due_date: string | null;
  working_days_used: number;
  /** 0 or 1: the processing clock is paused. */
  clock_paused: number;
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
  /** `external` notices are in the agency's renderings; `internal` ones never leave the authority. */
  visibility: string;
}

export interface ApplicationAttachmentTable {
  id: string;
  application_id: string;
  title: string;
  file_name: string;
  file_extension: string;
  description: string | null;
  /** The absolute link agencies download it at (PUBLIC_BASE_URL when it was uploaded). */
  url: string;
  /** `uploaded`, `accepted`, `rejected`, `superseded`, `quarantined` (src/vocabulary/attachment.vocabulary.ts). */
  status: string;
  created_at: string;
  // Issue 11 §2 (migration 0011): written only through changeApplication's effects.
  /** The checklist item it answers (`attachments.checklists`). */
  type: string;
  /** The stored bytes (`blobs.sha256`; listed in BLOB_REFERENCES). Null only for rows older than 0011. */
  blob_sha256: string | null;
  file_size: number | null;
  /** The sniffed media type, as in `blobs.content_type`. */
  content_type: string | null;
  /** 0 or 1: uploaded by staff for staff only; never in the agency's renderings or downloads. */
  internal: number;
  /** The uploading actor's uuid and kind (`agency` or `staff`). */
  uploaded_by: string | null;
  uploaded_by_kind: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  /** Why it was rejected. */
  reason: string | null;
  /** The newer attachment of the same type that replaced it. */
  superseded_by: string | null;
  updated_at: string | null;
  /** When erasure deleted the bytes (migration 0022); `blob_sha256` is then null. */
  erased_at: string | null;
  /** The agency's library document it was attached from (migration 0027); null for an upload. */
  library_document_id: string | null;
}

/** Issue 32 §5 (migration 0027): a document an agency uploaded once to its library, to attach to several applications. */
export interface LibraryDocumentTable {
  id: string;
  agency_code: string;
  title: string;
  description: string | null;
  file_name: string;
  file_extension: string;
  /** The stored bytes (listed in BLOB_REFERENCES). */
  blob_sha256: string;
  file_size: number;
  /** The sniffed media type, as in `blobs.content_type`. */
  content_type: string;
  /** 0 or 1: the malware scan found it infected; it is kept, never served nor attached. */
  quarantined: number;
  /** The API client that uploaded it. */
  uploaded_by: string;
  created_at: string;
  /** The upload's Idempotency-Key, unique per agency, and the fingerprint of its request (null without a key). */
  idempotency_key: string | null;
  request_hash: string | null;
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
  // Migration 0012 (src/permits/): the lifecycle, the signatory, the Clearing-House record.
  /** `original`, `renewal` or `amendment` (vocabulary/permit.vocabulary.ts). */
  issuance: string;
  /** Why the status last changed (suspension, revocation, voiding), as the staff member gave it. */
  status_reason: string | null;
  status_changed_at: string | null;
  /** The permit this one renews or amends. */
  supersedes_id: string | null;
  /** The renewal or amendment that replaced this one. */
  superseded_by_id: string | null;
  signatory_name: string | null;
  signatory_position: string | null;
  /** JSON array of strings: the conditions printed on the certificate. */
  conditions: string;
  /** The Clearing-House document identifier the permit was first submitted under (`header.identifier`). */
  absch_identifier: string | null;
  /** `ABSCH-IRCC-PH-…`, once published: shown to staff as the application's `absLinkCode`. */
  ircc_identifier: string | null;
  updated_at: string | null;
}

/** An expiry reminder sent for a permit: 90, 30 or 7 days before its expiry, once each (migration 0032, issue 28 §2). */
export interface PermitExpiryReminderTable {
  permit_id: string;
  application_id: string;
  days_before: number;
  /** Calendar days then left to the date of expiry. */
  days_left: number;
  sent_at: string;
}

/** Every certificate file of a permit, oldest first (migration 0012). */
export interface PermitCertificateTable {
  id: string;
  permit_id: string;
  /** `generated` at issue, or `signed_scan` uploaded later (it becomes the current file). */
  kind: string;
  /** The stored bytes (listed in BLOB_REFERENCES); null once erased (migration 0023). */
  blob_sha256: string | null;
  file_name: string;
  created_by: string;
  created_at: string;
  /** When erasure deleted the bytes (issue 21 §2, migration 0023). */
  erased_at: string | null;
  /** The erased file's size and media type, kept when its `blobs` row goes with its bytes; null before. */
  file_size: number | null;
  content_type: string | null;
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
  // Migration 0012 (src/agreements/).
  /** memorandum_of_agreement | affidavit_of_undertaking | benefit_sharing_agreement. */
  kind: string;
  /** draft → for_signature → executed → terminated. */
  status: string;
  status_reason: string | null;
  /** The signed file, once uploaded. */
  blob_sha256: string | null;
  executed_at: string | null;
  updated_at: string | null;
  /** When erasure deleted the signed file's bytes (issue 21 §2, migration 0023); `blob_sha256` is then null. */
  erased_at: string | null;
}

/** Application counts per agency, status and type, kept in step with every write so paging never counts rows. */
export interface AgencyApplicationCountTable {
  agency_code: string;
  status: string;
  application_type: string;
  application_count: number;
}

/** The audit trail, a hash chain (audit/audit.chain.ts); rows are never updated or deleted. */
export interface AuditEventTable {
  id: string;
  /** Global, gapless, in chain order. */
  sequence: number;
  occurred_at: string;
  actor_kind: string;
  actor_id: string;
  actor_role: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  application_id: string | null;
  agency_code: string | null;
  request_id: string | null;
  client_address: string | null;
  /** JSON texts. */
  details: string | null;
  before_state: string | null;
  after_state: string | null;
  previous_hash: string;
  hash: string;
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

/** A rate limit's current window for one key, shared by every process (PostgreSQL; migration 0026). */
export interface RateLimitWindowTable {
  key: string;
  /** ms since the epoch; PostgreSQL's bigint arrives as a string. */
  window_start: number | string;
  hits: number;
}

/** A published version of the public specimen dataset (migration 0028; src/exports/specimen-dataset.service.ts). */
export interface SpecimenDatasetVersionTable {
  version: number;
  published_at: string;
  /** The archive (a ZIP) in the blob store. */
  archive_sha256: string;
  archive_size: number;
  /** SHA-256 of the two data files: the same as the latest version's means nothing changed. */
  content_sha256: string;
  /** The archive's eml.xml, as in the ZIP. */
  eml: string;
  row_count: number;
  rows_added: number;
  rows_removed: number;
  rows_changed: number;
}

export interface DB {
  agencies: AgencyTable;
  api_clients: ApiClientTable;
  signing_keys: SigningKeyTable;
  sequences: SequenceTable;
  applicants: ApplicantTable;
  applications: ApplicationTable;
  application_locations: ApplicationLocationTable;
  application_resources: ApplicationResourceTable;
  application_notices: ApplicationNoticeTable;
  application_attachments: ApplicationAttachmentTable;
  permits: PermitTable;
  permit_certificates: PermitCertificateTable;
  agreements: AgreementTable;
  agency_application_counts: AgencyApplicationCountTable;
  audit_events: AuditEventTable;
  // Issue 10 foundation: the journal and the head of the audit chain.
  application_journal: ApplicationJournalTable;
  audit_chain_head: AuditChainHeadTable;
  // issue 10: the working-day calendar, settings and the scheduler (migration 0007)
  holidays: HolidayTable;
  settings: SettingTable;
  job_leases: JobLeaseTable;
  job_runs: JobRunTable;
  // Staff accounts (src/staff/, migration 0006)
  staff_users: StaffUserTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_setup_codes: StaffSetupCodeTable;
  staff_sessions: StaffSessionTable;
  staff_login_throttle: StaffLoginThrottleTable;
  // Issue 11 §1
  blobs: BlobTable;
  // Issue 10 §6 (migration 0009)
  idempotency_keys: IdempotencyKeyTable;
  // What staff read (migration 0010)
  application_search: ApplicationSearchTable;
  // Issue 19: the outbox and webhooks (migration 0016)
  events: EventTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_dispatch: WebhookDispatchTable;
  mail_compose: MailComposeTable;
  // Issue 21 (migration 0021)
  personal_data_reads: PersonalDataReadTable;
  rate_limit_windows: RateLimitWindowTable;
  specimen_dataset_versions: SpecimenDatasetVersionTable;
  data_subject_requests: DataSubjectRequestTable;
  privacy_incidents: PrivacyIncidentTable;
  mail_messages: MailMessageTable;
  // Issue 20 §2-3: the ABS Clearing-House (migration 0019)
  absch_publications: AbschPublicationTable;
  absch_drift: AbschDriftTable;
  absch_communiques: AbschCommuniqueTable;
  // Issue 20 §1: what a permit owes (migration 0018)
  permit_obligations: PermitObligationTable;
  obligation_submissions: ObligationSubmissionTable;
  // Issue 21 §5–6: places and jurisdiction (migration 0020)
  location_places: LocationPlaceTable;
  jurisdiction_zones: JurisdictionZoneTable;
  // Issue 21 §2: crypto-shredding (migration 0022)
  data_subject_keys: DataSubjectKeyTable;
  // Issue 32 §5: the agencies' document libraries (migration 0027)
  library_documents: LibraryDocumentTable;
  // Issue 28 §2: permits' expiry reminders (migration 0032)
  permit_expiry_reminders: PermitExpiryReminderTable;
  // Issue 29 §2, §3: credentials and their status lists (migration 0035)
  credential_keys: CredentialKeyTable;
  permit_credentials: PermitCredentialTable;
  credential_status_lists: CredentialStatusListTable;
  credential_status_cursor: CredentialStatusCursorTable;
  // Issue 29 §4: the public log of every permit (migration 0033)
  transparency_log_pending: TransparencyLogPendingTable;
  transparency_log_entries: TransparencyLogEntryTable;
  transparency_log_hashes: TransparencyLogHashTable;
  transparency_log_checkpoints: TransparencyLogCheckpointTable;
  transparency_log_keys: TransparencyLogKeyTable;
  transparency_log_cosignatures: TransparencyLogCosignatureTable;
  // Issue 28 §1: the permit's terms, in versions (migration 0031)
  permit_terms: PermitTermsTable;
  permit_term_lines: PermitTermLineTable;
  permit_term_collectors: PermitTermCollectorTable;
  // Issue 28 §2: movements of the material collected under a permit (migration 0037)
  permit_movements: PermitMovementTable;
}

/**
 * The key that encrypts the personal values the audit trail holds about the permittee of one
 * application (src/audit/subject-keys.ts). Destroyed by erasure: `key_material` null.
 */
export interface DataSubjectKeyTable {
  id: string;
  application_id: string;
  /** 32 bytes in base64, sealed (`enc:v1:`) when SIGNING_KEY_ENCRYPTION_KEY is set; null once destroyed. */
  key_material: string | null;
  created_at: string;
  destroyed_at: string | null;
  /** `retention` or `erasure_request:<id>`. */
  destroyed_by: string | null;
}

/** The PSGC codes of a location, beside its names (src/places/, docs/PLACES.md). */
export interface LocationPlaceTable {
  location_id: string;
  application_id: string;
  region_code: string | null;
  province_code: string | null;
  city_code: string | null;
  barangay_code: string | null;
  /** JSON array of PlaceWarning. */
  warnings: string;
  /** 1 when `warnings` is not empty. */
  has_warnings: number;
  /** The PSGC quarter the codes are from, e.g. `2025-Q4`. */
  psgc_release: string;
  coded_at: string;
}

/** A protected area or ancestral domain an administrator uploaded (GeoJSON). */
export interface JurisdictionZoneTable {
  id: string;
  /** `protected_area` or `ancestral_domain`. */
  kind: string;
  name: string;
  /** GeoJSON Polygon or MultiPolygon, as JSON text. */
  geometry: string;
  min_longitude: number;
  min_latitude: number;
  max_longitude: number;
  max_latitude: number;
  uploaded_by: string;
  created_at: string;
}

/** The stored answer of an external operation sent with an Idempotency-Key (workflow/idempotency.repository.ts). */
export interface IdempotencyKeyTable {
  agency_code: string;
  idempotency_key: string;
  operation: string;
  application_id: string;
  request_hash: string;
  response_status: number;
  response_body: string;
  created_at: string;
}

/**
 * The staff search's index: one row per application, its searched words (src/search/search-text.ts).
 * SQLite: an FTS5 table; PostgreSQL: a table with a generated tsvector (db/full-text.ts).
 */
export interface ApplicationSearchTable {
  application_id: string;
  /** Normalised words separated by spaces. */
  document: string;
}

// --- Issue 10 foundation (migrations 0005, 0005b) ---

/** Append-only: one row per act on an application, numbered per application from 1 (`submitted`). */
export interface ApplicationJournalTable {
  application_id: string;
  sequence: number;
  action: string;
  actor_kind: string;
  actor_id: string;
  actor_role: string | null;
  /** JSON text: the act's fields. */
  payload: string;
  request_id: string | null;
  created_at: string;
}

/** One row (id 1): the audit chain's last sequence number, locked last by every writer of audit rows. */
export interface AuditChainHeadTable {
  id: number;
  last_sequence: number;
}

// --- issue 10: the working-day calendar, settings and the scheduler (migration 0007) ---

/** A non-working day in Asia/Manila. Removed days keep their row, so a re-seed does not restore them. */
export interface HolidayTable {
  /** `YYYY-MM-DD`, a calendar date in Asia/Manila. */
  date: string;
  name: string;
  /** `regular`, `special_non_working` or `proclaimed` (src/clock/holiday.schemas.ts). */
  kind: string;
  /** `date-holidays` (seeded) or `admin`. */
  source: string;
  created_at: string;
  /** Actor id (uuid) of whoever added it: the system for seeded days. */
  created_by: string;
  removed_at: string | null;
  removed_by: string | null;
}

/** A setting changed from its default in code; `value` is JSON checked against the key's schema. */
export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
  /** Actor id (uuid). */
  updated_by: string;
}

/** One row per scheduled job: who runs it now (until `expires_at`) and when it is due next. */
export interface JobLeaseTable {
  name: string;
  holder: string | null;
  expires_at: string | null;
  /** The run the holder is doing (job_runs.id). */
  run_id: string | null;
  next_run_at: string;
}

/** One row per run of a job, written when it starts and completed when it ends. */
export interface JobRunTable {
  id: string;
  job: string;
  holder: string;
  /** The `next_run_at` the run was claimed for. */
  scheduled_at: string;
  started_at: string;
  finished_at: string | null;
  /** `running`, `succeeded`, `failed`, `cancelled` (stopped with its process), `lost` (its lease expired). */
  outcome: string;
  error: string | null;
  /** JSON the job returned, e.g. how many rows it changed. */
  details: string | null;
}

// ---------------------------------------------------------------------------------------------
// Staff accounts (src/staff/, migration 0006-staff-accounts)

export interface StaffUserTable {
  id: string;
  /** As entered (trimmed); shown back to the user. */
  email: string;
  /** Lower-cased: unique, and what a log-in looks up. */
  email_normalized: string;
  name: string;
  /** Space-separated roles of src/policy/roles.ts, in that file's order. */
  roles: string;
  /** Space-separated agency codes the user is limited to; null for every agency. */
  agency_codes: string | null;
  /** argon2id, PHC string; null until the user sets a password with a set-up code. */
  password_hash: string | null;
  password_changed_at: string | null;
  /** Base32 TOTP secret, sealed when SIGNING_KEY_ENCRYPTION_KEY is set; null when not enrolled. */
  totp_secret: string | null;
  totp_enrolled_at: string | null;
  /** The last TOTP time step accepted: a code of that step or earlier is refused (no replay). */
  totp_last_step: number | null;
  /** A secret shown at enrolment, until confirmed with a code from it. */
  totp_pending_secret: string | null;
  totp_pending_at: string | null;
  disabled_at: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface StaffRecoveryCodeTable {
  id: string;
  user_id: string;
  /** SHA-256 of the normalised code (80 random bits), hex. */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface StaffSetupCodeTable {
  /** SHA-256 of the code (256 random bits), hex. */
  code_hash: string;
  user_id: string;
  /** `setup` (a new user) or `reset` (issued by an admin). */
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffSessionTable {
  id: string;
  /** SHA-256 of the cookie's token (256 random bits), hex: the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end (STAFF_SESSION_MAX_HOURS after log-in). */
  expires_at: string;
  /** When this session proved a second factor (log-in with a code, or enrolment in it). */
  second_factor_at: string | null;
  ended_at: string | null;
  /** `logout`, `ended_by_admin`, `user_disabled`, `password_changed`, `password_set`, `second_factor_changed`. */
  end_reason: string | null;
  client_address: string | null;
  user_agent: string | null;
}

/** Failed log-ins per key: `account:<email>` or `address:<client address>`. */
export interface StaffLoginThrottleTable {
  key: string;
  failures: number;
  last_failure_at: string;
  locked_until: string | null;
}

// --- Issue 19: the outbox and webhooks (migration 0016) ---

/** The transactional outbox: one row per externally visible change, written in its transaction. */
export interface EventTable {
  /** Numbered by the database in commit order (see the migration): the feed's and fan-out's order. */
  id: Generated<number>;
  /** The event's public id (`id` of the event object, `webhook-id` of its deliveries). */
  event_id: string;
  type: string;
  agency_code: string;
  application_id: string | null;
  occurred_at: string;
  /** JSON text: the event's `data`. */
  data: string;
  /**
   * Null for an event published to agencies; for an internal one (src/events/internal-events.ts), the
   * JSON of who is to be told. The feed and the webhooks skip internal events (migration 0025).
   */
  audience: string | null;
  /** The W3C traceparent of the span that appended it, when tracing was on (migration 0030): its deliveries' spans link to it. */
  traceparent: string | null;
}

export interface WebhookEndpointTable {
  id: string;
  agency_code: string;
  url: string;
  description: string | null;
  /** JSON array of event types, or null for every type. */
  event_types: string | null;
  /** `whsec_…`: the current signing secret. */
  secret: string;
  /** The secret before the last rotation, still signing until `previous_secret_expires_at`. */
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  /** `enabled` or `disabled`. */
  status: string;
  disabled_reason: string | null;
  /** Since when every try has failed; null after a success. */
  failing_since: string | null;
  created_at: string;
  updated_at: string;
  /** Tries under way at once to this endpoint, at most (migration 0036; default 16). */
  max_in_flight: Generated<number>;
}

export interface WebhookDeliveryTable {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  /** The body sent: the event as JSON text. */
  payload: string;
  /** `pending`, `succeeded` or `failed`. */
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  last_response_status: number | null;
  last_latency_ms: number | null;
  last_error: string | null;
  created_at: string;
  /** One application's deliveries to the endpoint share a lane, sent one at a time in order (migration 0029). */
  lane: string | null;
  /** PostgreSQL: the process sending it, until `claimed_until` (webhook-claims.repository.ts). */
  claimed_by: string | null;
  claimed_until: string | null;
}

/** One row (id 1): the last event the dispatcher has fanned out to deliveries. */
export interface WebhookDispatchTable {
  id: number;
  last_event: number;
}

/** One row: the last event number the mail consumer composed messages for (migration 0025). */
export interface MailComposeTable {
  id: number;
  last_event: number;
}

// --- Issue 21: personal data (migration 0021, src/privacy/) ---

/** One staff read of an application's personal data; appended in batches, never updated. */
export interface PersonalDataReadTable {
  id: Generated<number>;
  read_at: string;
  staff_id: string;
  application_id: string;
  /** `staff_view`, `document_download` or `export`. */
  what: string;
  detail: string | null;
  request_id: string | null;
}

/** A data subject's request under the Data Privacy Act. */
export interface DataSubjectRequestTable {
  id: string;
  kind: string;
  subject_email: string | null;
  subject_name: string | null;
  received_on: string;
  due_on: string;
  status: string;
  note: string | null;
  outcome: string | null;
  created_by: string;
  created_at: string;
  exported_at: string | null;
  closed_by: string | null;
  closed_at: string | null;
}

/** A personal data breach and its notice to the National Privacy Commission. */
export interface PrivacyIncidentTable {
  id: string;
  summary: string;
  occurred_at: string | null;
  discovered_at: string;
  data_subjects: string;
  affected_count: number;
  sensitive: number;
  notice_due_at: string;
  notice_recorded_at: string | null;
  notice_text: string | null;
  created_by: string;
  created_at: string;
}

// --- Issue 19 §4: email (migration 0017) ---

/** Every message composed, with its content and the log of its sending (src/mail/, docs/EMAIL.md). */
export interface MailMessageTable {
  id: string;
  application_id: string | null;
  agency_code: string | null;
  /** `permittee`, `agency_contact` or `staff`. */
  recipient_kind: string;
  recipient: string;
  staff_user_id: string | null;
  /** A notice type, or `assignment`, `referral_answered`, `digest`. */
  template: string;
  notice_id: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** `queued`, `sending`, `sent`, `temporary_failure`, `permanent_failure` or `not_sent`. */
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  /** The SMTP server's answer to the last try, or why there was none. */
  last_response: string | null;
  last_response_code: number | null;
  sent_at: string | null;
  resent_from: string | null;
  dedupe_key: string | null;
  created_at: string;
  updated_at: string;
  /** PostgreSQL: the process sending it while `sending` (migration 0029); written only by the sender's claim. */
  claimed_by?: string | null;
}
/** One attempt to put a permit on the ABS Clearing-House (src/absch/, migration 0019). */
export interface AbschPublicationTable {
  id: string;
  permit_id: string;
  application_id: string;
  /** `submit`, `update` or `revoke`. */
  intent: string;
  /** `requested`, `submitting`, `submitted`, `published`, `rejected`, `invalid`, `failed`. */
  state: string;
  document_identifier: string;
  workflow_id: string | null;
  ircc_identifier: string | null;
  /** JSON: the validation errors, `[{code, property}]`. */
  errors: string | null;
  /** JSON: the Clearing-House's last answer, as shown to the publisher. */
  answer: string | null;
  /** The Publishing Authority's reason for a rejection. */
  reason: string | null;
  /** Migration 0032: the usage the publisher chose (`commercial`, `noncommercial`); null: the setting's. */
  usage: string | null;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  requested_by: string;
  created_at: string;
  updated_at: string;
}

/** What the nightly reconciliation found different (migration 0019). */
export interface AbschDriftTable {
  permit_id: string;
  application_id: string;
  detail: string;
  found_at: string;
}

/** A checkpoint communiqué naming one of our IRCCs (migration 0019). */
export interface AbschCommuniqueTable {
  id: string;
  record_identifier: string;
  permit_id: string;
  application_id: string;
  ircc_identifier: string;
  /** JSON array of strings. */
  checkpoints: string | null;
  entity: string | null;
  /** JSON array of strings. */
  source_countries: string | null;
  entity_mismatch: number;
  published_at: string | null;
  year: number;
  received_at: string;
}

/** An obligation of a permit (migration 0018, src/obligations/): a report or deposit the holder owes. */
export interface PermitObligationTable {
  id: string;
  application_id: string;
  permit_id: string;
  type: string;
  title: string;
  required: number;
  blocks_renewal: number;
  /** YYYY-MM-DD, Asia/Manila. */
  due_date: string;
  /** `pending`, `submitted`, `accepted`, `waived` or `overdue` (obligations/obligation.vocabulary.ts). */
  status: string;
  status_reason: string | null;
  /** JSON array of the reminders sent (obligations/obligation.reminders.ts). */
  reminders_sent: string;
  created_at: string;
  updated_at: string;
}

/** What the agency sent for an obligation (migration 0018). */
export interface ObligationSubmissionTable {
  id: string;
  obligation_id: string;
  application_id: string;
  /** JSON array of the attachment ids its files became. */
  attachment_ids: string;
  /** JSON array of specimen rows (a collection report), or null. */
  specimens: string | null;
  /** JSON array of the flags found on the specimen rows. */
  flags: string;
  note: string | null;
  /** `submitted`, `accepted` or `rejected`. */
  status: string;
  reason: string | null;
  submitted_by: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
}

/** A key that signs permit credentials (migration 0035): never deleted, so what it signed keeps verifying. */
export interface CredentialKeyTable {
  /** base64url of the 8 bytes the QR credential's COSE header carries. */
  kid: string;
  public_jwk: string;
  /** Sealed like signing_keys.private_jwk (SIGNING_KEY_ENCRYPTION_KEY). */
  private_jwk: string;
  created_at: string;
  /** When it starts signing: published before, so verifiers that synced the trust list know it. */
  not_before: string;
  /** When a newer key took over; it stays in the trust list with this as its `exp`. */
  retired_at: string | null;
}

/** The credential of a permit (migration 0035), and its index in the status lists. */
export interface PermitCredentialTable {
  permit_id: string;
  credential_id: string;
  /** The same bit in the revocation list and the suspension list (131,072 entries a list). */
  status_index: number;
  kid: string;
  issued_at: string;
  /** The `BP1:` text the certificate's QR code carries. */
  credential: string;
  /** The index of the permit's entry in the public log, reserved by the issuing change (migration 0039); null before it. */
  log_index: number | null;
}

/** A status list's signed credential as last regenerated (migration 0035). */
export interface CredentialStatusListTable {
  /** `revocation-0`, `suspension-0`, …: the purpose and the list's number. */
  id: string;
  purpose: string;
  /** The BitstringStatusListCredential as vc+jwt. */
  credential: string;
  generated_at: string;
}

/** One row: the last event the status lists' consumer has read (migration 0035). */
export interface CredentialStatusCursorTable {
  id: number;
  last_event: number;
}

/** An entry of the public log written with its change, not yet numbered (migration 0033). */
export interface TransparencyLogPendingTable {
  /** UUIDv7: the job numbers what it finds in this order. */
  id: string;
  permit_id: string | null;
  /** The entry's bytes: canonical JSON (src/transparency-log/log-entry.ts). */
  entry: string;
  created_at: string;
}

/** The public log, by index from 0 (migration 0033). */
export interface TransparencyLogEntryTable {
  idx: number;
  permit_id: string | null;
  entry: string;
  /** Hex SHA-256(0x00 ‖ entry). */
  leaf_hash: string;
  integrated_at: string;
}

/** The root of the complete subtree of 256^level leaves at `idx` (level ≥ 1): the log's hash tiles above level 0. */
export interface TransparencyLogHashTable {
  level: number;
  idx: number;
  hash: string;
}

/** A signed tree head the log published (migration 0033). */
export interface TransparencyLogCheckpointTable {
  size: number;
  root_hash: string;
  /** The signed note, verbatim. */
  note: string;
  published_at: string;
}

/** A witness's cosignature on a checkpoint (migration 0038), checked with the witness's configured key. */
export interface TransparencyLogCosignatureTable {
  id: string;
  checkpoint_size: number;
  /** The witness's name and key ID (hex), as in its verifier key. */
  witness: string;
  key_id: string;
  /** The signed-note line, verbatim, without its newline. */
  signature: string;
  /** The cosignature's own timestamp, as ISO 8601. */
  cosigned_at: string;
  received_at: string;
}

/** The log's Ed25519 key (migration 0033): the seed sealed with SIGNING_KEY_ENCRYPTION_KEY when set. */
export interface TransparencyLogKeyTable {
  origin: string;
  /** Base64 of the 32-byte public key. */
  public_key: string;
  private_key: string;
  created_at: string;
}

/**
 * One version of an application's terms (issue 28 §1, migration 0031; src/terms/). Version 0 is the
 * agency's proposal; 1, 2… the authority's.
 */
export interface PermitTermsTable {
  id: string;
  application_id: string;
  version: number;
  /** `proposed`, `draft`, `approved`, `issued`, `superseded` (terms/terms.vocabulary.ts). */
  status: string;
  /** What the version started from: `submission`, `agency_proposal`, `previous_version`. */
  origin: string;
  /** The permit issued with it; null before the issue. */
  permit_id: string | null;
  /** JSON array of strings: the permit type's standard conditions. */
  standard_conditions: string;
  /** JSON array of strings: the conditions written for this case. */
  special_conditions: string;
  /** The actor's uuid (staff or API client). */
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
  /** The last decision on the version: who, when, why. */
  decided_by: string | null;
  decided_at: string | null;
  decision_reason: string | null;
}

/** What may be taken, per species and site, in one version of the terms; its id is fixed for the version. */
export interface PermitTermLineTable {
  id: string;
  terms_id: string;
  position: number;
  /** The site: `application_locations.id`. */
  location_id: string;
  scientific_name: string | null;
  common_name: string | null;
  /** Null until staff set it (an agency's submission has no quantities). */
  quantity: number | null;
  /** `specimens`, `individuals`, `grams`… (terms/terms.vocabulary.ts). */
  unit: string | null;
  /** The part or state: `whole`, `tissue`, `seeds`… */
  part: string | null;
  method: string | null;
  /** YYYY-MM-DD within the site's period; null: the site's. */
  period_start: string | null;
  period_end: string | null;
  /** The line of the previous version this one continues (the balance follows it). */
  carried_from_id: string | null;
}

/** Who may collect under one version of the terms: the holder and the named assistants. */
export interface PermitTermCollectorTable {
  id: string;
  terms_id: string;
  position: number;
  /** `holder` or `assistant`. */
  role: string;
  name: string;
  affiliation: string | null;
  identification: string | null;
}

/** A movement of material collected under a permit (migration 0037, src/movements/). Never changed once written. */
export interface PermitMovementTable {
  id: string;
  application_id: string;
  permit_id: string;
  /** `permit_term_lines.id`: what moved. */
  line_id: string;
  /** `obligation_submissions.id`: the collection report it was reported in. */
  submission_id: string;
  /** `domestic_transport`, `institution_transfer`, `export_abroad` (movements/movement.vocabulary.ts). */
  kind: string;
  /** In the line's unit. */
  quantity: number;
  unit: string | null;
  transport_permit_no: string | null;
  recipient_institution: string | null;
  /** The material transfer agreement: a document of the agency's library. */
  mta_document_id: string | null;
  export_permit_no: string | null;
  /** ISO 3166-1 alpha-2. */
  destination_country: string | null;
  /** YYYY-MM-DD. */
  moved_on: string;
  note: string | null;
  created_by: string;
  created_at: string;
}
