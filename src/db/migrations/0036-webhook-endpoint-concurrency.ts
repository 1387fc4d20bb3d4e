import type { Kysely } from 'kysely';

/**
 * Issue 30 §3, delivery performance: how many tries one endpoint may have under way at once, set per
 * endpoint (`maxInFlight`). Four at once held one endpoint to about 40 deliveries a second on a busy
 * machine (bench/README.md); 16 is the default, existing endpoints included. Each application's
 * deliveries are still sent one at a time, in order, whatever the number.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('webhook_endpoints')
    .addColumn('max_in_flight', 'integer', (column) => column.notNull().defaultTo(16))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').dropColumn('max_in_flight').execute();
}
