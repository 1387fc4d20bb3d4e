import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import { manilaMonthOf } from '../db/full-text.js';
import type { DB } from '../db/schema.js';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';

/** The dashboard's aggregates, each one grouped query over an index range of migration 0010. */

type Agencies = readonly string[] | null;

const count = (value: unknown) => Number(value ?? 0);

/** Applications received per Manila month since `since`. */
export async function receivedByMonth(db: Kysely<DB>, dialect: DialectName, since: string, agencies: Agencies) {
  const month = manilaMonthOf(dialect, 'created_at');
  let query = db
    .selectFrom('applications')
    .select([month.as('month'), (eb) => eb.fn.countAll().as('count')])
    .where('created_at', '>=', since);
  if (agencies !== null) query = query.where('agency_code', 'in', [...agencies]);
  const rows = await query.groupBy(month).execute();
  return rows.map((row) => ({ month: String(row.month), count: count(row.count) }));
}

/** Decisions since `since` per Manila month, status and application type, with the working days they took. */
export async function decisionsSince(db: Kysely<DB>, dialect: DialectName, since: string, agencies: Agencies) {
  const month = manilaMonthOf(dialect, 'decided_at');
  let query = db
    .selectFrom('applications')
    .select([
      month.as('month'),
      'status',
      'application_type',
      'extended',
      (eb) => eb.fn.countAll().as('count'),
      (eb) => eb.fn.sum<number | string>('working_days_used').as('days'),
      (eb) => eb.fn.countAll().filterWhere('clock_state', '=', 'overdue').as('over_limit'),
    ])
    .where('decided_at', '>=', since);
  if (agencies !== null) query = query.where('agency_code', 'in', [...agencies]);
  const rows = await query.groupBy([month, 'status', 'application_type', 'extended']).execute();
  return rows.map((row) => ({
    month: String(row.month),
    status: row.status as ApplicationStatus,
    applicationType: row.application_type,
    extended: Number(row.extended) === 1,
    count: count(row.count),
    workingDays: count(row.days),
    overLimit: count(row.over_limit),
  }));
}

/** Open applications at risk or overdue, per assignee. */
export async function clocksByAssignee(db: Kysely<DB>, open: readonly ApplicationStatus[], agencies: Agencies) {
  let query = db
    .selectFrom('applications')
    .select(['assignee_id', 'clock_state', (eb) => eb.fn.countAll().as('count')])
    .where('clock_state', 'in', ['at_risk', 'overdue'])
    .where('status', 'in', [...open]);
  if (agencies !== null) query = query.where('agency_code', 'in', [...agencies]);
  const rows = await query.groupBy(['assignee_id', 'clock_state']).execute();
  return rows.map((row) => ({ assigneeId: row.assignee_id, state: row.clock_state as 'at_risk' | 'overdue', count: count(row.count) }));
}

/** Overdue obligations of permits (issue 20), in the agencies counted. */
export async function overdueObligations(db: Kysely<DB>, agencies: Agencies): Promise<number> {
  let query = db
    .selectFrom('permit_obligations')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('permit_obligations.status', '=', 'overdue');
  if (agencies !== null) {
    query = query.where('permit_obligations.application_id', 'in', (eb) =>
      eb
        .selectFrom('applications')
        .select('applications.id')
        .where('applications.agency_code', 'in', [...agencies]),
    );
  }
  return count((await query.executeTakeFirst())?.count);
}

/** Checkpoint communiqués linked to permits, per year received (issue 20 §3), in the agencies counted. */
export async function communiquesPerYear(db: Kysely<DB>, agencies: Agencies) {
  let query = db
    .selectFrom('absch_communiques')
    .select((eb) => ['absch_communiques.year', eb.fn.countAll().as('count'), eb.fn.sum<number | string>('entity_mismatch').as('flagged')]);
  if (agencies !== null) {
    query = query.where('absch_communiques.application_id', 'in', (eb) =>
      eb
        .selectFrom('applications')
        .select('applications.id')
        .where('applications.agency_code', 'in', [...agencies]),
    );
  }
  const rows = await query.groupBy('absch_communiques.year').orderBy('absch_communiques.year').execute();
  return rows.map((row) => ({ year: Number(row.year), count: count(row.count), flagged: count(row.flagged) }));
}

/** The PSGC level a place is grouped by (issue 21 §5). */
export type PlaceLevel = 'region' | 'province';

/**
 * Applications per PSGC region, or per region and province, of their locations: received since
 * `since`, and open now. An application with locations in two provinces counts once in each (and once
 * in a province however many of its locations are there); null is the locations no code matched.
 */
export async function applicationsByPlace(
  db: Kysely<DB>,
  level: PlaceLevel,
  since: string,
  open: readonly ApplicationStatus[],
  agencies: Agencies,
) {
  const columns =
    level === 'region'
      ? (['location_places.region_code'] as const)
      : (['location_places.region_code', 'location_places.province_code'] as const);
  let query = db
    .selectFrom('location_places')
    .innerJoin('applications', 'applications.id', 'location_places.application_id')
    .select((eb) => [
      'location_places.region_code',
      level === 'region' ? eb.lit(null).as('province_code') : eb.ref('location_places.province_code').as('province_code'),
      eb.fn
        .count(eb.case().when('applications.created_at', '>=', since).then(eb.ref('applications.id')).end())
        .distinct()
        .as('received'),
      eb.fn
        .count(
          eb
            .case()
            .when('applications.status', 'in', [...open])
            .then(eb.ref('applications.id'))
            .end(),
        )
        .distinct()
        .as('open'),
    ])
    .where((eb) => eb.or([eb('applications.created_at', '>=', since), eb('applications.status', 'in', [...open])]));
  if (agencies !== null) query = query.where('applications.agency_code', 'in', [...agencies]);
  const rows = await query.groupBy([...columns]).execute();
  return rows.map((row) => ({
    regionCode: row.region_code,
    provinceCode: row.province_code as string | null,
    received: count(row.received),
    open: count(row.open),
  }));
}
