import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../src/agencies/agency.service.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { newId } from '../../src/shared/ids.js';
import { failedDeliveriesSince } from '../../src/webhooks/outbox-health.repository.js';
import { createEndpoint } from '../../src/webhooks/webhook.service.js';
import { postgresAvailable } from '../helpers/databases.js';
import { type MigratedDatabase, openMigratedDatabase } from '../helpers/migrated-database.js';
import { type PlanNode, readsOf, rowsRead, withPlans } from '../helpers/postgres-plans.js';

/**
 * What the outbox's health reads of the deliveries on PostgreSQL: the ones that failed lately, among
 * every delivery ever sent. Migration 0044 dropped the index that served it there (the deliveries in
 * the order they are tried, which misled the claims) and gave the failed deliveries one of their own.
 */

describe.skipIf(!postgresAvailable)('the outbox health’s read of failed deliveries (postgres)', () => {
  let database: MigratedDatabase;
  beforeAll(async () => {
    database = await openMigratedDatabase('postgres');
    await createAgency(database.db, 'HEALTH', 'Health agency', OPERATOR_ACTOR);
  });
  afterAll(async () => database?.drop());

  it('counts the failures since a moment by the index of failed deliveries, never the deliveries that succeeded', async () => {
    const { id: endpoint } = await createEndpoint(
      { db: database.db, allowPrivateNetworks: true },
      'HEALTH',
      { url: 'http://127.0.0.1:9/hooks' },
      { actor: OPERATOR_ACTOR },
    );
    const delivery = (status: 'succeeded' | 'failed', lastAttemptAt: string) => ({
      id: newId(),
      endpoint_id: endpoint,
      event_id: newId(),
      event_type: 'application.status_changed',
      payload: '{}',
      status,
      attempts: 1,
      next_attempt_at: null,
      last_attempt_at: lastAttemptAt,
      created_at: lastAttemptAt,
    });
    const lastWeek = new Date(Date.now() - 7 * 24 * 3_600_000).toISOString();
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const sent = Array.from({ length: 3000 }, () => delivery('succeeded', anHourAgo));
    for (let i = 0; i < sent.length; i += 500)
      await database.db
        .insertInto('webhook_deliveries')
        .values(sent.slice(i, i + 500))
        .execute();
    await database.db
      .insertInto('webhook_deliveries')
      .values([
        ...Array.from({ length: 20 }, () => delivery('failed', lastWeek)),
        ...Array.from({ length: 3 }, () => delivery('failed', anHourAgo)),
      ])
      .execute();
    await sql`analyze webhook_deliveries`.execute(database.db);

    const since = new Date(Date.now() - 24 * 3_600_000).toISOString();
    const { result, plans } = await withPlans(database.url, (db) => failedDeliveriesSince(db, since));
    expect(result).toEqual([{ endpointId: endpoint, count: 3, lastAt: anHourAgo }]);
    const reads = plans.flatMap((logged) => readsOf(logged.plan, 'webhook_deliveries'));
    // By that index: scanned, or as a bitmap (whose heap scan names no index; its index scan does).
    expect(reads.map((node) => node['Node Type'])).toEqual([expect.stringMatching(/^(Index Scan|Bitmap Heap Scan)$/)]);
    expect(new Set(plans.flatMap((logged) => indexNames(logged.plan)))).toEqual(new Set(['webhook_deliveries_failed']));
    // The three failures since yesterday, not the week-old ones, nor the 3,000 that succeeded.
    expect(rowsRead(reads)).toBe(3);
  });
});

/** Every index a plan reads, depth first. */
function indexNames(plan: PlanNode): string[] {
  return [...(plan['Index Name'] === undefined ? [] : [plan['Index Name']]), ...(plan.Plans ?? []).flatMap(indexNames)];
}
