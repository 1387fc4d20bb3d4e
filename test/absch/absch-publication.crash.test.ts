import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AbschStandIn, startAbschStandIn } from '../helpers/absch-stand-in.js';
import { act, aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * A crash between the submit to the Clearing-House and the record of it (issue 20 §6): the
 * `absch-publish` job runs in a process of its own (test/helpers/absch-publish.child.ts: the job as the
 * service registers it), the stand-in carries out the submission and holds its answer, and the test
 * kills the process with SIGKILL while it waits. A new process, started on the same database and data
 * directory, finds the publication `submitting`, reconciles it by the record's identifier and follows
 * the request the lost answer named: the stand-in has received exactly one submission.
 * (absch-publication.test.ts plays the lost answer in one process; this one kills a real process.)
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CHILD = path.join(ROOT, 'test', 'helpers', 'absch-publish.child.ts');
const CNA = 'C84C7E6C-7A3D-4A4B-9E1F-2E1D3C4B5A69@1';
const MINUTE = 60_000;
/** Starting Node with tsx and a permit's first certificate take a while on a loaded machine. */
const TEST_TIMEOUT_MS = 240_000;

interface Publication {
  state: string;
  workflowId: string | null;
  irccIdentifier: string | null;
}

describe.each(testDialects)('a publishing process killed between the submit and its record (%s)', (dialect) => {
  let t: TestApp;
  let standIn: AbschStandIn;
  let env: Record<string, string>;
  let approver: Member;
  let publisher: Member;
  let admin: Member;
  const children: ReturnType<typeof spawn>[] = [];

  beforeAll(async () => {
    standIn = await startAbschStandIn({ realm: 'ABS-DEV' });
    env = permitEnv({ ABSCH_API_URL: standIn.url, ABSCH_REALM: 'ABS-DEV', ABSCH_EMAIL: standIn.email, ABSCH_PASSWORD: standIn.password });
    t = await createTestApp(dialect, env);
    approver = await aMember(t, ['approver']);
    publisher = await aMember(t, ['abs_publisher']);
    admin = await aMember(t, ['admin']);
    const publication = { government: 'ph', cnaIdentifier: CNA, providers: { references: [CNA] }, picRecipients: null, keywords: [] };
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/staff/settings/absch.publication',
      headers: admin.headers,
      payload: { value: publication },
    });
    expect(response.statusCode, response.body).toBe(200);
  }, TEST_TIMEOUT_MS);
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  /** The job in a process of its own, its clock at `now`; its exit code or signal once it ends. */
  function startJobProcess(now: number) {
    const output: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: ROOT,
      env: { ...process.env, ...env, DATABASE_URL: t.config.databaseUrl, LOG_LEVEL: 'silent', NOW: new Date(now).toISOString() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    return { child, ended, output: () => output.join('') };
  }

  async function latest(applicationId: string): Promise<Publication & { cbdStatus: string | null }> {
    const response = await t.app.inject({ url: `/api/v1/staff/applications/${applicationId}/absch`, headers: publisher.headers });
    expect(response.statusCode, response.body).toBe(200);
    const view = json<{ cbdStatus: string | null; publications: Publication[] }>(response);
    return { ...(view.publications[0] as Publication), cbdStatus: view.cbdStatus };
  }

  it(
    'submits exactly once: the process killed (SIGKILL) while the submission’s answer is on its way, a new one follows it',
    async () => {
      const { receipt } = await anApprovedApplication(t);
      const permit = await issuePermitFor(t, receipt.id, approver);
      const asked = await act(t, publisher, receipt.id, { action: 'publish_to_absch' });
      expect(asked.statusCode, asked.body).toBe(200);
      const start = Date.now();

      // The first process validates, records its intent, submits; the stand-in carries the submission out and holds the answer.
      const submitted = standIn.holdAnswerOfNext('POST', '/api/v2023/documents/schemas/absPermit');
      const first = startJobProcess(start + MINUTE);
      await Promise.race([
        submitted,
        first.ended.then((end) => {
          throw new Error(`the job process ended (${JSON.stringify(end)}) before it submitted:\n${first.output()}`);
        }),
      ]);
      expect(first.child.kill('SIGKILL')).toBe(true);
      expect(await first.ended).toEqual({ code: null, signal: 'SIGKILL' });
      expect(standIn.submissions(permit.id)).toHaveLength(1);
      const afterCrash = await latest(receipt.id);
      expect(afterCrash.state).toBe('submitting');
      expect(afterCrash.cbdStatus).toBe('ready');

      // A day on (the dead holder's lease and the backoff have run out), a new process reconciles instead of submitting again.
      const second = startJobProcess(start + 24 * 60 * MINUTE);
      expect(await second.ended, second.output()).toEqual({ code: 0, signal: null });
      const reconciled = await latest(receipt.id);
      expect(reconciled).toMatchObject({ state: 'submitted', workflowId: standIn.workflowOf(permit.id)?.id, cbdStatus: 'submitted' });
      expect(standIn.submissions(permit.id)).toHaveLength(1);

      // And it goes on to the IRCC once the Publishing Authority approves.
      standIn.decide(permit.id, 'approve');
      const third = startJobProcess(start + 2 * 24 * 60 * MINUTE);
      expect(await third.ended, third.output()).toEqual({ code: 0, signal: null });
      const published = await latest(receipt.id);
      expect(published.cbdStatus).toBe('published');
      expect(published.irccIdentifier).toMatch(/^ABSCH-IRCC-PH-\d+-1$/);
      expect(standIn.submissions(permit.id)).toHaveLength(1);
      expect(standIn.submissions(permit.id)[0]?.method).toBe('POST');
    },
    TEST_TIMEOUT_MS,
  );
});
