import type { Kysely, Selectable } from 'kysely';
import type { AbschCommuniqueTable, AbschPublicationTable, DB, PermitTable } from '../db/schema.js';
import { isUuid, newId } from '../shared/ids.js';

/** The SQL of the Clearing-House publication (migration 0019): publications, drift, communiqués. */

export type PublicationRow = Selectable<AbschPublicationTable>;
export type CommuniqueRow = Selectable<AbschCommuniqueTable>;

export const PUBLICATION_STATE_MEANINGS = {
  requested: 'To be worked on by the absch-publish job.',
  submitting: 'The submission is being made (recorded before the call: after a crash it is reconciled, never repeated).',
  submitted: 'The Publishing Authority’s request is open (`workflowId`).',
  published: 'Approved: the record is on the Clearing-House (`irccIdentifier`); for a revocation, withdrawn.',
  rejected: 'The Publishing Authority rejected it (`reason`), or the request expired.',
  invalid: 'The Clearing-House’s validation answered errors (`errors`, by field): correct the permit or the settings, then publish again.',
  failed:
    'Stopped (`lastError` says why): the Clearing-House refused the account (ABSCH_EMAIL, ABSCH_PASSWORD), or answered an IRCC ' +
    'that another permit already holds (not recorded; flagged as drift), or the permit moved on meanwhile.',
} as const;
export type PublicationState = keyof typeof PUBLICATION_STATE_MEANINGS;
/** The states in which a publication is still being worked on: at most one per permit. */
export const OPEN_STATES: readonly PublicationState[] = ['requested', 'submitting', 'submitted'];

export type PublicationIntent = 'submit' | 'update' | 'revoke';

export async function insertPublication(
  db: Kysely<DB>,
  row: {
    permitId: string;
    applicationId: string;
    intent: PublicationIntent;
    documentIdentifier: string;
    requestedBy: string;
    now: string;
    /** The usage the publisher chose (issue 28 §3); none: the setting's. */
    usage?: string | null;
  },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('absch_publications')
    .values({
      id,
      permit_id: row.permitId,
      application_id: row.applicationId,
      intent: row.intent,
      state: 'requested',
      document_identifier: row.documentIdentifier,
      workflow_id: null,
      ircc_identifier: null,
      errors: null,
      answer: null,
      reason: null,
      usage: row.usage ?? null,
      attempts: 0,
      next_attempt_at: row.now,
      last_error: null,
      requested_by: row.requestedBy,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
  return id;
}

/** The usage a publisher last chose for the application's permit (issue 28 §3), kept for its updates and revocation. */
export async function findChosenUsage(db: Kysely<DB>, applicationId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('absch_publications')
    .select('usage')
    .where('application_id', '=', applicationId)
    .where('usage', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.usage ?? undefined;
}

export function updatePublication(
  db: Kysely<DB>,
  id: string,
  changes: Partial<Omit<AbschPublicationTable, 'id' | 'permit_id' | 'application_id' | 'created_at'>> & { updated_at: string },
): Promise<unknown> {
  return db.updateTable('absch_publications').set(changes).where('id', '=', id).execute();
}

export function findOpenPublication(db: Kysely<DB>, applicationId: string): Promise<PublicationRow | undefined> {
  return db
    .selectFrom('absch_publications')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('state', 'in', OPEN_STATES)
    .executeTakeFirst();
}

export function findPublication(db: Kysely<DB>, id: string): Promise<PublicationRow | undefined> {
  return db.selectFrom('absch_publications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Publications due for a step: open, and their next attempt reached. */
export function findDuePublications(db: Kysely<DB>, now: string, limit: number): Promise<PublicationRow[]> {
  return db
    .selectFrom('absch_publications')
    .selectAll()
    .where('state', 'in', OPEN_STATES)
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function listPublications(db: Kysely<DB>, applicationId: string): Promise<PublicationRow[]> {
  return db
    .selectFrom('absch_publications')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Applications the automatic publication takes: a permit waiting for a step (ready, update or
 * revocation pending) with no publication asked since that status was reached.
 */
export function findAwaitingAutomaticPublication(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('applications')
    .select(['applications.id', 'applications.cbd_status', 'applications.cbd_status_changed_at'])
    .where('applications.cbd_status', 'in', ['ready', 'update_pending', 'revocation_pending'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('absch_publications')
            .select('absch_publications.id')
            .whereRef('absch_publications.application_id', '=', 'applications.id')
            .where(({ eb, or, ref }) =>
              or([
                eb('absch_publications.state', 'in', OPEN_STATES),
                eb('absch_publications.created_at', '>=', ref('applications.cbd_status_changed_at')),
              ]),
            ),
        ),
      ),
    )
    .orderBy('applications.cbd_status_changed_at')
    .limit(limit)
    .execute();
}

/**
 * The permit of another application that already holds an IRCC, if any. The permits of one application
 * share theirs (a renewal or an amendment carries the record's IRCC on), so only other applications count.
 */
export function findPermitHoldingIrcc(db: Kysely<DB>, ircc: string, exceptApplicationId: string) {
  return db
    .selectFrom('permits')
    .innerJoin('applications', 'applications.id', 'permits.application_id')
    .select(['permits.id as permitId', 'permits.permit_no as permitNo', 'applications.registration_no as registrationNo'])
    .where('permits.ircc_identifier', '=', ircc)
    .where('permits.application_id', '<>', exceptApplicationId)
    .orderBy('permits.created_at')
    .executeTakeFirst();
}

/** Permits that biopermit believes are on the Clearing-House (or submitted to it): what the reconciliation checks. */
export function findPermitsOnTheClearingHouse(db: Kysely<DB>, afterPermitId: string | null, limit: number) {
  let query = db
    .selectFrom('permits')
    .innerJoin('applications', 'applications.id', 'permits.application_id')
    .select([
      'permits.id as permitId',
      'permits.application_id as applicationId',
      'permits.absch_identifier as identifier',
      'permits.ircc_identifier as ircc',
      'applications.cbd_status as cbdStatus',
    ])
    .where('permits.absch_identifier', 'is not', null)
    .where('permits.superseded_by_id', 'is', null)
    .where('applications.cbd_status', 'in', ['published', 'revoked', 'submitted', 'update_pending', 'revocation_pending'])
    .orderBy('permits.id')
    .limit(limit);
  if (afterPermitId !== null) query = query.where('permits.id', '>', afterPermitId);
  return query.execute();
}

export async function recordDrift(
  db: Kysely<DB>,
  permitId: string,
  applicationId: string,
  detail: string | null,
  now: string,
): Promise<void> {
  await db.deleteFrom('absch_drift').where('permit_id', '=', permitId).execute();
  if (detail !== null)
    await db.insertInto('absch_drift').values({ permit_id: permitId, application_id: applicationId, detail, found_at: now }).execute();
}

export function listDrift(db: Kysely<DB>, applicationId?: string) {
  let query = db
    .selectFrom('absch_drift')
    .innerJoin('permits', 'permits.id', 'absch_drift.permit_id')
    .innerJoin('applications', 'applications.id', 'absch_drift.application_id')
    .select([
      'absch_drift.permit_id as permitId',
      'absch_drift.application_id as applicationId',
      'applications.registration_no as registrationNo',
      'applications.agency_code as agencyCode',
      'permits.permit_no as permitNo',
      'absch_drift.detail as detail',
      'absch_drift.found_at as foundAt',
    ])
    .orderBy('absch_drift.found_at')
    .orderBy('absch_drift.permit_id');
  if (applicationId !== undefined) query = query.where('absch_drift.application_id', '=', applicationId);
  return query.execute();
}

export async function insertCommunique(db: Kysely<DB>, row: Omit<AbschCommuniqueTable, 'id'>): Promise<void> {
  await db
    .insertInto('absch_communiques')
    .values({ id: newId(), ...row })
    .execute();
}

export async function communiqueExists(db: Kysely<DB>, recordIdentifier: string, permitId: string): Promise<boolean> {
  const row = await db
    .selectFrom('absch_communiques')
    .select('id')
    .where('record_identifier', '=', recordIdentifier)
    .where('permit_id', '=', permitId)
    .executeTakeFirst();
  return row !== undefined;
}

export function listCommuniques(db: Kysely<DB>, applicationId: string): Promise<CommuniqueRow[]> {
  return db
    .selectFrom('absch_communiques')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
}

/** Communiqués and flagged ones, per year received: what the national report asks. */
export function countCommuniquesPerYear(db: Kysely<DB>) {
  return db
    .selectFrom('absch_communiques')
    .select(({ fn }) => ['year', fn.countAll<string | number>().as('count'), fn.sum<string | number>('entity_mismatch').as('flagged')])
    .groupBy('year')
    .orderBy('year')
    .execute();
}

/** Permits with an IRCC, by the IRCC's document identifier: what the checkpoint query asks about. */
export function findPublishedPermits(db: Kysely<DB>, afterPermitId: string | null, limit: number) {
  let query = db
    .selectFrom('permits')
    .innerJoin('applications', 'applications.id', 'permits.application_id')
    .select([
      'permits.id as permitId',
      'permits.application_id as applicationId',
      'permits.absch_identifier as identifier',
      'permits.ircc_identifier as ircc',
    ])
    .where('permits.ircc_identifier', 'is not', null)
    .where('permits.absch_identifier', 'is not', null)
    .orderBy('permits.id')
    .limit(limit);
  if (afterPermitId !== null) query = query.where('permits.id', '>', afterPermitId);
  return query.execute();
}

/**
 * The permit a publication is asked for: the application's newest that nothing superseded, void
 * included (a revocation still has to reach the Clearing-House).
 */
export function findNewestUnsupersededPermit(db: Kysely<DB>, applicationId: string): Promise<PermitTable | undefined> {
  return db
    .selectFrom('permits')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('superseded_by_id', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** The newest permit published under an IRCC: the public lookup by IRCC. */
export function findNewestPermitWithIrcc(db: Kysely<DB>, ircc: string): Promise<PermitTable | undefined> {
  return db.selectFrom('permits').selectAll().where('ircc_identifier', '=', ircc).orderBy('created_at', 'desc').executeTakeFirst();
}

/** An application by id or registration number, with what its Clearing-House page needs: its agency and CBD status. */
export function findApplicationCbdStatus(db: Kysely<DB>, idOrNumber: string) {
  return db
    .selectFrom('applications')
    .select(['id', 'agency_code', 'cbd_status'])
    .where(isUuid(idOrNumber) ? 'id' : 'registration_no', '=', idOrNumber)
    .executeTakeFirst();
}

/** The holder as a communiqué from the Clearing-House is checked against: the permittee's names and affiliation. */
export function findHolderForCommunique(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('applications')
    .select(['permittee_first_name', 'permittee_last_name', 'permittee_affiliation'])
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
}

/** The permittee's names, of which the public lookup shows only the initials. */
export function findPermitteeNames(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('applications')
    .select(['permittee_first_name', 'permittee_middle_name', 'permittee_last_name'])
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
}
