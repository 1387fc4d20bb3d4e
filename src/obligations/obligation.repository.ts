import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, ObligationSubmissionTable, PermitObligationTable } from '../db/schema.js';
import { type ObligationStatus, OPEN_OBLIGATION } from './obligation.vocabulary.js';

/**
 * The SQL of permits' obligations and their submissions. Every function takes the executor (db or a
 * transaction). The writes are called only from the workflow's actions' effects (the write path lint).
 */

export function insertObligations(db: Kysely<DB>, rows: readonly Insertable<PermitObligationTable>[]): Promise<unknown> {
  if (rows.length === 0) return Promise.resolve();
  return db
    .insertInto('permit_obligations')
    .values([...rows])
    .execute();
}

export function updateObligation(db: Kysely<DB>, id: string, set: Updateable<PermitObligationTable>): Promise<unknown> {
  return db.updateTable('permit_obligations').set(set).where('id', '=', id).execute();
}

export function insertSubmission(db: Kysely<DB>, row: ObligationSubmissionTable): Promise<unknown> {
  return db.insertInto('obligation_submissions').values(row).execute();
}

export function updateSubmission(db: Kysely<DB>, id: string, set: Updateable<ObligationSubmissionTable>): Promise<unknown> {
  return db.updateTable('obligation_submissions').set(set).where('id', '=', id).execute();
}

export function findObligation(db: Kysely<DB>, id: string): Promise<PermitObligationTable | undefined> {
  return db.selectFrom('permit_obligations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An application's obligations, by due date. */
export function listObligations(db: Kysely<DB>, applicationId: string): Promise<PermitObligationTable[]> {
  return db
    .selectFrom('permit_obligations')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('due_date')
    .orderBy('id')
    .execute();
}

/** The submissions of some obligations, oldest first. */
export function listSubmissions(db: Kysely<DB>, obligationIds: readonly string[]): Promise<ObligationSubmissionTable[]> {
  if (obligationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('obligation_submissions')
    .selectAll()
    .where('obligation_id', 'in', [...obligationIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The newest submission of an obligation, if any. */
export function findLatestSubmission(db: Kysely<DB>, obligationId: string): Promise<ObligationSubmissionTable | undefined> {
  return db
    .selectFrom('obligation_submissions')
    .selectAll()
    .where('obligation_id', '=', obligationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** An application's overdue obligations that block a renewal. */
export function findRenewalBlockers(db: Kysely<DB>, applicationId: string): Promise<PermitObligationTable[]> {
  return db
    .selectFrom('permit_obligations')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('status', '=', 'overdue' satisfies ObligationStatus)
    .where('blocks_renewal', '=', 1)
    .orderBy('due_date')
    .orderBy('id')
    .execute();
}

/**
 * Open obligations (pending or overdue) due on or before `through` (a Manila date), of permits that
 * are not void, after `after` in id order: the job's batch.
 */
export function findObligationsToWatch(
  db: Kysely<DB>,
  through: string,
  after: string | undefined,
  limit: number,
): Promise<Pick<PermitObligationTable, 'id' | 'application_id'>[]> {
  let query = db
    .selectFrom('permit_obligations')
    .innerJoin('permits', 'permits.id', 'permit_obligations.permit_id')
    .select(['permit_obligations.id', 'permit_obligations.application_id'])
    .where('permit_obligations.status', 'in', [...OPEN_OBLIGATION])
    .where('permit_obligations.due_date', '<=', through)
    .where('permits.status', '!=', 'void');
  if (after !== undefined) query = query.where('permit_obligations.id', '>', after);
  return query.orderBy('permit_obligations.id').limit(limit).execute();
}

/**
 * Erasure (issue 21 §2): the permittee's name, email… taken out of the free text of the application's
 * obligation submissions (the agency's note, the reviewer's reason), as from its notices. Their files
 * are attachments of the application, erased with the others; the specimen rows (species, places,
 * counts, dates) are statistics and stay.
 */
export async function redactSubmissionTexts(db: Kysely<DB>, applicationId: string, redact: (text: string) => string): Promise<void> {
  const rows = await db
    .selectFrom('obligation_submissions')
    .select(['id', 'note', 'reason'])
    .where('application_id', '=', applicationId)
    .where((eb) => eb.or([eb('note', 'is not', null), eb('reason', 'is not', null)]))
    .execute();
  for (const row of rows) {
    const note = row.note === null ? null : redact(row.note);
    const reason = row.reason === null ? null : redact(row.reason);
    if (note !== row.note || reason !== row.reason) await updateSubmission(db, row.id, { note, reason });
  }
}

/** The numbers of an application's permits, by permit id: the obligations name the permit they belong to. */
export function listPermitNumbersOfApplication(db: Kysely<DB>, applicationId: string): Promise<{ id: string; permit_no: string }[]> {
  return db.selectFrom('permits').select(['id', 'permit_no']).where('application_id', '=', applicationId).execute();
}

/** The file names of an application's attachments, by attachment id: a submission lists its files by name. */
export function listAttachmentNamesOfApplication(db: Kysely<DB>, applicationId: string): Promise<{ id: string; file_name: string }[]> {
  return db.selectFrom('application_attachments').select(['id', 'file_name']).where('application_id', '=', applicationId).execute();
}

/** An application's collection locations, in the order of the application. */
export function listLocationsOfApplication(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('application_locations')
    .select(['id', 'province', 'city_or_municipality', 'collection_start', 'collection_end'])
    .where('application_id', '=', applicationId)
    .orderBy('position')
    .execute();
}

/** An application's species, each with the location it is collected at, in the order of the application. */
export function listSpeciesOfApplication(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('application_resources')
    .select(['location_id', 'scientific_name', 'common_name'])
    .where('application_id', '=', applicationId)
    .orderBy('position')
    .execute();
}

/** The latest collection end among an application's locations: the anchor of obligations due after collection. */
export async function findLastCollectionEnd(db: Kysely<DB>, applicationId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('application_locations')
    .select('collection_end')
    .where('application_id', '=', applicationId)
    .orderBy('collection_end', 'desc')
    .executeTakeFirst();
  return row?.collection_end;
}

/** An application's obligations as their events tell them, by due date (the change observer). */
export async function obligationFactsOf(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('permit_obligations')
    .select(['id', 'permit_id', 'type', 'status', 'due_date', 'reminders_sent'])
    .where('application_id', '=', applicationId)
    .orderBy('due_date')
    .orderBy('id')
    .execute();
}
