import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import { type MatchPlan, matchesWords } from '../db/full-text.js';
import type { DB } from '../db/schema.js';
import { HOLD_REASON_MEANINGS, type HoldReason, REFERRAL_BODY_MEANINGS, type ReferralBody } from '../vocabulary/workflow.vocabulary.js';
import type { WorkqueueFilter } from './workqueue.filter.js';

/** The SQL of a WorkqueueFilter (workqueue.filter.ts): its conditions on `applications`, for the listing and the counts alike. */

const HOLD_REASONS = Object.keys(HOLD_REASON_MEANINGS) as HoldReason[];
const REFERRAL_BODIES = Object.keys(REFERRAL_BODY_MEANINGS) as ReferralBody[];

type Builder = ExpressionBuilder<DB, 'applications'>;

/**
 * The conditions of several filters together (a named queue and the parameters sent with it).
 * `matchPlan`: how a search's words are matched (full-text.ts); it changes the plan, never the rows.
 */
export function filterConditions(
  eb: Builder,
  dialect: DialectName,
  filters: readonly WorkqueueFilter[],
  matchPlan: MatchPlan = 'lookup',
): Expression<SqlBool> {
  return eb.and(filters.flatMap((filter) => conditionsOf(eb, dialect, filter, matchPlan)));
}

function conditionsOf(eb: Builder, dialect: DialectName, f: WorkqueueFilter, matchPlan: MatchPlan): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (f.statuses !== undefined) conditions.push(eb('applications.status', 'in', [...f.statuses]));
  // Served by the partial index of migration 0015 (a comparison implies `cbd_status is not null`).
  if (f.cbdStatuses !== undefined) conditions.push(eb('applications.cbd_status', 'in', [...f.cbdStatuses]));
  // `any` as the list of every value, not IS NOT NULL: SQLite then reads the partial index of holds
  // (or referrals) by key, instead of walking the due-date index through every other row (measured:
  // 7.5 s against 0.3 ms at a million). The columns hold only these closed vocabularies.
  if (f.hold === 'any') conditions.push(eb('applications.hold_reason', 'in', HOLD_REASONS));
  else if (f.hold === 'none') conditions.push(eb('applications.hold_reason', 'is', null));
  else if (f.hold !== undefined) conditions.push(eb('applications.hold_reason', '=', f.hold));
  if (f.referral === 'any') conditions.push(eb('applications.referral_body', 'in', REFERRAL_BODIES));
  else if (f.referral === 'none') conditions.push(eb('applications.referral_body', 'is', null));
  else if (f.referral !== undefined) conditions.push(eb('applications.referral_body', '=', f.referral));
  if (f.assignee === 'unassigned') conditions.push(eb('applications.assignee_id', 'is', null));
  else if (f.assignee !== undefined) conditions.push(eb('applications.assignee_id', '=', f.assignee.userId));
  if (f.clockStates !== undefined) conditions.push(eb('applications.clock_state', 'in', [...f.clockStates]));
  if (f.agencies !== undefined && f.agencies !== null) conditions.push(eb('applications.agency_code', 'in', [...f.agencies]));
  if (f.applicationTypes !== undefined) conditions.push(eb('applications.application_type', 'in', [...f.applicationTypes]));
  if (f.regionCodes !== undefined) conditions.push(hasPlace(eb, (p) => p('region_code', 'in', [...(f.regionCodes ?? [])])));
  if (f.provinceCodes !== undefined) conditions.push(hasPlace(eb, (p) => p('province_code', 'in', [...(f.provinceCodes ?? [])])));
  if (f.placeWarnings === 'any') conditions.push(hasPlace(eb, (p) => p('has_warnings', '=', 1)));
  else if (f.placeWarnings === 'none') conditions.push(eb.not(hasPlace(eb, (p) => p('has_warnings', '=', 1))));
  if (f.receivedFrom !== undefined) conditions.push(eb('applications.created_at', '>=', f.receivedFrom));
  if (f.receivedTo !== undefined) conditions.push(eb('applications.created_at', '<', f.receivedTo));
  if (f.changedFrom !== undefined) conditions.push(eb('applications.updated_at', '>=', f.changedFrom));
  if (f.changedTo !== undefined) conditions.push(eb('applications.updated_at', '<', f.changedTo));
  if (f.decidedFrom !== undefined) conditions.push(eb('applications.decided_at', '>=', f.decidedFrom));
  if (f.obligationStatus !== undefined) {
    const status = f.obligationStatus;
    // Served by permit_obligations_open (status, due_date): few obligations are overdue at a time.
    conditions.push(
      eb(
        'applications.id',
        'in',
        eb.selectFrom('permit_obligations').select('permit_obligations.application_id').where('permit_obligations.status', '=', status),
      ),
    );
  }
  if (f.words !== undefined && f.words.length > 0) {
    conditions.push(matchesWords(dialect, f.words, matchPlan));
  }
  return conditions;
}

/** A location of the application whose codes (location_places, indexed by code then application) meet the condition. */
function hasPlace(eb: Builder, condition: (p: ExpressionBuilder<DB, 'location_places'>) => Expression<SqlBool>): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('location_places')
      .select('location_places.application_id')
      .whereRef('location_places.application_id', '=', 'applications.id')
      .where(condition),
  );
}
