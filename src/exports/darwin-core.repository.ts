import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { COLLECTION_REPORT } from '../obligations/obligation.vocabulary.js';

/**
 * The SQL of the Darwin Core Archive (issue 20 §4): the accepted collection reports of permits issued
 * in a range, with their permit, read in batches in id order (keyset), so an archive of any size is
 * written without holding it all. One query for both databases.
 */

export interface ArchiveFilter {
  /** Permits issued at or after this instant (ISO 8601, UTC); null for every issue date (the public dataset). */
  readonly issuedFrom: string | null;
  /** … and before this one. */
  readonly issuedBefore: string | null;
  /**
   * Reports accepted at or before this instant: the archive's two passes (occurrences, then their
   * permit rows) read the same reports even while others are being accepted.
   */
  readonly acceptedBy: string;
  /** The agencies the user works for; null for all. */
  readonly agencyCodes: readonly string[] | null;
}

export interface AcceptedReport {
  readonly submissionId: string;
  /** JSON array of specimen rows (obligations/obligation.schemas.ts SpecimenRow). */
  readonly specimens: string;
  /** JSON array of the flags found on the rows at the report's submission (SpecimenFlag). */
  readonly flags: string;
  /** The permit was issued with terms (issue 28): its report's flags were measured against them. */
  readonly hasTerms: boolean;
  readonly permitNo: string;
  readonly permitTitle: string;
  readonly dateIssued: string;
  readonly dateExpired: string | null;
  readonly irccIdentifier: string | null;
  /** permits.status (vocabulary/permit.vocabulary.ts). */
  readonly permitStatus: string;
}

export async function* acceptedReportBatches(db: Kysely<DB>, filter: ArchiveFilter, batchSize: number): AsyncGenerator<AcceptedReport[]> {
  if (filter.agencyCodes !== null && filter.agencyCodes.length === 0) return;
  let after: string | undefined;
  for (;;) {
    let query = db
      .selectFrom('obligation_submissions as s')
      .innerJoin('permit_obligations as o', 'o.id', 's.obligation_id')
      .innerJoin('permits as p', 'p.id', 'o.permit_id')
      .innerJoin('applications as a', 'a.id', 's.application_id')
      .select((eb) => [
        's.id as submissionId',
        's.specimens',
        's.flags',
        'p.permit_no as permitNo',
        'p.title as permitTitle',
        'p.date_issued as dateIssued',
        'p.date_expired as dateExpired',
        'p.ircc_identifier as irccIdentifier',
        'p.status as permitStatus',
        eb.exists(eb.selectFrom('permit_terms as pt').select('pt.id').whereRef('pt.permit_id', '=', 'p.id')).as('hasTerms'),
      ])
      .where('s.status', '=', 'accepted')
      .where('o.type', '=', COLLECTION_REPORT)
      .where('s.specimens', 'is not', null)
      .where('s.reviewed_at', '<=', filter.acceptedBy)
      .where('p.status', '!=', 'void');
    if (filter.issuedFrom !== null) query = query.where('p.date_issued', '>=', filter.issuedFrom);
    if (filter.issuedBefore !== null) query = query.where('p.date_issued', '<', filter.issuedBefore);
    if (filter.agencyCodes !== null) query = query.where('a.agency_code', 'in', [...filter.agencyCodes]);
    if (after !== undefined) query = query.where('s.id', '>', after);
    const rows = await query.orderBy('s.id').limit(batchSize).execute();
    const batch = rows.flatMap((row) =>
      row.specimens === null || row.dateIssued === null
        ? []
        : // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean.
          [{ ...row, specimens: row.specimens, dateIssued: row.dateIssued, hasTerms: Number(row.hasTerms) === 1 }],
    );
    if (batch.length > 0) yield batch;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]?.submissionId;
  }
}
