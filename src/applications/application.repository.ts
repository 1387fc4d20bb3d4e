import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { preparedQuery } from '../db/prepared-query.js';
import type { ApplicationLocationTable, ApplicationNoticeTable, ApplicationResourceTable, ApplicationTable, DB } from '../db/schema.js';
import { newId } from '../shared/ids.js';
import { type ApplicationAggregate, storedRenderings } from './application.rendering.js';

/** Rows per multi-row INSERT: well under both dialects' bound-parameter limits. */
const INSERT_CHUNK = 400;

export interface ApplicationKey {
  readonly id: string;
  readonly registration_no: string;
  readonly agency_code: string;
  readonly source_unique_no: string;
  readonly request_hash: string;
  readonly status: string;
  readonly created_at: string;
  readonly updated_at: string;
}

const bySourceNumber = preparedQuery<DB, ApplicationKey, 'agency' | 'number'>(['agency', 'number'], (db, v) =>
  db
    .selectFrom('applications')
    .select(['id', 'registration_no', 'agency_code', 'source_unique_no', 'request_hash', 'status', 'created_at', 'updated_at'])
    .where('agency_code', '=', v.agency)
    .where('source_unique_no', '=', v.number),
);

/** The application an agency submitted under its own number, if any: what idempotent submission looks up. */
export async function findApplicationBySourceNumber(
  db: Kysely<DB>,
  agencyCode: string,
  sourceNumber: string,
): Promise<ApplicationKey | undefined> {
  return (await bySourceNumber(db, { agency: agencyCode, number: sourceNumber }))[0];
}

const detailByRegistrationNo = preparedQuery<DB, { detail_json: string }, 'agency' | 'key'>(['agency', 'key'], (db, v) =>
  db.selectFrom('applications').select('detail_json').where('agency_code', '=', v.agency).where('registration_no', '=', v.key),
);
const detailById = preparedQuery<DB, { detail_json: string }, 'agency' | 'key'>(['agency', 'key'], (db, v) =>
  db.selectFrom('applications').select('detail_json').where('agency_code', '=', v.agency).where('id', '=', v.key),
);

/** The stored detail rendering, by registration number or uuid; only within the given agency. */
export async function findDetailJson(
  db: Kysely<DB>,
  agencyCode: string,
  key: { registrationNo: string } | { id: string },
): Promise<string | undefined> {
  const rows =
    'id' in key
      ? await detailById(db, { agency: agencyCode, key: key.id })
      : await detailByRegistrationNo(db, { agency: agencyCode, key: key.registrationNo });
  return rows[0]?.detail_json;
}

/**
 * Next value of a gapless counter. The row lock taken by the upsert is held to commit, so
 * concurrent submissions — in this process or another on the same PostgreSQL — queue here, and a
 * rolled-back submission gives its number back.
 */
export async function nextSequenceValue(db: Kysely<DB>, name: string): Promise<number> {
  const row = await db
    .insertInto('registration_sequences')
    .values({ name, last_value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ last_value: sql`registration_sequences.last_value + 1` }))
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return Number(row.last_value);
}

const applicantByEmail = preparedQuery<DB, { id: string }, 'agency' | 'email'>(['agency', 'email'], (db, v) =>
  db.selectFrom('applicants').select('id').where('agency_code', '=', v.agency).where('email_normalized', '=', v.email),
);

/**
 * The applicant for this agency and email, created on first use. Read first: most submissions come
 * from known permittees, and a read writes nothing (an upsert would write the row every time). A
 * concurrent first use loses the insert race quietly and reads the winner's row.
 */
export async function findOrCreateApplicant(db: Kysely<DB>, agencyCode: string, emailNormalized: string, now: string): Promise<string> {
  const existing = await applicantByEmail(db, { agency: agencyCode, email: emailNormalized });
  if (existing[0] !== undefined) return existing[0].id;
  const id = newId();
  const inserted = await db
    .insertInto('applicants')
    .values({ id, agency_code: agencyCode, email_normalized: emailNormalized, created_at: now })
    .onConflict((oc) => oc.columns(['agency_code', 'email_normalized']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return id;
  const winner = await applicantByEmail(db, { agency: agencyCode, email: emailNormalized });
  if (winner[0] === undefined) throw new Error('applicant vanished after an insert conflict');
  return winner[0].id;
}

export async function insertApplication(db: Kysely<DB>, row: Insertable<ApplicationTable>): Promise<void> {
  await db.insertInto('applications').values(row).execute();
}

export async function insertLocations(db: Kysely<DB>, rows: readonly ApplicationLocationTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('application_locations')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

/** Inserts the resources and returns them with the ids the database gave them, in the order given. */
export async function insertResources(
  db: Kysely<DB>,
  rows: readonly Insertable<ApplicationResourceTable>[],
): Promise<Selectable<ApplicationResourceTable>[]> {
  const inserted: Selectable<ApplicationResourceTable>[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    inserted.push(
      ...(await db
        .insertInto('application_resources')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .returningAll()
        .execute()),
    );
  }
  return inserted;
}

export async function insertNotice(db: Kysely<DB>, row: ApplicationNoticeTable): Promise<void> {
  await db.insertInto('application_notices').values(row).execute();
}

/** Rewrites an application's stored renderings from its aggregate. */
export async function storeRenderings(db: Kysely<DB>, aggregate: ApplicationAggregate): Promise<void> {
  await db.updateTable('applications').set(storedRenderings(aggregate)).where('id', '=', aggregate.application.id).execute();
}

/** Everything an application's renderings are made of, read fresh from its tables. */
export async function loadAggregate(db: Kysely<DB>, id: string): Promise<ApplicationAggregate | undefined> {
  const application = await db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  if (application === undefined) return undefined;
  const { list_json: _list, detail_json: _detail, ...fields } = application;
  const [locations, resources, notices, attachments, permits, agreements] = await Promise.all([
    db.selectFrom('application_locations').selectAll().where('application_id', '=', id).execute(),
    db.selectFrom('application_resources').selectAll().where('application_id', '=', id).execute(),
    db.selectFrom('application_notices').selectAll().where('application_id', '=', id).execute(),
    db.selectFrom('application_attachments').selectAll().where('application_id', '=', id).orderBy('created_at').execute(),
    db.selectFrom('permits').selectAll().where('application_id', '=', id).orderBy('created_at').execute(),
    db.selectFrom('agreements').selectAll().where('application_id', '=', id).orderBy('created_at').execute(),
  ]);
  return { application: fields, locations, resources, notices, attachments, permits, agreements };
}

/** Re-renders an application after a change; call it in the transaction that made the change. */
export async function refreshRenderings(db: Kysely<DB>, id: string): Promise<void> {
  const aggregate = await loadAggregate(db, id);
  if (aggregate !== undefined) await storeRenderings(db, aggregate);
}

export async function adjustApplicationCount(
  db: Kysely<DB>,
  key: { agencyCode: string; status: string; applicationType: string },
  delta: number,
): Promise<void> {
  await db
    .insertInto('agency_application_counts')
    .values({ agency_code: key.agencyCode, status: key.status, application_type: key.applicationType, application_count: delta })
    .onConflict((oc) =>
      oc
        .columns(['agency_code', 'status', 'application_type'])
        .doUpdateSet({ application_count: sql`agency_application_counts.application_count + ${delta}` }),
    )
    .execute();
}

type CountFilter = { agencyCode: string; status?: string | undefined; applicationType?: string | undefined };
const countQueries = new Map<string, ReturnType<typeof buildCountQuery>>();

function buildCountQuery(byStatus: boolean, byType: boolean) {
  return preparedQuery<DB, { total: string | number }, 'agency' | 'status' | 'type'>(['agency', 'status', 'type'], (db, v) => {
    let query = db
      .selectFrom('agency_application_counts')
      .select(sql<string | number>`coalesce(sum(application_count), 0)`.as('total'))
      .where('agency_code', '=', v.agency);
    if (byStatus) query = query.where('status', '=', v.status);
    if (byType) query = query.where('application_type', '=', v.type);
    return query;
  });
}

export async function countApplications(db: Kysely<DB>, filter: CountFilter): Promise<number> {
  const byStatus = filter.status !== undefined;
  const byType = filter.applicationType !== undefined;
  const shape = `${byStatus}|${byType}`;
  let query = countQueries.get(shape);
  if (query === undefined) {
    query = buildCountQuery(byStatus, byType);
    countQueries.set(shape, query);
  }
  const rows = await query(db, { agency: filter.agencyCode, status: filter.status, type: filter.applicationType });
  return Number(rows[0]?.total ?? 0);
}

export type ListOrder = 'created' | 'updated';

export interface ListPageQuery {
  readonly agencyCode: string;
  readonly status?: string | undefined;
  readonly applicationType?: string | undefined;
  readonly updatedSince?: string | undefined;
  readonly order: ListOrder;
  /** Keyset position: rows strictly after (older than) this sort value and id. */
  readonly after?: { readonly sortValue: string; readonly id: string } | undefined;
  readonly limit: number;
}

export interface ListPageRow {
  readonly id: string;
  readonly sortValue: string;
  readonly json: string;
}

type PageValues = 'agency' | 'status' | 'type' | 'since' | 'afterValue' | 'afterId' | 'limit';
const pageQueries = new Map<string, ReturnType<typeof buildPageQuery>>();

function buildPageQuery(order: ListOrder, filters: { status: boolean; type: boolean; since: boolean; after: boolean }) {
  const column = order === 'updated' ? 'updated_at' : 'created_at';
  return preparedQuery<DB, { id: string; sort_value: string; list_json: string }, PageValues>(
    ['agency', 'status', 'type', 'since', 'afterValue', 'afterId', 'limit'],
    (db, v) => {
      let query = db
        .selectFrom('applications')
        .select(['id', `${column} as sort_value`, 'list_json'])
        .where('agency_code', '=', v.agency);
      if (filters.status) query = query.where('status', '=', v.status);
      if (filters.type) query = query.where('application_type', '=', v.type);
      if (filters.since) query = query.where('updated_at', '>', v.since);
      if (filters.after) {
        query = query.where((eb) =>
          eb.or([eb(column, '<', v.afterValue), eb.and([eb(column, '=', v.afterValue), eb('id', '<', v.afterId)])]),
        );
      }
      return query
        .orderBy(column, 'desc')
        .orderBy('id', 'desc')
        .limit(v.limit as unknown as number);
    },
  );
}

/**
 * One page, newest first, walked by keyset on (sort column, id) along an index that starts with
 * agency_code: the cost of a page does not depend on how many applications the agency has.
 */
export async function listApplicationPage(db: Kysely<DB>, q: ListPageQuery): Promise<ListPageRow[]> {
  const filters = {
    status: q.status !== undefined,
    type: q.applicationType !== undefined,
    since: q.updatedSince !== undefined,
    after: q.after !== undefined,
  };
  const shape = `${q.order}|${filters.status}|${filters.type}|${filters.since}|${filters.after}`;
  let query = pageQueries.get(shape);
  if (query === undefined) {
    query = buildPageQuery(q.order, filters);
    pageQueries.set(shape, query);
  }
  const rows = await query(db, {
    agency: q.agencyCode,
    status: q.status,
    type: q.applicationType,
    since: q.updatedSince,
    afterValue: q.after?.sortValue,
    afterId: q.after?.id,
    limit: q.limit,
  });
  return rows.map((r) => ({ id: r.id, sortValue: r.sort_value, json: r.list_json }));
}
