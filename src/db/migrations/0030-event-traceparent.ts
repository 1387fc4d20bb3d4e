import type { Kysely } from 'kysely';

/**
 * Issue 30 §4, traces: the W3C `traceparent` of the span that appended an event (the request's commit),
 * so that each webhook delivery of the event, sent later in a trace of its own, links to the request
 * that caused it (src/observability/delivery-spans.ts). Null when tracing was off, and for every event
 * before this migration.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('traceparent', 'varchar(55)').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('traceparent').execute();
}
