import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../src/agencies/agency.service.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { EVENTS_CHANNEL, listenForCommits } from '../../src/db/notifications.js';
import { insertEvents } from '../../src/events/event.outbox.js';
import { newId } from '../../src/shared/ids.js';
import { postgresAvailable } from '../helpers/databases.js';
import { type MigratedDatabase, openMigratedDatabase } from '../helpers/migrated-database.js';
import { until } from '../helpers/processes.js';

/**
 * Wake-ups by notification (issue 30 §3, src/db/notifications.ts): a commit that appends events, on
 * another connection, wakes a waiter at once — with nothing else to end its wait — and the listener
 * listens again after its connection is terminated. What it wakes (the feed's long poll, the
 * dispatchers) is tested through them; how fast is measured by the bench, not asserted here.
 */

const quiet = { warn() {} };
const FOREVER_MS = 3_600_000;

describe.skipIf(!postgresAvailable)('commit notifications (postgres)', () => {
  let database: MigratedDatabase;
  beforeAll(async () => {
    database = await openMigratedDatabase('postgres');
    await createAgency(database.db, 'NOTIFY', 'Notifications test agency', OPERATOR_ACTOR);
  });
  afterAll(async () => database?.drop());

  async function commitAnEvent(): Promise<void> {
    const row = {
      event_id: newId(),
      type: 'application.status_changed',
      agency_code: 'NOTIFY',
      application_id: null,
      occurred_at: new Date().toISOString(),
      data: JSON.stringify({ sourceAgencyCode: 'NOTIFY' }),
    };
    await database.db.transaction().execute((trx) => insertEvents(trx, [row]));
  }

  it('wakes a waiter when another connection commits events', { timeout: 30_000 }, async () => {
    const wakeups = listenForCommits(database.url, EVENTS_CHANNEL, quiet);
    try {
      let connected = 0;
      const stop = wakeups.subscribe(() => connected++);
      await until(() => connected > 0, 'the listener connected'); // a connection wakes everyone once
      stop();
      // Nothing but the notification can end this wait within the test's time.
      const woken = wakeups.wait(FOREVER_MS, new AbortController().signal);
      await commitAnEvent();
      await woken;
    } finally {
      await wakeups.close();
    }
  });

  it('listens again after its connection is terminated', { timeout: 30_000 }, async () => {
    const wakeups = listenForCommits(database.url, EVENTS_CHANNEL, quiet);
    try {
      let wakes = 0;
      const stop = wakeups.subscribe(() => wakes++);
      await until(() => wakes > 0, 'the listener connected');
      const before = wakes;
      const terminated = await sql<{ n: number }>`select count(pg_terminate_backend(pid)) as n from pg_stat_activity
        where datname = current_database() and application_name = 'biopermit listener'`.execute(database.db);
      expect(Number(terminated.rows[0]?.n)).toBe(1);
      await until(() => wakes > before, 'the listener connected again');
      stop();
      const woken = wakeups.wait(FOREVER_MS, new AbortController().signal);
      await commitAnEvent();
      await woken;
    } finally {
      await wakeups.close();
    }
  });
});
