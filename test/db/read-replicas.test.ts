import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.js';
import type { WorkqueuePage } from '../../src/workqueues/workqueue.schemas.js';
import { act, aMember, type Member } from '../helpers/actions.js';
import { type PrivatePostgres, postgresBinaries, startPrivatePostgres, startStreamingReplica } from '../helpers/private-postgres.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';

/**
 * DATABASE_REPLICA_URLS (issue 30 §5) against a real streaming replica: a private primary and a standby
 * made from it with `pg_basebackup -R`, both started here. The replica's replay is paused to make it
 * visibly behind: what the workqueue then lists shows which database answered.
 */
const binaries = postgresBinaries();
if (binaries === undefined) {
  console.warn('PostgreSQL server binaries not found under /usr/lib/postgresql: the read-replica test is SKIPPED.');
}

describe.skipIf(binaries === undefined)('reads that may be a moment old, on a streaming replica (a private primary and standby)', () => {
  let primary: PrivatePostgres;
  let replica: PrivatePostgres;
  let standby: Database;
  let t: TestApp;
  let viewer: Member;
  let intake: Member;

  /** Waits until the standby has replayed everything the primary has written so far. */
  async function caughtUp(): Promise<void> {
    const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(t.database.db);
    const target = rows[0]?.lsn as string;
    for (let tries = 0; tries < 600; tries += 1) {
      const replayed = await sql<{ behind: boolean }>`select pg_last_wal_replay_lsn() < ${target}::pg_lsn as behind`.execute(standby.db);
      if (replayed.rows[0]?.behind === false) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the standby did not catch up');
  }

  async function listed(cookie?: string): Promise<string[]> {
    const headers = { ...viewer.headers, ...(cookie === undefined ? {} : { cookie: `${viewer.headers.cookie}; ${cookie}` }) };
    const response = await t.app.inject({ url: '/api/v1/staff/applications?limit=100', headers });
    expect(response.statusCode, response.body).toBe(200);
    return json<WorkqueuePage>(response).items.map((item) => item.registrationNo);
  }

  beforeAll(async () => {
    primary = await startPrivatePostgres(binaries as string);
    replica = await startStreamingReplica(binaries as string, primary);
    standby = await openDatabase({ url: replica.url, requireDurableWrites: false, poolSize: 1 });
    t = await createTestApp('postgres', { DATABASE_URL: primary.url, DATABASE_REPLICA_URLS: replica.url });
    viewer = await aMember(t, ['viewer']);
    intake = await aMember(t, ['intake']);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await standby?.close();
    await replica?.destroy();
    await primary?.destroy();
  });

  it('serves the workqueue from the replica, a session that just wrote from the primary, and the primary when the replica is gone', async () => {
    const first = await aSubmittedApplication(t);
    await caughtUp();
    expect(await listed()).toContain(first.receipt.registrationNo);

    // The standby stops replaying: it is behind from now on.
    await sql`select pg_wal_replay_pause()`.execute(standby.db);
    const second = await aSubmittedApplication(t);
    const fromReplica = await listed();
    expect(fromReplica).toContain(first.receipt.registrationNo);
    expect(fromReplica).not.toContain(second.receipt.registrationNo);
    // The queue counts come from the replica too.
    const counts = await t.app.inject({ url: '/api/v1/staff/workqueues', headers: viewer.headers });
    expect(counts.statusCode).toBe(200);

    // A staff write goes to the primary (the standby is read-only) and marks the browser for fresh reads.
    const wrote = await act(t, intake, second.receipt.id, {
      action: 'return_incomplete',
      reasons: 'The clearance is missing.',
      missingItems: ['LGU clearance'],
    });
    expect(wrote.statusCode, wrote.body).toBe(200);
    const mark = [wrote.headers['set-cookie']].flat().find((cookie) => cookie?.startsWith('biopermit_fresh_reads='));
    expect(mark).toMatch(/^biopermit_fresh_reads=1; Max-Age=5; Path=\/api\/v1\/staff\/; HttpOnly; SameSite=Strict/);
    // With the mark, the browser reads the primary: its own write and everything before it.
    expect(await listed('biopermit_fresh_reads=1')).toContain(second.receipt.registrationNo);
    // Without it (another browser), the replica still answers, still behind.
    expect(await listed()).not.toContain(second.receipt.registrationNo);
    // A read (no write) does not mark anything.
    const read = await t.app.inject({ url: '/api/v1/staff/applications', headers: intake.headers });
    expect([read.headers['set-cookie']].flat().some((cookie) => cookie?.startsWith('biopermit_fresh_reads='))).toBe(false);

    // Replay resumes: the replica catches up and lists it.
    await sql`select pg_wal_replay_resume()`.execute(standby.db);
    await caughtUp();
    expect(await listed()).toContain(second.receipt.registrationNo);

    // The replica goes away: the read that finds it gone fails, and the reads after it go to the primary.
    await standby.close();
    await replica.stop();
    const during = await t.app.inject({ url: '/api/v1/staff/applications?limit=100', headers: viewer.headers });
    expect([200, 500, 503]).toContain(during.statusCode);
    expect(await listed()).toContain(second.receipt.registrationNo);
  }, 120_000);
});
