import type { Kysely } from 'kysely';
import { manilaDate } from '../clock/manila-time.js';
import type { DB, PermitMovementTable } from '../db/schema.js';
import type { BalanceLine, ReportedRow } from './balance.js';

/**
 * The SQL of movements and of what the balance counts (issue 28 §2). The terms' lines are read here
 * with a query of their own rather than through src/terms/, so that the terms' routes may read the
 * balance from this folder without the two folders importing each other.
 */

/** The lines and collectors of the terms a permit was issued with; undefined for a permit issued before the terms existed. */
export async function issuedTermsOfPermit(
  db: Kysely<DB>,
  permitId: string,
): Promise<{ lines: BalanceLine[]; collectors: string[] } | undefined> {
  const terms = await db.selectFrom('permit_terms').select('id').where('permit_id', '=', permitId).executeTakeFirst();
  if (terms === undefined) return undefined;
  const [lines, collectors] = await Promise.all([
    db
      .selectFrom('permit_term_lines as l')
      .innerJoin('application_locations as s', 's.id', 'l.location_id')
      .select([
        'l.id',
        'l.carried_from_id',
        'l.scientific_name',
        'l.common_name',
        'l.quantity',
        'l.unit',
        'l.period_start',
        'l.period_end',
        's.province',
        's.city_or_municipality',
        's.barangay',
        's.collection_start',
        's.collection_end',
      ])
      .where('l.terms_id', '=', terms.id)
      .orderBy('l.position')
      .execute(),
    db.selectFrom('permit_term_collectors').select('name').where('terms_id', '=', terms.id).orderBy('position').execute(),
  ]);
  return {
    lines: lines.map((l) => ({
      id: l.id,
      carriedFromId: l.carried_from_id,
      scientificName: l.scientific_name,
      commonName: l.common_name,
      quantity: l.quantity === null ? null : Number(l.quantity),
      unit: l.unit,
      province: l.province,
      cityOrMunicipality: l.city_or_municipality,
      barangay: l.barangay,
      // The site's period is stored as instants; the line's, as Manila calendar dates.
      periodStart: l.period_start ?? manilaDate(l.collection_start),
      periodEnd: l.period_end ?? manilaDate(l.collection_end),
    })),
    collectors: collectors.map((c) => c.name),
  };
}

/** The collection reports of a permit that count (submitted or accepted, not rejected), oldest first. */
export function countedReportsOfPermit(db: Kysely<DB>, permitId: string) {
  return db
    .selectFrom('obligation_submissions as s')
    .innerJoin('permit_obligations as o', 'o.id', 's.obligation_id')
    .select(['s.id', 's.specimens', 's.status'])
    .where('o.permit_id', '=', permitId)
    .where('o.type', '=', 'collection_report')
    .where('s.status', '<>', 'rejected')
    .where('s.specimens', 'is not', null)
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
}

/** The rows of the counted reports, each report's rows in order. */
export async function reportedRowsOfPermit(db: Kysely<DB>, permitId: string): Promise<ReportedRow[]> {
  return (await countedReportsOfPermit(db, permitId)).flatMap((report) => JSON.parse(report.specimens as string) as ReportedRow[]);
}

export function listMovementsOfPermit(db: Kysely<DB>, permitId: string): Promise<PermitMovementTable[]> {
  return db.selectFrom('permit_movements').selectAll().where('permit_id', '=', permitId).orderBy('created_at').orderBy('id').execute();
}

export function listMovementsOfApplication(db: Kysely<DB>, applicationId: string): Promise<PermitMovementTable[]> {
  return db.selectFrom('permit_movements').selectAll().where('application_id', '=', applicationId).orderBy('id').execute();
}

export function findMovement(db: Kysely<DB>, id: string): Promise<PermitMovementTable | undefined> {
  return db.selectFrom('permit_movements').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMovement(db: Kysely<DB>, row: PermitMovementTable): Promise<void> {
  await db.insertInto('permit_movements').values(row).execute();
}

/** The communiqués checkpoints published about a permit, with the countries they came from (JSON arrays). */
export function communiquesOfPermit(db: Kysely<DB>, permitId: string) {
  return db
    .selectFrom('absch_communiques')
    .select(['record_identifier', 'source_countries', 'checkpoints', 'published_at', 'received_at'])
    .where('permit_id', '=', permitId)
    .orderBy('received_at')
    .execute();
}
