import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';
import { actorIdOfName, refuseChanges } from './0005-workflow-foundation.js';

/**
 * The audit trail becomes tamper-evident and says who acted, in which role, from where, and what
 * changed (issue 10 §8):
 * - `actor` (`<kind>:<uuid>`) is split into `actor_kind` and `actor_id` (the uuid notices and the
 *   journal store); `actor_role`, `client_address`, `application_id`, `before_state`, `after_state`;
 * - a global `sequence` and a hash chain (`previous_hash`, `hash`), serialised through the one row of
 *   `audit_chain_head`, which every writer locks last in its transaction;
 * - the rows already there are numbered in time order and chained here;
 * - UPDATE and DELETE on audit_events are refused by a trigger.
 * Frozen in time: the canonical form and hash below are a copy of src/audit/audit.chain.ts as it was.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await db.transaction().execute(migrate);
  else await migrate(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function migrate(db: Kysely<any>): Promise<void> {
  const uuid = uuidType(dialectOf(db));
  for (const [name, type] of [
    ['sequence', 'integer'],
    ['actor_kind', 'text'],
    ['actor_id', uuid],
    ['actor_role', 'text'],
    ['client_address', 'text'],
    ['application_id', uuid],
    ['before_state', 'text'],
    ['after_state', 'text'],
    ['previous_hash', 'text'],
    ['hash', 'text'],
  ] as const) {
    await db.schema.alterTable('audit_events').addColumn(name, sql.raw(type)).execute();
  }
  const last = await chainExistingRows(db);
  await db.schema.alterTable('audit_events').dropColumn('actor').execute();
  await db.schema.createIndex('audit_events_sequence').on('audit_events').column('sequence').unique().execute();
  await db.schema.createIndex('audit_events_application').on('audit_events').columns(['application_id', 'sequence']).execute();
  await db.schema.createIndex('audit_events_occurred').on('audit_events').column('occurred_at').execute();

  await db.schema
    .createTable('audit_chain_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_sequence', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('audit_chain_head').values({ id: 1, last_sequence: last }).execute();
  await refuseChanges(db, 'audit_events');
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`drop trigger audit_events_append_only on audit_events`.execute(db);
  else for (const op of ['update', 'delete']) await sql`drop trigger ${sql.id(`audit_events_no_${op}`)}`.execute(db);
  await db.schema.dropTable('audit_chain_head').execute();
  for (const index of ['audit_events_sequence', 'audit_events_application', 'audit_events_occurred']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('audit_events').addColumn('actor', 'text').execute();
  await sql`update audit_events set actor = actor_kind || ':' || actor_id`.execute(db);
  for (const name of [
    'sequence',
    'actor_kind',
    'actor_id',
    'actor_role',
    'client_address',
    'application_id',
    'before_state',
    'after_state',
    'previous_hash',
    'hash',
  ]) {
    await db.schema.alterTable('audit_events').dropColumn(name).execute();
  }
}

interface OldRow {
  id: string;
  occurred_at: string;
  actor: string;
  action: string;
  subject_type: string;
  subject_id: string;
  agency_code: string | null;
  request_id: string | null;
  details: string | null;
}

const PAGE = 1000;

/** Numbers and chains the rows there are, oldest first; returns the last sequence number (0 if none). */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function chainExistingRows(db: Kysely<any>): Promise<number> {
  let sequence = 0;
  let previous = '0'.repeat(64);
  let after: { occurred_at: string; id: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom('audit_events')
      .select(['id', 'occurred_at', 'actor', 'action', 'subject_type', 'subject_id', 'agency_code', 'request_id', 'details'])
      .orderBy('occurred_at')
      .orderBy('id')
      .limit(PAGE);
    if (after !== undefined) {
      const { occurred_at, id } = after;
      query = query.where((eb) =>
        eb.or([eb('occurred_at', '>', occurred_at), eb.and([eb('occurred_at', '=', occurred_at), eb('id', '>', id)])]),
      );
    }
    const rows = (await query.execute()) as OldRow[];
    if (rows.length === 0) return sequence;
    for (const row of rows) {
      sequence += 1;
      const colon = row.actor.indexOf(':');
      const kind = colon < 0 ? row.actor : row.actor.slice(0, colon);
      const chained = {
        sequence,
        actor_kind: kind === 'client' || kind === 'external' ? 'agency' : kind,
        actor_id: actorIdOfName(row.actor),
        application_id: row.subject_type === 'application' ? row.subject_id : null,
        previous_hash: previous,
      };
      const hash = sha256(
        canonical({
          sequence,
          id: row.id,
          occurredAt: row.occurred_at,
          actorKind: chained.actor_kind,
          actorId: chained.actor_id,
          actorRole: null,
          action: row.action,
          subjectType: row.subject_type,
          subjectId: row.subject_id,
          applicationId: chained.application_id,
          agencyCode: row.agency_code,
          requestId: row.request_id,
          clientAddress: null,
          details: row.details === null ? null : JSON.parse(row.details),
          before: null,
          after: null,
          previousHash: previous,
        }),
      );
      await db
        .updateTable('audit_events')
        .set({ ...chained, hash })
        .where('id', '=', row.id)
        .execute();
      previous = hash;
    }
    const last = rows[rows.length - 1] as OldRow;
    after = { occurred_at: last.occurred_at, id: last.id };
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** RFC 8785 canonical JSON for these values (a copy of audit.chain.ts canonicalRecordJson as it was). */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}
