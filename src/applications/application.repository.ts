import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { byString, chunks, compositeKey, distinct } from '../db/batches.js';
import { deferForeignKeyChecks } from '../db/dialect.js';
import { preparedInQuery, preparedQuery } from '../db/prepared-query.js';
import type { ApplicationLocationTable, ApplicationNoticeTable, ApplicationResourceTable, ApplicationTable, DB } from '../db/schema.js';
import { actorUuid, isUuid, newId } from '../shared/ids.js';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';
import type { ApplicationAggregate, ApplicationState } from './application.rendering.js';

export interface ApplicationKey {
  readonly id: string;
  readonly registration_no: string;
  readonly agency_code: string;
  readonly source_unique_no: string;
  readonly request_hash: string;
  readonly status: ApplicationStatus;
  readonly created_at: string;
  readonly updated_at: string;
}

export const sourceNumberKey = (agencyCode: string, sourceNumber: string): string => compositeKey(agencyCode, sourceNumber);

/**
 * The applications agencies submitted under their own numbers, among those asked for: what
 * idempotent submission looks up. Keyed by agency code and number (use `sourceNumberKey`).
 */
export async function findApplicationsBySourceNumbers(
  db: Kysely<DB>,
  wanted: readonly { readonly agencyCode: string; readonly sourceNumber: string }[],
): Promise<Map<string, ApplicationKey>> {
  const found = new Map<string, ApplicationKey>();
  const wantedKeys = new Set(wanted.map((k) => sourceNumberKey(k.agencyCode, k.sourceNumber)));
  for (const chunk of chunks(wanted, 2)) {
    const rows = await db
      .selectFrom('applications')
      .select(['id', 'registration_no', 'agency_code', 'source_unique_no', 'request_hash', 'status', 'created_at', 'updated_at'])
      .where('agency_code', 'in', distinct(chunk.map((k) => k.agencyCode)))
      .where('source_unique_no', 'in', distinct(chunk.map((k) => k.sourceNumber)))
      .execute();
    for (const row of rows) {
      const key = sourceNumberKey(row.agency_code, row.source_unique_no);
      if (wantedKeys.has(key)) found.set(key, row);
    }
  }
  return found;
}

/** Which application a detail read asks for: by registration number or by uuid, within an agency. */
export interface DetailLookup {
  readonly agencyCode: string;
  readonly key: { readonly registrationNo: string } | { readonly id: string };
}

interface DetailRow {
  readonly id: string;
  readonly registration_no: string;
  readonly agency_code: string;
  readonly detail_json: string;
}

// Both keys are unique on their own, so the agency is checked on the rows found, not in the query.
const detailsByRegistrationNo = preparedInQuery<DB, DetailRow>((db, numbers) =>
  db.selectFrom('applications').select(['id', 'registration_no', 'agency_code', 'detail_json']).where('registration_no', 'in', numbers),
);
const detailsById = preparedInQuery<DB, DetailRow>((db, ids) =>
  db.selectFrom('applications').select(['id', 'registration_no', 'agency_code', 'detail_json']).where('id', 'in', ids),
);

/**
 * The stored detail renderings of several applications at once, one per lookup in order: undefined
 * where the agency has no such application (none by that key, or another agency's).
 */
export async function findDetailJsons(db: Kysely<DB>, lookups: readonly DetailLookup[]): Promise<(string | undefined)[]> {
  const numbers = distinct(lookups.flatMap((l) => ('registrationNo' in l.key ? [l.key.registrationNo] : [])));
  const ids = distinct(lookups.flatMap((l) => ('id' in l.key ? [l.key.id] : [])));
  const [byNumber, byId] = await Promise.all([
    numbers.length === 0 ? [] : detailsByRegistrationNo(db, numbers),
    ids.length === 0 ? [] : detailsById(db, ids),
  ]);
  const foundByNumber = new Map(byNumber.map((row) => [row.registration_no, row]));
  const foundById = new Map(byId.map((row) => [row.id, row]));
  return lookups.map(({ agencyCode, key }) => {
    const row = 'id' in key ? foundById.get(key.id) : foundByNumber.get(key.registrationNo);
    return row?.agency_code === agencyCode ? row.detail_json : undefined;
  });
}

export interface ApplicantKey {
  readonly agencyCode: string;
  readonly emailNormalized: string;
}

export const applicantKeyOf = (key: ApplicantKey): string => compositeKey(key.agencyCode, key.emailNormalized);

async function selectApplicants(db: Kysely<DB>, keys: readonly ApplicantKey[], into: Map<string, string>): Promise<void> {
  const wanted = new Set(keys.map(applicantKeyOf));
  for (const chunk of chunks(keys, 2)) {
    const rows = await db
      .selectFrom('applicants')
      .select(['id', 'agency_code', 'email_normalized'])
      .where('agency_code', 'in', distinct(chunk.map((k) => k.agencyCode)))
      .where('email_normalized', 'in', distinct(chunk.map((k) => k.emailNormalized)))
      .execute();
    for (const row of rows) {
      const key = applicantKeyOf({ agencyCode: row.agency_code, emailNormalized: row.email_normalized });
      if (wanted.has(key)) into.set(key, row.id);
    }
  }
}

/**
 * The applicant of each agency and email, created on first use; keyed by applicantKeyOf. Read first:
 * most submissions come from known permittees, and a read writes nothing (an upsert would write the
 * row every time). New ones are inserted in key order, the one order every writer takes their locks
 * in; one that a concurrent transaction created first loses the race quietly and is read again.
 */
export async function findOrCreateApplicants(db: Kysely<DB>, keys: readonly ApplicantKey[], now: string): Promise<Map<string, string>> {
  const byKey = new Map(keys.map((k) => [applicantKeyOf(k), k]));
  const unique = [...byKey.keys()].sort(byString).map((key) => byKey.get(key) as ApplicantKey);
  const ids = new Map<string, string>();
  await selectApplicants(db, unique, ids);
  const missing = unique.filter((k) => !ids.has(applicantKeyOf(k)));
  if (missing.length === 0) return ids;
  const rows = missing.map((k) => ({ id: newId(), agency_code: k.agencyCode, email_normalized: k.emailNormalized, created_at: now }));
  for (const chunk of chunks(rows, 4)) {
    const inserted = await db
      .insertInto('applicants')
      .values(chunk)
      .onConflict((oc) => oc.columns(['agency_code', 'email_normalized']).doNothing())
      .returning(['id', 'agency_code', 'email_normalized'])
      .execute();
    for (const row of inserted) ids.set(applicantKeyOf({ agencyCode: row.agency_code, emailNormalized: row.email_normalized }), row.id);
  }
  const raced = missing.filter((k) => !ids.has(applicantKeyOf(k)));
  if (raced.length > 0) await selectApplicants(db, raced, ids);
  const vanished = raced.find((k) => !ids.has(applicantKeyOf(k)));
  if (vanished !== undefined) throw new Error('applicant vanished after an insert conflict');
  return ids;
}

export async function insertApplications(db: Kysely<DB>, rows: readonly Insertable<ApplicationTable>[]): Promise<void> {
  for (const chunk of chunks(rows)) await db.insertInto('applications').values(chunk).execute();
}

export async function insertLocations(db: Kysely<DB>, rows: readonly ApplicationLocationTable[]): Promise<void> {
  for (const chunk of chunks(rows)) await db.insertInto('application_locations').values(chunk).execute();
}

/**
 * Inserts the resources and returns them with the ids the database gave them, grouped by
 * application, each group in the order given (ids ascend in insertion order).
 */
export async function insertResources(
  db: Kysely<DB>,
  rows: readonly Insertable<ApplicationResourceTable>[],
): Promise<Map<string, Selectable<ApplicationResourceTable>[]>> {
  const byApplication = new Map<string, Selectable<ApplicationResourceTable>[]>();
  for (const chunk of chunks(rows)) {
    const inserted = await db.insertInto('application_resources').values(chunk).returningAll().execute();
    for (const row of inserted) {
      const group = byApplication.get(row.application_id);
      if (group === undefined) byApplication.set(row.application_id, [row]);
      else group.push(row);
    }
  }
  for (const group of byApplication.values()) group.sort((a, b) => a.id - b.id);
  return byApplication;
}

export async function insertNotices(db: Kysely<DB>, rows: readonly ApplicationNoticeTable[]): Promise<void> {
  for (const chunk of chunks(rows)) await db.insertInto('application_notices').values(chunk).execute();
}

/** Everything an application's renderings are made of besides its own row. */
export type ApplicationChildren = Omit<ApplicationAggregate, 'application'>;

type GrowingChildren = { [K in keyof ApplicationChildren]: ApplicationChildren[K][number][] };

const emptyChildren = (): GrowingChildren => ({
  locations: [],
  resources: [],
  notices: [],
  attachments: [],
  permits: [],
  agreements: [],
});

/** Applications per IN list when their children are read together. */
const CHILDREN_BATCH = 500;

/** The children of several applications, read fresh: one query per table for each batch of ids. */
export async function loadChildren(db: Kysely<DB>, ids: readonly string[]): Promise<Map<string, ApplicationChildren>> {
  const byId = new Map<string, GrowingChildren>();
  for (const id of ids) byId.set(id, emptyChildren());
  for (let start = 0; start < ids.length; start += CHILDREN_BATCH) {
    const batch = ids.slice(start, start + CHILDREN_BATCH);
    const [locations, resources, notices, attachments, permits, agreements] = await Promise.all([
      db.selectFrom('application_locations').selectAll().where('application_id', 'in', batch).execute(),
      db.selectFrom('application_resources').selectAll().where('application_id', 'in', batch).execute(),
      db.selectFrom('application_notices').selectAll().where('application_id', 'in', batch).execute(),
      db.selectFrom('application_attachments').selectAll().where('application_id', 'in', batch).execute(),
      db.selectFrom('permits').selectAll().where('application_id', 'in', batch).execute(),
      db.selectFrom('agreements').selectAll().where('application_id', 'in', batch).execute(),
    ]);
    for (const row of locations) byId.get(row.application_id)?.locations.push(row);
    for (const row of resources) byId.get(row.application_id)?.resources.push(row);
    for (const row of notices) byId.get(row.application_id)?.notices.push(row);
    for (const row of attachments) byId.get(row.application_id)?.attachments.push(row);
    for (const row of permits) byId.get(row.application_id)?.permits.push(row);
    for (const row of agreements) byId.get(row.application_id)?.agreements.push(row);
  }
  return byId;
}

/** An application's own columns, without its stored renderings. */
export function stateOf(row: Selectable<ApplicationTable>): ApplicationState {
  const { list_json: _list, detail_json: _detail, rendering_version: _version, ...state } = row;
  return state;
}

/** Everything an application's renderings are made of, read fresh from its tables. */
export async function loadAggregate(db: Kysely<DB>, id: string): Promise<ApplicationAggregate | undefined> {
  const application = await db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  if (application === undefined) return undefined;
  const children = (await loadChildren(db, [id])).get(id) ?? emptyChildren();
  return { application: stateOf(application), ...children };
}

export interface CountKey {
  readonly agencyCode: string;
  readonly status: string;
  readonly applicationType: string;
}

/**
 * Adds to the per-agency counts that X-Total-Count reads. Keys are summed first (one row may take
 * only one change per statement) and written in key order, the one order every writer locks them in.
 */
export async function adjustApplicationCounts(db: Kysely<DB>, changes: readonly (CountKey & { readonly delta: number })[]): Promise<void> {
  const summed = new Map<string, { agency_code: string; status: string; application_type: string; application_count: number }>();
  for (const c of changes) {
    const key = compositeKey(c.agencyCode, c.status, c.applicationType);
    const row = summed.get(key);
    if (row === undefined)
      summed.set(key, { agency_code: c.agencyCode, status: c.status, application_type: c.applicationType, application_count: c.delta });
    else row.application_count += c.delta;
  }
  const rows = [...summed.entries()].sort(([a], [b]) => byString(a, b)).map(([, row]) => row);
  if (rows.length === 0) return;
  await db
    .insertInto('agency_application_counts')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['agency_code', 'status', 'application_type']).doUpdateSet((eb) => ({
        application_count: sql`agency_application_counts.application_count + ${eb.ref('excluded.application_count')}`,
      })),
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
      if (filters.status) query = query.where('status', '=', v.status as ApplicationStatus);
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

/** The id of the application with this registration number or uuid, if there is one. */
export async function findApplicationId(db: Kysely<DB>, numberOrId: string): Promise<string | undefined> {
  const query = db.selectFrom('applications').select('id');
  const row = await (isUuid(numberOrId)
    ? query.where('id', '=', numberOrId.toLowerCase())
    : query.where('registration_no', '=', numberOrId)
  ).executeTakeFirst();
  return row?.id;
}

/** Erasure (issue 21 §2): each of `values` replaced by `marker` in the application's notices. */
export async function redactNotices(db: Kysely<DB>, applicationId: string, values: readonly string[], marker: string): Promise<void> {
  const notices = await db
    .selectFrom('application_notices')
    .select(['id', 'message'])
    .where('application_id', '=', applicationId)
    .execute();
  for (const notice of notices) {
    const message = redactText(notice.message, values, marker);
    if (message !== notice.message) await db.updateTable('application_notices').set({ message }).where('id', '=', notice.id).execute();
  }
}

/** `text` with every occurrence of each value (longest first, case-blind) replaced by `marker`. */
export function redactText(text: string, values: readonly string[], marker: string): string {
  const sorted = [...new Set(values.map((value) => value.trim()).filter((value) => value.length > 1))].sort((a, b) => b.length - a.length);
  return sorted.reduce((out, value) => out.replace(new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), marker), text);
}

/**
 * The email of an agency's erased applicant (issue 21 §2): the row every anonymised application of the
 * agency points at, holding no personal data. No submission can give it (the email is format-checked),
 * so no new application ever joins it. One per agency (`applicants_agency_email`).
 */
export const ERASED_APPLICANT_EMAIL = '[erased]';

/**
 * The id of the agency's erased applicant: the row's when there is one (migration 0023 made some with
 * random ids), else the one the agency's row will be made with (derived from its code, so two
 * anonymisations making it at once agree on it). Read by the action's decision; made by its effect.
 */
export async function erasedApplicantIdOf(db: Kysely<DB>, agencyCode: string): Promise<string> {
  const row = await db
    .selectFrom('applicants')
    .select('id')
    .where('agency_code', '=', agencyCode)
    .where('email_normalized', '=', ERASED_APPLICANT_EMAIL)
    .executeTakeFirst();
  return row?.id ?? actorUuid(`erased-applicant:${agencyCode}`);
}

/**
 * Erasure (issue 21 §2), in the anonymisation's effects: makes the agency's erased applicant if it has
 * none, and deletes the permittee's applicant row unless another application still points at it (one
 * not anonymised yet: the person's row stays for it). The application itself is repointed to the
 * erased applicant by the write path after the effects, so the foreign key is checked at the commit
 * (deferForeignKeyChecks). A later submission with the same email makes a new applicant.
 */
export async function dropErasedApplicant(
  db: Kysely<DB>,
  erased: { readonly applicationId: string; readonly applicantId: string; readonly agencyCode: string; readonly erasedApplicantId: string },
  now: string,
): Promise<boolean> {
  await db
    .insertInto('applicants')
    .values({ id: erased.erasedApplicantId, agency_code: erased.agencyCode, email_normalized: ERASED_APPLICANT_EMAIL, created_at: now })
    .onConflict((oc) => oc.columns(['agency_code', 'email_normalized']).doNothing())
    .execute();
  if (erased.applicantId === erased.erasedApplicantId) return false;
  const kept = await db
    .selectFrom('applications')
    .select('id')
    .where('applicant_id', '=', erased.applicantId)
    .where('id', '<>', erased.applicationId)
    .limit(1)
    .executeTakeFirst();
  if (kept !== undefined) return false;
  await deferForeignKeyChecks(db);
  await db.deleteFrom('applicants').where('id', '=', erased.applicantId).execute();
  return true;
}

/** An agency's application by its id or its registration number: its id and number (the agency's actions). */
export async function findAgencyApplicationRef(db: Kysely<DB>, agencyCode: string, number: string) {
  const query = db.selectFrom('applications').select(['id', 'registration_no']).where('agency_code', '=', agencyCode);
  return (isUuid(number) ? query.where('id', '=', number.toLowerCase()) : query.where('registration_no', '=', number)).executeTakeFirst();
}
