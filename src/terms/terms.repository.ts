import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import { stateOf } from '../applications/application.repository.js';
import type { DB, PermitTermCollectorTable, PermitTermLineTable, PermitTermsTable } from '../db/schema.js';

/**
 * The SQL of a permit's terms (issue 28 §1). Every function takes the executor (db or a transaction).
 * The writes are called only from the workflow's actions' effects (the write path); the reads are what
 * other capabilities measure against (collection reports, movements, exports): their names and shapes
 * stay as they are.
 */

/** A line with its site (the application's location), as every reader needs it. */
export interface TermLineRow extends PermitTermLineTable {
  readonly region: string;
  readonly province: string;
  readonly city_or_municipality: string;
  readonly barangay: string | null;
  /** The site's period (ISO 8601), within which the line's own lies. */
  readonly collection_start: string;
  readonly collection_end: string;
}

/** One version of the terms, whole: its row, its lines in order (ids fixed for the version), its collectors. */
export interface TermsRecord {
  readonly terms: PermitTermsTable;
  readonly lines: readonly TermLineRow[];
  readonly collectors: readonly PermitTermCollectorTable[];
}

async function whole(db: Kysely<DB>, terms: PermitTermsTable | undefined): Promise<TermsRecord | undefined> {
  if (terms === undefined) return undefined;
  const [lines, collectors] = await Promise.all([
    db
      .selectFrom('permit_term_lines as l')
      .innerJoin('application_locations as s', 's.id', 'l.location_id')
      .selectAll('l')
      .select(['s.region', 's.province', 's.city_or_municipality', 's.barangay', 's.collection_start', 's.collection_end'])
      .where('l.terms_id', '=', terms.id)
      .orderBy('l.position')
      .execute(),
    db.selectFrom('permit_term_collectors').selectAll().where('terms_id', '=', terms.id).orderBy('position').execute(),
  ]);
  return { terms, lines, collectors };
}

/** The terms a permit was issued with (its lines with their ids); undefined for a permit issued before the terms existed. */
export async function readIssuedTermsOfPermit(db: Kysely<DB>, permitId: string): Promise<TermsRecord | undefined> {
  return whole(db, await db.selectFrom('permit_terms').selectAll().where('permit_id', '=', permitId).executeTakeFirst());
}

/** The terms being decided: the newest authority's version still `draft` or `approved`; undefined when none is. */
export async function readCurrentTerms(db: Kysely<DB>, applicationId: string): Promise<TermsRecord | undefined> {
  const terms = await db
    .selectFrom('permit_terms')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('version', '>', 0)
    .where('status', 'in', ['draft', 'approved'])
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return whole(db, terms);
}

/** The newest authority's version, whatever its status (what the staff view shows). */
export async function readLatestTerms(db: Kysely<DB>, applicationId: string): Promise<TermsRecord | undefined> {
  const terms = await db
    .selectFrom('permit_terms')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('version', '>', 0)
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return whole(db, terms);
}

/** The agency's proposal (version 0), if it sent one. */
export async function readProposedTerms(db: Kysely<DB>, applicationId: string): Promise<TermsRecord | undefined> {
  const terms = await db
    .selectFrom('permit_terms')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('version', '=', 0)
    .executeTakeFirst();
  return whole(db, terms);
}

/** One version by its id. */
export async function readTermsById(db: Kysely<DB>, termsId: string): Promise<TermsRecord | undefined> {
  return whole(db, await db.selectFrom('permit_terms').selectAll().where('id', '=', termsId).executeTakeFirst());
}

/** Every version of an application's terms, the proposal first, then oldest to newest. */
export function listTermsVersions(db: Kysely<DB>, applicationId: string): Promise<PermitTermsTable[]> {
  return db.selectFrom('permit_terms').selectAll().where('application_id', '=', applicationId).orderBy('version').execute();
}

/** The permit number of each permit some versions were issued with. */
export async function permitNumbersOf(db: Kysely<DB>, permitIds: readonly string[]): Promise<Map<string, string>> {
  if (permitIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('permits')
    .select(['id', 'permit_no'])
    .where('id', 'in', [...permitIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.permit_no]));
}

/** What a version is written from: its row, its lines and collectors without their sites. */
export interface TermsRows {
  readonly terms: PermitTermsTable;
  readonly lines: readonly PermitTermLineTable[];
  readonly collectors: readonly PermitTermCollectorTable[];
}

/** Writes a new version, whole. */
export async function insertTerms(db: Kysely<DB>, rows: TermsRows): Promise<void> {
  await db.insertInto('permit_terms').values(rows.terms).execute();
  await insertContent(db, rows);
}

/** A line's own columns: a record read with its sites is written without them. */
function lineColumns(line: PermitTermLineTable): PermitTermLineTable {
  return {
    id: line.id,
    terms_id: line.terms_id,
    position: line.position,
    location_id: line.location_id,
    scientific_name: line.scientific_name,
    common_name: line.common_name,
    quantity: line.quantity,
    unit: line.unit,
    part: line.part,
    method: line.method,
    period_start: line.period_start,
    period_end: line.period_end,
    carried_from_id: line.carried_from_id,
  };
}

async function insertContent(db: Kysely<DB>, rows: Pick<TermsRows, 'lines' | 'collectors'>): Promise<void> {
  if (rows.lines.length > 0) {
    await db.insertInto('permit_term_lines').values(rows.lines.map(lineColumns)).execute();
  }
  if (rows.collectors.length > 0) {
    await db
      .insertInto('permit_term_collectors')
      .values([...rows.collectors])
      .execute();
  }
}

/** Replaces a version's row, lines and collectors (a draft or a proposal edited). */
export async function replaceTerms(db: Kysely<DB>, rows: TermsRows): Promise<void> {
  const { id, ...set } = rows.terms;
  await db.updateTable('permit_terms').set(set).where('id', '=', id).execute();
  await db.deleteFrom('permit_term_lines').where('terms_id', '=', id).execute();
  await db.deleteFrom('permit_term_collectors').where('terms_id', '=', id).execute();
  await insertContent(db, rows);
}

export async function updateTerms(db: Kysely<DB>, id: string, set: Updateable<PermitTermsTable>): Promise<void> {
  await db.updateTable('permit_terms').set(set).where('id', '=', id).execute();
}

/** Versions of an application in some statuses become another (issued → superseded at an amendment's issue). */
export async function updateTermsInStatus(
  db: Kysely<DB>,
  applicationId: string,
  from: readonly string[],
  set: Updateable<PermitTermsTable>,
): Promise<void> {
  await db
    .updateTable('permit_terms')
    .set(set)
    .where('application_id', '=', applicationId)
    .where('version', '>', 0)
    .where('status', 'in', [...from])
    .execute();
}

export type NewTermsRow = Insertable<PermitTermsTable>;

/** The submission's sites and species, as the terms start from and are checked against. */
export interface SubmissionSites {
  readonly locations: readonly {
    readonly id: string;
    readonly position: number;
    readonly province: string;
    readonly city_or_municipality: string;
    readonly collection_start: string;
    readonly collection_end: string;
  }[];
  readonly species: readonly {
    readonly location_id: string;
    readonly position: number;
    readonly scientific_name: string | null;
    readonly common_name: string | null;
    readonly genetic_name: string | null;
    readonly state: string | null;
  }[];
}

export async function readSubmissionSites(db: Kysely<DB>, applicationId: string): Promise<SubmissionSites> {
  const [locations, species] = await Promise.all([
    db
      .selectFrom('application_locations')
      .select(['id', 'position', 'province', 'city_or_municipality', 'collection_start', 'collection_end'])
      .where('application_id', '=', applicationId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('application_resources')
      .select(['location_id', 'position', 'scientific_name', 'common_name', 'genetic_name', 'state'])
      .where('application_id', '=', applicationId)
      .orderBy('position')
      .execute(),
  ]);
  return { locations, species };
}

/** An application as the terms' routes find it: by id (staff) or by its number or id (the agency's paths). */
export async function findApplicationForTerms(
  db: Kysely<DB>,
  where: { readonly id: string } | { readonly registrationNo: string },
): Promise<ApplicationState | undefined> {
  const query = db.selectFrom('applications').selectAll();
  const row = await ('id' in where
    ? query.where('id', '=', where.id)
    : query.where('registration_no', '=', where.registrationNo)
  ).executeTakeFirst();
  return row === undefined ? undefined : stateOf(row);
}

/** A permit of an application by its number (the agency's path names it so). */
export function findPermitOfApplication(
  db: Kysely<DB>,
  applicationId: string,
  permitNo: string,
): Promise<{ id: string; permit_no: string; status: string } | undefined> {
  return db
    .selectFrom('permits')
    .select(['id', 'permit_no', 'status'])
    .where('application_id', '=', applicationId)
    .where('permit_no', '=', permitNo)
    .executeTakeFirst();
}

/** The application's locations with the columns a line reads of its site (a version not yet stored is read as stored). */
export function listSiteColumns(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('application_locations')
    .select(['id', 'region', 'province', 'city_or_municipality', 'barangay', 'collection_start', 'collection_end'])
    .where('application_id', '=', applicationId)
    .execute();
}

/** A collector of some version of an application's terms (the agency's proposal included), with the version. */
export interface ApplicationCollectorRow {
  readonly application_id: string;
  readonly version: number;
  readonly status: string;
  readonly role: string;
  readonly name: string;
  readonly affiliation: string | null;
  readonly identification: string | null;
}

/**
 * The authorised collectors of every version of the applications' terms: personal data (RA 10173),
 * read for a data subject's access export and before an erasure (docs/PRIVACY.md).
 */
export function collectorsOfApplications(db: Kysely<DB>, applicationIds: readonly string[]): Promise<ApplicationCollectorRow[]> {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('permit_term_collectors as c')
    .innerJoin('permit_terms as t', 't.id', 'c.terms_id')
    .select(['t.application_id', 't.version', 't.status', 'c.role', 'c.name', 'c.affiliation', 'c.identification'])
    .where('t.application_id', 'in', [...applicationIds])
    .orderBy('t.application_id')
    .orderBy('t.version')
    .orderBy('c.position')
    .execute();
}

/**
 * Erasure (src/privacy/erasure/): every version's collectors lose their name, affiliation and
 * identification to the marker (an empty one stays null), as the permittee's columns do. The rows
 * stay: the number of collectors and their roles are no one's personal data.
 */
export async function eraseTermCollectors(db: Kysely<DB>, applicationId: string, marker: string): Promise<void> {
  await db
    .updateTable('permit_term_collectors')
    .set((eb) => ({
      name: marker,
      affiliation: eb.case().when('affiliation', 'is', null).then(null).else(marker).end(),
      identification: eb.case().when('identification', 'is', null).then(null).else(marker).end(),
    }))
    .where('terms_id', 'in', (eb) => eb.selectFrom('permit_terms').select('id').where('application_id', '=', applicationId))
    .execute();
}
