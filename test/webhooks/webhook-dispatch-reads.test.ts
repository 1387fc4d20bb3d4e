import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../src/agencies/agency.service.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { insertEvents } from '../../src/events/event.outbox.js';
import { newId } from '../../src/shared/ids.js';
import { eventAfterMark, hasEventAfterMark } from '../../src/webhooks/webhook-dispatch.repository.js';
import { postgresAvailable } from '../helpers/databases.js';
import { type MigratedDatabase, openMigratedDatabase } from '../helpers/migrated-database.js';
import { type PlanNode, readsOf } from '../helpers/postgres-plans.js';

/**
 * What every turn of a dispatcher's loop reads on PostgreSQL: whether an event was committed after
 * the mark. The events already sent grow without end; the look must not read them. Until 3 Dec 2026
 * the planner, not knowing the mark, read the table from its start (a sequential scan of every event
 * ever sent, at every turn of every process's loop).
 */

describe.skipIf(!postgresAvailable)('the dispatcher’s look for new events (postgres)', () => {
  let database: MigratedDatabase;
  beforeAll(async () => {
    database = await openMigratedDatabase('postgres');
    await createAgency(database.db, 'LOOK', 'Look agency', OPERATOR_ACTOR);
  });
  afterAll(async () => database?.drop());

  it('reads from the mark on, by the primary key, never the events already sent', async () => {
    const now = new Date().toISOString();
    const someEvents = (count: number) =>
      Array.from({ length: count }, (_, n) => ({
        event_id: newId(),
        type: 'application.status_changed',
        agency_code: 'LOOK',
        application_id: null,
        occurred_at: now,
        data: JSON.stringify({ n }),
      }));
    for (let i = 0; i < 4; i++) await database.db.transaction().execute((trx) => insertEvents(trx, someEvents(500)));
    // Every event sent already: the mark at the last one, and the planner told how many there are.
    await sql`update webhook_dispatch set last_event = (select max(id) from events) where id = 1`.execute(database.db);
    await sql`analyze events`.execute(database.db);
    expect(await hasEventAfterMark(database.db)).toBe(false);

    const look = eventAfterMark(database.db).compile();
    const explained = await database.db.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      CompiledQuery.raw(`explain (format json) ${look.sql}`, [...look.parameters]),
    );
    const plan = explained.rows[0]?.['QUERY PLAN'][0]?.Plan;
    expect(plan).toBeDefined();
    const readingEvents = readsOf(plan as PlanNode, 'events');
    expect(readingEvents.map((node) => node['Node Type'])).toEqual(['Index Scan']);

    await database.db.transaction().execute((trx) => insertEvents(trx, someEvents(1)));
    expect(await hasEventAfterMark(database.db)).toBe(true);
  });
});
