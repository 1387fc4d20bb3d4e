import fs from 'node:fs';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.js';
import type { EventOf } from '../../src/events/event.types.js';
import { DISPATCHER_APPLICATION_NAME, runDispatcherThread } from '../../src/webhooks/webhook.dispatcher-thread.js';
import { createTestDatabase, type TestDatabase, testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { type ServerProcess, startServerProcess, until } from '../helpers/processes.js';
import { seedAgencyWithToken } from '../helpers/seeded-agency.js';
import { aWebhookReceiver, webhookHeadersOf } from '../helpers/webhook-receiver.js';

/**
 * Where `biopermit serve` runs the webhook dispatcher: on PostgreSQL a thread of its own, with its own
 * connections (named in pg_stat_activity), so that its work never runs between a request's awaited
 * queries, its priority below theirs (Linux); on SQLite the process's event loop
 * (webhook.dispatcher-thread.ts). Either way the agency's
 * receiver gets the change's event, signed, and a SIGTERM stops the dispatcher with the process.
 */

/** The process's threads (Linux). */
const threadsOf = (pid: number) => fs.readdirSync(`/proc/${pid}/task`).map(Number);
/** A thread's nice value: the 19th field of its stat line, counted after the name in parentheses. */
const niceOf = (pid: number, tid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

const THREAD_STARTED = 'webhook dispatcher started on a thread of its own';

describe.each(testDialects)('the webhook dispatcher of `biopermit serve` (%s)', (dialect) => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  let reader: Database | undefined;
  let receiver: Awaited<ReturnType<typeof aWebhookReceiver>> | undefined;
  afterEach(async () => {
    if (server?.alive()) server.child.kill('SIGKILL');
    await reader?.close();
    await receiver?.close();
    await database?.drop();
  });

  /** The server's connections under the dispatcher's name (PostgreSQL). */
  const dispatcherConnections = async (db: Database) =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from pg_stat_activity
          where datname = current_database() and application_name = ${DISPATCHER_APPLICATION_NAME}`.execute(db.db)
      ).rows[0]?.n,
    );

  it(dialect === 'postgres'
    ? 'delivers the event signed from a thread of its own (its own connections, a lower priority), and stops it on SIGTERM'
    : 'delivers the event signed from the process’s event loop, and stops on SIGTERM', { timeout: 120_000 }, async () => {
    database = await createTestDatabase(dialect);
    const { agency, token } = await seedAgencyWithToken(database.url, 'THREADS', 'Dispatcher thread test agency');
    receiver = await aWebhookReceiver();
    server = await startServerProcess({
      DATABASE_URL: database.url,
      SCHEDULER_TICK_MS: '200',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_RETRY_SCHEDULE: '0s,1s',
    });
    const authorization = { authorization: `Bearer ${token}` };
    const created = await fetch(`${server.baseUrl}/api/v1/external/webhooks`, {
      method: 'POST',
      headers: { ...authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { secret } = (await created.json()) as { secret: string };
    const submitted = await fetch(`${server.baseUrl}/api/v1/external/application`, {
      method: 'POST',
      headers: { ...authorization, 'content-type': 'application/json' },
      body: JSON.stringify(aSubmission(agency)),
    });
    expect(submitted.status).toBe(201);
    const { cnaApplicationUniqueNo } = (await submitted.json()) as { cnaApplicationUniqueNo: string };

    const live = receiver;
    await until(() => live.received.length > 0, 'the application.received event at the receiver');
    const [message] = live.received;
    if (message === undefined) throw new Error('no delivery received');
    const event = new Webhook(secret).verify(message.body, webhookHeadersOf(message)) as EventOf<'application.received'>;
    expect(event.type).toBe('application.received');
    expect(event.data.cnaApplicationUniqueNo).toBe(cnaApplicationUniqueNo);

    reader = await openDatabase({ url: database.url, requireDurableWrites: true, poolSize: 1 });
    const db = reader;
    const pid = server.child.pid ?? 0;
    if (dialect === 'postgres') {
      // The thread's log lines reach the process's log through its message port: they may trail the delivery.
      const running = server;
      await until(() => running.output().includes(THREAD_STARTED), 'the thread’s start in the log');
      await until(async () => (await dispatcherConnections(db)) > 0, 'the thread’s own connections in pg_stat_activity');
      // Linux: the requests' thread keeps the process's priority, the dispatcher's thread is below it.
      if (process.platform === 'linux') {
        expect(niceOf(pid, pid)).toBe(0);
        expect(threadsOf(pid).map((tid) => niceOf(pid, tid))).toContain(10);
      }
    } else {
      expect(server.output()).not.toContain(THREAD_STARTED);
      if (process.platform === 'linux') expect(threadsOf(pid).map((tid) => niceOf(pid, tid))).not.toContain(10);
    }

    // SIGTERM: the dispatcher stops with the process (the thread's connections closed before the
    // process's), which exits cleanly, and its totals come back: to the job's record (SQLite), to the log.
    expect(await server.stop()).toBe(0);
    if (dialect === 'postgres') await until(async () => (await dispatcherConnections(db)) === 0, "the thread's connections closed", 10_000);
    if (dialect === 'postgres') {
      // Every process runs its own dispatcher, under no lease (deliveries are claimed row by row): its
      // totals are logged when it stops.
      expect(server.output()).toMatch(/"fannedOut":1,"attempts":1,.*"msg":"webhook dispatcher stopped"/);
      return;
    }
    const run = await db.db
      .selectFrom('job_runs')
      .select(['outcome', 'details'])
      .where('job', '=', 'webhook-dispatch')
      .orderBy('started_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(run.outcome).toBe('succeeded');
    expect(JSON.parse(run.details ?? '{}')).toMatchObject({ fannedOut: 1, attempts: 1 });
  });
});

describe('the dispatcher thread that cannot reach its database', () => {
  it('fails the job’s run with the reason, before the dispatcher starts', async () => {
    const lines: string[] = [];
    const log = {
      info: (_: object, m: string) => lines.push(m),
      warn: (_: object, m: string) => lines.push(m),
      error: (_: object, m: string) => lines.push(m),
    };
    const run = runDispatcherThread(
      {
        databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere',
        requireDurableWrites: true,
        preparedStatements: true,
        retryScheduleMs: [0],
        allowPrivateNetworks: true,
        signingKeyEncryptionKey: undefined,
      },
      log,
      new AbortController().signal,
    );
    await expect(run).rejects.toThrow(/Cannot connect to PostgreSQL at postgres:\/\/postgres@127.0.0.1:1\/nowhere/);
    expect(lines).not.toContain(THREAD_STARTED);
  });
});
