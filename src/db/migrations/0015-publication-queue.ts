import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * The publisher's queue (the workqueue `awaiting_publication`): permits waiting for a step on the ABS
 * Clearing-House, the longest waiting first.
 *
 * - `applications.cbd_status_changed_at`: when `cbd_status` last changed (ISO UTC), set by the one
 *   write path in the change that changes it; null while `cbd_status` is null. It is how long the
 *   permit has waited for the publisher.
 * - Backfilled from the journal: the time of the last entry that changed the publication, found by
 *   replaying the rule of src/permits/cbd-status.ts as it was (copied below: frozen in time). An
 *   application with a `cbd_status` and no such entry takes its `updated_at`.
 * - `applications_publication` on `(cbd_status, cbd_status_changed_at, id)` where `cbd_status` is not
 *   null: the queue's count and page, and the listing's `cbdStatus` filter, read only the entries of
 *   the permits asked for. Partial: applications without a permit (most of those being worked on)
 *   are not in it. SQLite and PostgreSQL both use it for `cbd_status in (…)` (a comparison implies
 *   not null).
 *
 * Frozen in time: never imports application code.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await db.transaction().execute(migrate);
  else await migrate(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function migrate(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('cbd_status_changed_at', 'text').execute();
  if (dialectOf(db) === 'postgres') {
    // Like every text column of applications (0002, 0003, 0005): kept in the row, LZ4 where the server has it.
    await sql`alter table applications alter column cbd_status_changed_at set storage main`.execute(db);
    const { rows } = await sql<{ lz4: boolean }>`
      select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(db);
    if (rows[0]?.lz4 === true) await sql`alter table applications alter column cbd_status_changed_at set compression lz4`.execute(db);
  }
  await backfill(db);
  await db.schema
    .createIndex('applications_publication')
    .on('applications')
    .columns(['cbd_status', 'cbd_status_changed_at', 'id'])
    .where(sql.raw<boolean>('cbd_status is not null'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_publication').execute();
  await db.schema.alterTable('applications').dropColumn('cbd_status_changed_at').execute();
}

const PUBLICATION_ACTIONS = ['permit_issued', 'cbd_status_recorded', 'permit_renewed', 'permit_amended', 'permit_revoked', 'permit_voided'];
const ON_THE_CLEARING_HOUSE = new Set(['published', 'update_pending']);

/** A copy of cbdStatusAfter (src/permits/cbd-status.ts) as it was. */
function cbdStatusAfter(current: string | null, action: string, payload: Record<string, unknown>): string | null {
  switch (action) {
    case 'permit_issued':
      return 'ready';
    case 'cbd_status_recorded':
      return typeof payload.to === 'string' ? payload.to : current;
    case 'permit_renewed':
    case 'permit_amended':
      return current !== null && ON_THE_CLEARING_HOUSE.has(current) ? 'update_pending' : current;
    case 'permit_revoked':
    case 'permit_voided':
      if (current === null) return null;
      if (ON_THE_CLEARING_HOUSE.has(current) || current === 'submitted') return 'revocation_pending';
      return current === 'ready' || current === 'rejected' ? 'not_applicable' : current;
    default:
      return current;
  }
}

const BATCH = 500;

/** The applications with a `cbd_status`, a batch at a time in id order, each stamped with its last change. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function backfill(db: Kysely<any>): Promise<void> {
  let after: string | undefined;
  for (;;) {
    let query = db.selectFrom('applications').select(['id', 'updated_at']).where('cbd_status', 'is not', null).orderBy('id').limit(BATCH);
    if (after !== undefined) query = query.where('id', '>', after);
    const applications: { id: string; updated_at: string }[] = await query.execute();
    if (applications.length === 0) return;
    const entries: { application_id: string; action: string; payload: string; created_at: string }[] = await db
      .selectFrom('application_journal')
      .select(['application_id', 'action', 'payload', 'created_at'])
      .where(
        'application_id',
        'in',
        applications.map((a) => a.id),
      )
      .where('action', 'in', PUBLICATION_ACTIONS)
      .orderBy('application_id')
      .orderBy('sequence')
      .execute();
    const changedAt = new Map<string, string>();
    const status = new Map<string, string | null>();
    for (const entry of entries) {
      const before = status.get(entry.application_id) ?? null;
      const next = cbdStatusAfter(before, entry.action, JSON.parse(entry.payload) as Record<string, unknown>);
      status.set(entry.application_id, next);
      if (next !== before) changedAt.set(entry.application_id, entry.created_at);
    }
    for (const application of applications) {
      await db
        .updateTable('applications')
        .set({ cbd_status_changed_at: changedAt.get(application.id) ?? application.updated_at })
        .where('id', '=', application.id)
        .execute();
    }
    after = applications[applications.length - 1]?.id;
  }
}
