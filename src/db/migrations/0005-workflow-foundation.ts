import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * What the authority's workflow builds on (issue 10):
 * - `sequences`, one gapless counter per name (`registration:2026`, later `permit:2026`), in place of
 *   `registration_sequences` (its rows carried over under `registration:<year>`);
 * - the columns of `applications` the workflow queries, all defaulted or nullable so existing rows
 *   stay valid, and a `version` for optimistic locking and a `rendering_version` for format roll-outs;
 * - `applications.submitted_by` holds the submitting actor's uuid, as notices, journal and audit do;
 * - notices get a visibility (`external` ones reach the agency's renderings, `internal` ones never);
 * - `application_journal`, append-only, whose first entry of every application is `submitted`.
 * On PostgreSQL every text column of applications stays STORAGE MAIN (see 0002) and LZ4 (see 0003).
 * Frozen in time: no application code is imported; the name-based uuid below is a copy.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite runs migrations outside a transaction (Kysely's adapter); this one is all or nothing.
  if (dialectOf(db) === 'sqlite') await db.transaction().execute(migrate);
  else await migrate(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function migrate(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const uuid = uuidType(dialect);

  await db.schema
    .createTable('sequences')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into sequences (name, last_value) select 'registration:' || name, last_value from registration_sequences`.execute(db);
  await db.schema.dropTable('registration_sequences').execute();

  const columns: [string, string, 'notNull0' | 'notNull1' | 'null'][] = [
    ['version', 'integer', 'notNull1'],
    ['rendering_version', 'integer', 'notNull1'],
    ['assignee_id', uuid, 'null'],
    ['hold_reason', 'text', 'null'],
    ['hold_answer_by', 'text', 'null'],
    ['referral_body', 'text', 'null'],
    ['extended', 'integer', 'notNull0'],
    ['accepted_at', 'text', 'null'],
    ['decided_at', 'text', 'null'],
    ['status_changed_at', 'text', 'null'],
    ['clock_state', 'text', 'null'],
    ['due_date', 'text', 'null'],
    ['working_days_used', 'integer', 'notNull0'],
    ['clock_paused', 'integer', 'notNull0'],
  ];
  for (const [name, type, nullability] of columns) {
    // A constant default: PostgreSQL 11+ adds the column without rewriting the table.
    await db.schema
      .alterTable('applications')
      .addColumn(name, sql.raw(type), (c) => (nullability === 'null' ? c : c.notNull().defaultTo(nullability === 'notNull1' ? 1 : 0)))
      .execute();
  }
  await submittedByAsActorId(db);
  await keepTextColumnsInRow(db);

  await db.schema
    .alterTable('application_notices')
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('external'))
    .execute();

  await db.schema
    .createTable('application_journal')
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', uuid, (c) => c.notNull())
    .addColumn('actor_role', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_journal_pk', ['application_id', 'sequence'])
    .execute();
  // Every application's journal starts at its submission, including those submitted before the journal.
  const payload =
    dialect === 'postgres'
      ? sql`jsonb_build_object('registrationNo', a.registration_no, 'sourceAgencyApplicationNumber', a.source_unique_no)::text`
      : sql`json_object('registrationNo', a.registration_no, 'sourceAgencyApplicationNumber', a.source_unique_no)`;
  await sql`
    insert into application_journal (application_id, sequence, action, actor_kind, actor_id, actor_role, payload, request_id, created_at)
    select a.id, 1, 'submitted', 'agency', a.submitted_by, null, ${payload},
      (select e.request_id from audit_events e
        where e.subject_type = 'application' and e.subject_id = cast(a.id as text) and e.action = 'application.submitted'
        limit 1),
      a.created_at
    from applications a`.execute(db);
  await refuseChanges(db, 'application_journal');
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  if (dialect === 'postgres') await sql`drop function if exists biopermit_append_only() cascade`.execute(db);
  await db.schema.dropTable('application_journal').execute();
  await db.schema.alterTable('application_notices').dropColumn('visibility').execute();
  for (const name of [
    'version',
    'rendering_version',
    'assignee_id',
    'hold_reason',
    'hold_answer_by',
    'referral_body',
    'extended',
    'accepted_at',
    'decided_at',
    'status_changed_at',
    'clock_state',
    'due_date',
    'working_days_used',
    'clock_paused',
  ]) {
    await db.schema.alterTable('applications').dropColumn(name).execute();
  }
  if (dialect === 'postgres') {
    await sql`alter table applications alter column submitted_by type text using 'agency:' || submitted_by::text`.execute(db);
    await sql`alter table applications alter column submitted_by set storage main`.execute(db);
  } else {
    await sql`update applications set submitted_by = 'agency:' || submitted_by`.execute(db);
  }
  await db.schema
    .createTable('registration_sequences')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into registration_sequences (name, last_value)
    select substr(name, 14), last_value from sequences where name like 'registration:%'`.execute(db);
  await db.schema.dropTable('sequences').execute();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTOR_NAMESPACE = Buffer.from('6f1c2a4e9b8d4c3fa7e15d2b3c4d5e6f', 'hex');

/** A copy of shared/ids.ts actorUuid as it was: the name-based uuid of an actor whose id is not one. */
function actorUuid(name: string): string {
  if (UUID.test(name)) return name.toLowerCase();
  const hash = createHash('sha1').update(ACTOR_NAMESPACE).update(name).digest().subarray(0, 16);
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The actor id in a name the audit trail once used: `<kind>:<uuid>` (agency, staff, system,
 * operator), earlier `client:<uuid>`, `operator` or `external:<subject>`.
 */
export function actorIdOfName(name: string): string {
  const colon = name.indexOf(':');
  const rest = colon < 0 ? name : name.slice(colon + 1);
  if (UUID.test(rest)) return rest.toLowerCase();
  return actorUuid(name.startsWith('external:') ? rest : name);
}

/**
 * `submitted_by` held `agency:<uuid>`; now the uuid alone (PostgreSQL: the uuid type, as author_id).
 * Names of another form (older ones, few) are rewritten one by one first.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function submittedByAsActorId(db: Kysely<any>): Promise<void> {
  const prefixed = sql`submitted_by like 'agency:%' or submitted_by like 'client:%'`;
  const odd = await sql<{ submitted_by: string }>`
    select distinct submitted_by from applications where not (${prefixed}) and length(submitted_by) <> 36`.execute(db);
  for (const { submitted_by: name } of odd.rows) {
    await sql`update applications set submitted_by = ${actorIdOfName(name)} where submitted_by = ${name}`.execute(db);
  }
  if (dialectOf(db) === 'postgres') {
    await sql`alter table applications alter column submitted_by type uuid
      using (case when ${prefixed} then substr(submitted_by, 8) else submitted_by end)::uuid`.execute(db);
  } else {
    await sql`update applications set submitted_by = lower(substr(submitted_by, 8)) where ${prefixed}`.execute(db);
  }
}

/**
 * PostgreSQL: every text column of applications STORAGE MAIN (0002) and compressed with LZ4 where the
 * server has it (0003), the columns added here included: a row stays whole in its page.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function keepTextColumnsInRow(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const { rows } = await sql<{ column_name: string }>`
    select a.attname as column_name from pg_attribute a
    where a.attrelid = 'applications'::regclass and a.attnum > 0 and not a.attisdropped
      and a.atttypid = 'text'::regtype and a.attstorage <> 'm'`.execute(db);
  if (rows.length === 0) return;
  const lz4 = await sql<{ lz4: boolean }>`
    select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(db);
  const changes = rows.flatMap((row) => [
    sql`alter column ${sql.ref(row.column_name)} set storage main`,
    ...(lz4.rows[0]?.lz4 === true ? [sql`alter column ${sql.ref(row.column_name)} set compression lz4`] : []),
  ]);
  await sql`alter table applications ${sql.join(changes)}`.execute(db);
}

/**
 * Refuses UPDATE and DELETE (and on PostgreSQL TRUNCATE) on an append-only table, whoever asks: a
 * bug, a script, or someone with the service's credentials. Only a migration that drops the trigger
 * can change rows, and that leaves its own trace.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function refuseChanges(db: Kysely<any>, table: string): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create or replace function biopermit_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only: % refused', tg_table_name, tg_op;
      end $$`.execute(db);
    await sql`create trigger ${sql.id(`${table}_append_only`)} before update or delete or truncate on ${sql.table(table)}
      for each statement execute function biopermit_append_only()`.execute(db);
    return;
  }
  for (const operation of ['update', 'delete'] as const) {
    const message = `${table} is append-only: ${operation.toUpperCase()} refused`;
    await sql`create trigger ${sql.id(`${table}_no_${operation}`)} before ${sql.raw(operation)} on ${sql.table(table)}
      begin select raise(abort, ${sql.lit(message)}); end`.execute(db);
  }
}
