import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookDispatcher } from '../../src/webhooks/webhook.dispatcher.js';
import { actOk, aMember, staffViewOf } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { freePort } from '../helpers/processes.js';
import { bearer, createTestApp, json } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';

/**
 * `npm run webhook:catch` (scripts/webhook-catch.ts), the walk-through's local webhook receiver, run as a
 * newcomer runs it: a process on 127.0.0.1 that verifies each delivery with the secret in the endpoint's
 * JSON file, answers 204 or 401, and prints one line per delivery.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');

interface Catcher {
  readonly url: string;
  output(): string;
  /** Resolves with the output once `pattern` appears in it; rejects after 15 s or if the process exits. */
  waitFor(pattern: RegExp): Promise<string>;
  stop(): Promise<number | null>;
}

async function startCatcher(args: string[]): Promise<{ child: ChildProcess; exited: Promise<number | null>; output: () => string }> {
  const chunks: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/webhook-catch.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => chunks.join('') };
}

async function aCatcher(secretFile: string, port: number): Promise<Catcher> {
  const { child, exited, output } = await startCatcher([secretFile, String(port)]);
  const waitFor = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${pattern} in 15 s; the receiver printed:\n${output()}`)), 15_000);
      const check = () => {
        if (pattern.test(output())) {
          clearTimeout(timer);
          resolve(output());
        }
      };
      child.stdout?.on('data', check);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the receiver exited (${code}):\n${output()}`));
      });
      check();
    });
  await waitFor(/Receiving webhooks on http:\/\/127\.0\.0\.1:/);
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    output,
    waitFor,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}

const aSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** A delivery as biopermit sends one: the event as the body, the three Standard Webhooks headers signed with `secret`. */
async function deliver(url: string, secret: string, event: unknown, at = new Date()): Promise<number> {
  const id = randomUUID();
  const body = JSON.stringify(event);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, body),
    },
    body,
  });
  return response.status;
}

const deficiency = {
  id: randomUUID(),
  type: 'notice.created',
  timestamp: new Date().toISOString(),
  data: {
    cnaApplicationUniqueNo: 'ABS-2026-000001',
    sourceAgencyCode: 'BMB',
    status: 'incomplete',
    version: 3,
    noticeId: randomUUID(),
    log: 'deficiency',
  },
};

let folder: string;
beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-catch-'));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the local webhook receiver (npm run webhook:catch)', () => {
  let catcher: Catcher;
  let secret: string;
  let file: string;
  beforeAll(async () => {
    secret = aSecret();
    file = path.join(folder, 'endpoint.json');
    fs.writeFileSync(file, JSON.stringify({ id: randomUUID(), url: 'http://127.0.0.1/hooks', secret }));
    catcher = await aCatcher(file, await freePort());
  });
  afterAll(async () => {
    expect(await catcher?.stop()).toBe(0);
  });

  it('answers 204 to a delivery signed with the endpoint’s secret and prints it as verified, in a line', async () => {
    expect(await deliver(catcher.url, secret, deficiency)).toBe(204);
    const output = await catcher.waitFor(/verified {2}notice\.created/);
    expect(output).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ {2}verified {2}notice\.created {2}ABS-2026-000001 {2}incomplete {2}v3 \(deficiency\)$/m,
    );
  });

  it('answers 401 to a forged signature and prints it as refused, saying why', async () => {
    const forged = { ...deficiency, data: { ...deficiency.data, log: 'acceptance', status: 'accepted' } };
    expect(await deliver(catcher.url, aSecret(), forged)).toBe(401);
    const output = await catcher.waitFor(/REFUSED \(No matching signature found\)/);
    expect(output).toMatch(
      / {2}REFUSED \(No matching signature found\) {2}notice\.created {2}ABS-2026-000001 {2}accepted {2}v3 \(acceptance\)$/m,
    );
    expect(output).not.toMatch(/verified .*acceptance/);
  });

  it('answers 401 to a delivery signed with the right secret but stale (timestamp ten minutes old)', async () => {
    const old = new Date(Date.now() - 10 * 60_000);
    const stale = { ...deficiency, data: { ...deficiency.data, version: 2 } };
    expect(await deliver(catcher.url, secret, stale, old)).toBe(401);
    expect(await catcher.waitFor(/REFUSED \(Message timestamp too old\)/)).toMatch(/REFUSED \(Message timestamp too old\) .* v2 /);
  });

  it('answers 401 to a delivery without the signature headers, and 405 to anything but a POST', async () => {
    const response = await fetch(catcher.url, { method: 'POST', body: '{"type":"notice.created"}' });
    expect(response.status).toBe(401);
    await catcher.waitFor(/REFUSED \(Missing required headers\)/);
    expect((await fetch(catcher.url)).status).toBe(405);
  });

  it('reads the secret again when the file changes (a rotation saved over it)', async () => {
    const rotated = aSecret();
    fs.writeFileSync(file, JSON.stringify({ id: randomUUID(), secret: rotated }));
    const after = { ...deficiency, data: { ...deficiency.data, version: 7, log: 'acceptance' } };
    expect(await deliver(catcher.url, rotated, after)).toBe(204);
    const output = await catcher.waitFor(/verified .* v7 \(acceptance\)/);
    expect(output).toContain(`the secret in ${file} changed`);
    // The old secret no longer verifies.
    expect(await deliver(catcher.url, secret, { ...after, data: { ...after.data, version: 8 } })).toBe(401);
    await catcher.waitFor(/REFUSED \(No matching signature found\) .* v8 /);
    secret = rotated;
  });
});

describe('the receiver’s start', () => {
  it('stops at once, naming the file, when the endpoint’s file holds no secret', async () => {
    const empty = path.join(folder, 'no-secret.json');
    fs.writeFileSync(empty, JSON.stringify({ url: 'http://127.0.0.1/hooks' }));
    const { exited, output } = await startCatcher([empty, String(await freePort())]);
    expect(await exited).toBe(2);
    expect(output()).toContain(`no "secret": "whsec_…" in ${empty}`);
  });
});

describe.each(testDialects)('a real biopermit delivery to the receiver (%s)', (dialect) => {
  it('arrives verified: the deficiency notice of an application, with its registration number, status and version', async () => {
    const t = await createTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE: '0s' });
    let catcher: Catcher | undefined;
    try {
      const dispatcher = createWebhookDispatcher({
        db: t.database.db,
        log: { info() {}, warn() {}, error() {} },
        retryScheduleMs: t.config.webhooks.retryScheduleMs,
        allowPrivateNetworks: true,
      });
      const intake = await aMember(t, ['intake']);
      const { token, receipt } = await aSubmittedApplication(t);
      await dispatcher.drain(); // the submission's event predates the endpoint
      const port = await freePort();
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/webhooks',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ url: `http://127.0.0.1:${port}/hooks` }),
      });
      expect(registered.statusCode, registered.body).toBe(201);
      // The endpoint as registered, saved as the walk-through saves it ($W/endpoint.json).
      const file = path.join(folder, `endpoint-${dialect}.json`);
      fs.writeFileSync(file, registered.body);
      catcher = await aCatcher(file, port);

      await actOk(t, intake, receipt.id, { action: 'return_incomplete', reasons: 'Missing.', missingItems: ['LGU clearance'] });
      await dispatcher.drain();
      const { version } = await staffViewOf(t, intake, receipt.id);
      const no = receipt.registrationNo;
      const output = await catcher.waitFor(/verified {2}notice\.created/);
      expect(output).toContain(`verified  application.status_changed  ${no}  incomplete  v${version} (from submitted)`);
      expect(output).toContain(`verified  notice.created  ${no}  incomplete  v${version} (deficiency)`);
      expect(output).not.toContain('REFUSED');

      const endpoint = json<{ id: string }>(registered);
      const deliveries = await t.app.inject({ url: `/api/v1/external/webhooks/${endpoint.id}/deliveries`, headers: bearer(token) });
      const items = json<{ items: { eventType: string; status: string; lastResponseStatus: number }[] }>(deliveries).items;
      expect(items).toHaveLength(2);
      expect(items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ eventType: 'notice.created', status: 'succeeded', lastResponseStatus: 204 }),
          expect.objectContaining({ eventType: 'application.status_changed', status: 'succeeded', lastResponseStatus: 204 }),
        ]),
      );
    } finally {
      await catcher?.stop();
      await t.close();
    }
  });
});
