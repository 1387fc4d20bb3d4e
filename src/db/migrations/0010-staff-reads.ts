import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * What staff read (issue 10 §7): the search index and an index per workqueue.
 *
 * - `application_search`: one row per application, its searched words (registration number, agency
 *   number, permittee name and email, species and place names) normalised once in code. SQLite: an
 *   FTS5 table (unicode61 words). PostgreSQL: a table with a generated `tsvector` ('simple': no
 *   stemming, no stop words) under a GIN index. Both then match words by prefix alike.
 * - Indexes on `applications` for the workqueues: by status, assignee, hold, referral, clock and
 *   decision time, each ending with the column a page is sorted by and the id, so a page is a range
 *   of one index and a queue's count reads only that queue's entries. Partial where the queue is a
 *   small part of the table (holds, referrals, clocks at risk, decisions).
 * - Indexes on `audit_events` for the admin's filters (actor, action, subject), in chain order.
 *
 * Frozen in time: never imports application code. The word rules below are a copy of
 * src/search/search-text.ts as it was, for the applications already stored.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await db.transaction().execute(migrate);
  else await migrate(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function migrate(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create table application_search (
      application_id uuid primary key references applications (id) on delete cascade deferrable initially deferred,
      document text not null,
      document_vector tsvector generated always as (to_tsvector('simple', document)) stored
    )`.execute(db);
    await sql`create index application_search_vector on application_search using gin (document_vector)`.execute(db);
  } else {
    await sql`create virtual table application_search using fts5(
      application_id unindexed, document, tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
  }
  await backfill(db);

  const indexes: [string, string[], string?][] = [
    ['applications_status_due', ['status', 'due_date', 'id']],
    ['applications_status_updated', ['status', 'updated_at', 'id']],
    ['applications_status_created', ['status', 'created_at', 'id']],
    ['applications_assignee_status_due', ['assignee_id', 'status', 'due_date', 'id'], 'assignee_id is not null'],
    ['applications_unassigned_status', ['status', 'agency_code', 'created_at', 'id'], 'assignee_id is null'],
    ['applications_due', ['due_date', 'id']],
    ['applications_updated', ['updated_at', 'id']],
    ['applications_created', ['created_at', 'id']],
    ['applications_on_hold', ['hold_reason', 'due_date', 'id'], 'hold_reason is not null'],
    ['applications_referral', ['referral_body', 'due_date', 'id'], 'referral_body is not null'],
    ['applications_clock', ['clock_state', 'status', 'due_date', 'id'], "clock_state in ('at_risk', 'overdue')"],
    ['applications_decided', ['decided_at', 'id'], 'decided_at is not null'],
  ];
  for (const [name, columns, where] of indexes) {
    let index = db.schema.createIndex(name).on('applications').columns(columns);
    if (where !== undefined) index = index.where(sql.raw<boolean>(where));
    await index.execute();
  }
  // The admin's audit trail filters: by actor, action, subject; each in chain order.
  for (const [name, columns] of AUDIT_INDEXES) await db.schema.createIndex(name).on('audit_events').columns(columns).execute();
}

const AUDIT_INDEXES: [string, string[]][] = [
  ['audit_events_actor', ['actor_id', 'sequence']],
  ['audit_events_action', ['action', 'sequence']],
  ['audit_events_subject_sequence', ['subject_type', 'subject_id', 'sequence']],
];

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'applications_status_due',
    'applications_status_updated',
    'applications_status_created',
    'applications_assignee_status_due',
    'applications_unassigned_status',
    'applications_due',
    'applications_updated',
    'applications_created',
    'applications_on_hold',
    'applications_referral',
    'applications_clock',
    'applications_decided',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  for (const [name] of AUDIT_INDEXES) await db.schema.dropIndex(name).execute();
  await sql`drop table application_search`.execute(db);
}

const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** A copy of searchDocument (src/search/search-text.ts) as it was. */
function searchDocument(fields: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  for (const field of fields) {
    if (field === null || field === undefined) continue;
    const plain = field.normalize('NFKD').replace(MARKS, '').toLowerCase().normalize('NFC');
    for (const word of plain.split(SEPARATORS)) if (word.length > 0) seen.add(word);
  }
  return [...seen].join(' ');
}

const BATCH = 500;

/** The search rows of the applications stored before this migration, a batch at a time in id order. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function backfill(db: Kysely<any>): Promise<void> {
  let after: string | undefined;
  for (;;) {
    let query = db
      .selectFrom('applications')
      .select([
        'id',
        'registration_no',
        'source_unique_no',
        'permittee_first_name',
        'permittee_middle_name',
        'permittee_last_name',
        'permittee_email',
      ])
      .orderBy('id')
      .limit(BATCH);
    if (after !== undefined) query = query.where('id', '>', after);
    const applications: Record<string, string | null>[] = await query.execute();
    if (applications.length === 0) return;
    const ids = applications.map((a) => a.id);
    const [locations, resources] = await Promise.all([
      db
        .selectFrom('application_locations')
        .select(['application_id', 'region', 'province', 'city_or_municipality', 'barangay', 'address'])
        .where('application_id', 'in', ids)
        .execute(),
      db
        .selectFrom('application_resources')
        .select(['application_id', 'common_name', 'scientific_name'])
        .where('application_id', 'in', ids)
        .execute(),
    ]);
    const rows = applications.map((a) => {
      const places = locations
        .filter((l: Record<string, string | null>) => l.application_id === a.id)
        .flatMap((l: Record<string, string | null>) => [l.region, l.province, l.city_or_municipality, l.barangay, l.address]);
      const species = resources
        .filter((r: Record<string, string | null>) => r.application_id === a.id)
        .flatMap((r: Record<string, string | null>) => [r.common_name, r.scientific_name]);
      const document = searchDocument([
        a.registration_no ?? null,
        a.source_unique_no ?? null,
        a.permittee_first_name ?? null,
        a.permittee_middle_name ?? null,
        a.permittee_last_name ?? null,
        a.permittee_email ?? null,
        ...species,
        ...places,
      ]);
      return { application_id: a.id, document };
    });
    await db.insertInto('application_search').values(rows).execute();
    after = applications[applications.length - 1]?.id ?? undefined;
  }
}
