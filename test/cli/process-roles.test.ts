import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.js';
import { insertMessages } from '../../src/mail/mail.repository.js';
import { createTestDatabase, type TestDatabase, testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { aQueuedMessage } from '../helpers/mail.js';
import { type ServerProcess, startServerProcess, startWorkProcess, until } from '../helpers/processes.js';
import { seedAgencyWithToken } from '../helpers/seeded-agency.js';
import { anSmtpServer } from '../helpers/smtp.js';
import { aWebhookReceiver } from '../helpers/webhook-receiver.js';

/**
 * The process roles (issue 30 §3): `serve --no-work` answers the API and runs no job; `biopermit work`
 * runs the jobs — the webhook deliveries among them — with no API, and answers /healthz, /readyz and
 * /metrics on its metrics listener; both stop cleanly on SIGTERM.
 */

const root = path.resolve(import.meta.dirname, '..', '..');

describe.each(testDialects)('serve --no-work and work (%s)', (dialect) => {
  let database: TestDatabase | undefined;
  let api: ServerProcess | undefined;
  let work: ServerProcess | undefined;
  let reader: Database | undefined;
  let receiver: Awaited<ReturnType<typeof aWebhookReceiver>> | undefined;
  let smtp: Awaited<ReturnType<typeof anSmtpServer>> | undefined;
  afterEach(async () => {
    await smtp?.close();
    if (api?.alive()) await api.crash();
    if (work?.alive()) await work.crash();
    await reader?.close();
    await receiver?.close();
    await database?.drop();
  });

  it('delivers the API’s events and sends the mail from the work process, and the API process runs no job', {
    timeout: 180_000,
  }, async () => {
    database = await createTestDatabase(dialect);
    const { agency, token } = await seedAgencyWithToken(database.url, 'ROLES', 'Process roles test agency');
    receiver = await aWebhookReceiver();
    const env = {
      DATABASE_URL: database.url,
      API_RATE_LIMIT_PER_MINUTE: '0',
      SCHEDULER_TICK_MS: '200',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    };
    api = await startServerProcess(env, ['serve', '--no-work']);
    expect(api.output()).toContain('serve --no-work');
    const authorization = { authorization: `Bearer ${token}` };
    const created = await fetch(`${api.baseUrl}/api/v1/external/webhooks`, {
      method: 'POST',
      headers: { ...authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const submitted = await fetch(`${api.baseUrl}/api/v1/external/application`, {
      method: 'POST',
      headers: { ...authorization, 'content-type': 'application/json' },
      body: JSON.stringify(aSubmission(agency)),
    });
    expect(submitted.status).toBe(201);

    // A message waiting to be sent: the work process sends it (on PostgreSQL a sender claiming row by row).
    reader = await openDatabase({ url: database.url, requireDurableWrites: true, poolSize: 1 });
    await insertMessages(reader.db, [aQueuedMessage('officer@example.org', { subject: 'Waiting to be sent' })]);
    smtp = await anSmtpServer();
    work = await startWorkProcess({ ...env, SMTP_URL: smtp.url, MAIL_FROM: 'permits@bmb.example.ph' });
    const live = receiver;
    await until(() => live.received.some((message) => JSON.parse(message.body).type === 'application.received'), 'the event delivered');
    const mailServer = smtp;
    await until(() => mailServer.received.some((mail) => mail.to.includes('officer@example.org')), 'the message sent');

    const health = await fetch(`${work.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${work.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    const metrics = await fetch(`${work.baseUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('biopermit_process_cpu_user_seconds_total');
    expect((await fetch(`${work.baseUrl}/api/v1/external/application`)).status).toBe(404);

    // Every job run recorded was the work process's: the API process holds no lease and ran nothing.
    const holder = /"holder":"([^"]+)"/.exec(work.output())?.[1];
    expect(holder).toBeDefined();
    const runHolders = new Set((await reader.db.selectFrom('job_runs').select('holder').execute()).map((run) => run.holder));
    expect([...runHolders]).toEqual([holder]);

    expect(await work.stop()).toBe(0);
    expect(work.output()).toContain('"msg":"stopped"');
    const leasesHeld = await reader.db.selectFrom('job_leases').select('name').where('holder', 'is not', null).execute();
    expect(leasesHeld).toEqual([]);
    expect(await api.stop()).toBe(0);
  });
});

describe('biopermit work refusals', () => {
  it('refuses to start with SCHEDULER_ENABLED=false, naming it', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const run = await biopermitWithEnv(database.url, { SCHEDULER_ENABLED: 'false' });
      expect(run.code).toBe(78);
      expect(run.stderr).toContain('Invalid SCHEDULER_ENABLED');
    } finally {
      await database.drop();
    }
  });
});

/** `biopermit work` with these settings added (the shared helper keeps the scheduler's out of the environment). */
function biopermitWithEnv(url: string, env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['bin/biopermit.js', 'work'],
      { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', METRICS_PORT: 'off', DATABASE_URL: url, ...env }, timeout: 60_000 },
      (error, _stdout, stderr) => {
        if (error !== null && typeof error.code !== 'number') reject(error);
        else resolve({ code: error === null ? 0 : (error.code as number), stderr });
      },
    );
  });
}
