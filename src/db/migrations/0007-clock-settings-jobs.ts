import { type Kysely, sql } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * The working-day calendar, the settings store and the scheduler's leases and run log (issue 10).
 * Frozen in time: never imports application code. Timestamps are ISO 8601 UTC text; dates are
 * `YYYY-MM-DD` text (Asia/Manila calendar dates), so text order is date order.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const uuid = uuidType(dialectOf(db));

  // One row per date. A removed holiday keeps its row (removed_at set), so that seeding the year
  // again from the library does not bring back a day an admin took out.
  await db.schema
    .createTable('holidays')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', uuid, (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .addColumn('removed_by', uuid)
    .addCheckConstraint('holidays_kind', sql`kind in ('regular', 'special_non_working', 'proclaimed')`)
    .addCheckConstraint('holidays_source', sql`source in ('date-holidays', 'admin')`)
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', uuid, (c) => c.notNull())
    .execute();

  // One row per job: who holds it now (until expires_at) and when it is due next. holder and
  // expires_at are null while nobody runs it.
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('run_id', uuid)
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job_runs')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('scheduled_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('details', 'text')
    .addCheckConstraint('job_runs_outcome', sql`outcome in ('running', 'succeeded', 'failed', 'cancelled', 'lost')`)
    .execute();
  await db.schema.createIndex('job_runs_job_started').on('job_runs').columns(['job', 'started_at']).execute();
  await db.schema.createIndex('job_runs_started').on('job_runs').column('started_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['job_runs', 'job_leases', 'settings', 'holidays']) await db.schema.dropTable(table).execute();
}
