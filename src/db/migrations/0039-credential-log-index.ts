import type { Kysely } from 'kysely';

/**
 * Issue 29 §4, "the credential carries the entry's index": `permit_credentials.log_index`, the index in
 * the public log that the issuing change reserved for the permit's entry and wrote into its credential
 * (src/transparency-log/transparency-log.service.ts, `reserveLogIndex`). Null for credentials made before
 * it. Indexed (the reservation reads the indices at or past the log's size), not unique: the lock makes
 * them distinct, and a log whose rows were rewound by hand must not block every later issue (the log's
 * verifiers are what detect that, test/transparency-log/log-tampering.test.ts).
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('permit_credentials').addColumn('log_index', 'integer').execute();
  await db.schema.createIndex('permit_credentials_log_index').on('permit_credentials').column('log_index').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('permit_credentials_log_index').execute();
  await db.schema.alterTable('permit_credentials').dropColumn('log_index').execute();
}
