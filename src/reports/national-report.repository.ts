import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { DECIDED_APPLICATION } from '../vocabulary/status-groups.js';

/**
 * The national report's reads (issue 32 §3, docs/REPORTS.md). Each returns the facts, one row per
 * permit, event or obligation, not counts: the service counts them per permit type and place, where
 * a permit with sites in two provinces counts once in each, which grouped SQL cannot say on both
 * dialects without a second query anyway. A year's rows of an authority are some thousands.
 */

type Agencies = readonly string[] | null;

/** A period as instants: from the start of its first Manila day to the start of the day after its last. */
export interface Instants {
  readonly start: string;
  readonly end: string;
}

const inAgencies = (agencies: Agencies) => (agencies === null ? undefined : [...agencies]);

/** Permits issued (original, renewal, amendment) in the period, void ones left out: they never were permits. */
export async function permitsIssuedIn(db: Kysely<DB>, period: Instants, agencies: Agencies) {
  let query = db
    .selectFrom('permits')
    .innerJoin('applications', 'applications.id', 'permits.application_id')
    .select([
      'permits.id as permitId',
      'permits.application_id as applicationId',
      'permits.issuance',
      'applications.permit_type as permitType',
    ])
    .where('permits.date_issued', '>=', period.start)
    .where('permits.date_issued', '<', period.end)
    .where('permits.status', '<>', 'void');
  const codes = inAgencies(agencies);
  if (codes !== undefined) query = query.where('applications.agency_code', 'in', codes);
  return query.execute();
}

/** The journal's entries of `actions` in the period, with their application's permit type. */
export async function journalEntriesIn(db: Kysely<DB>, actions: readonly string[], period: Instants, agencies: Agencies) {
  let query = db
    .selectFrom('application_journal')
    .innerJoin('applications', 'applications.id', 'application_journal.application_id')
    .select([
      'application_journal.application_id as applicationId',
      'application_journal.action',
      'application_journal.payload',
      'application_journal.created_at as createdAt',
      'applications.permit_type as permitType',
    ])
    .where('application_journal.action', 'in', [...actions])
    .where('application_journal.created_at', '>=', period.start)
    .where('application_journal.created_at', '<', period.end);
  const codes = inAgencies(agencies);
  if (codes !== undefined) query = query.where('applications.agency_code', 'in', codes);
  return query.execute();
}

/** Every `cbd_status_recorded` before `end`: a publication counts in the period of the IRCC's first one. */
export async function clearingHouseStepsBefore(db: Kysely<DB>, end: string, agencies: Agencies) {
  return journalEntriesIn(db, ['cbd_status_recorded'], { start: '0000', end }, agencies);
}

const ID_CHUNK = 500;

/** The PSGC region and province codes of the applications' locations (null: matched no code). */
export async function placesOfApplications(db: Kysely<DB>, applicationIds: readonly string[]) {
  const rows: { applicationId: string; regionCode: string | null; provinceCode: string | null }[] = [];
  const ids = [...new Set(applicationIds)];
  // In chunks: SQLite and PostgreSQL cap the parameters of one statement.
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('location_places')
        .select(['application_id as applicationId', 'region_code as regionCode', 'province_code as provinceCode'])
        .where('application_id', 'in', ids.slice(i, i + ID_CHUNK))
        .execute()),
    );
  }
  return rows;
}

/** Checkpoint communiqués received in the period. */
export async function communiquesReceivedIn(db: Kysely<DB>, period: Instants, agencies: Agencies) {
  let query = db
    .selectFrom('absch_communiques')
    .innerJoin('applications', 'applications.id', 'absch_communiques.application_id')
    .select(['absch_communiques.id', 'absch_communiques.entity_mismatch as entityMismatch'])
    .where('absch_communiques.received_at', '>=', period.start)
    .where('absch_communiques.received_at', '<', period.end);
  const codes = inAgencies(agencies);
  if (codes !== undefined) query = query.where('applications.agency_code', 'in', codes);
  return query.execute();
}

/** Obligations falling due in the period (dates inclusive), with their status today. */
export async function obligationsDueIn(db: Kysely<DB>, from: string, to: string, agencies: Agencies) {
  let query = db
    .selectFrom('permit_obligations')
    .innerJoin('applications', 'applications.id', 'permit_obligations.application_id')
    .select(['permit_obligations.type', 'permit_obligations.status'])
    .where('permit_obligations.due_date', '>=', from)
    .where('permit_obligations.due_date', '<=', to);
  const codes = inAgencies(agencies);
  if (codes !== undefined) query = query.where('applications.agency_code', 'in', codes);
  return query.execute();
}

/** Applications decided (approved, then maybe issued, or denied) in the period, with their clock. */
export async function decisionsIn(db: Kysely<DB>, period: Instants, agencies: Agencies) {
  let query = db
    .selectFrom('applications')
    .select(['application_type as applicationType', 'working_days_used as workingDaysUsed', 'extended', 'clock_state as clockState'])
    .where('decided_at', '>=', period.start)
    .where('decided_at', '<', period.end)
    .where('status', 'in', [...DECIDED_APPLICATION.statuses]);
  const codes = inAgencies(agencies);
  if (codes !== undefined) query = query.where('agency_code', 'in', codes);
  return query.execute();
}
