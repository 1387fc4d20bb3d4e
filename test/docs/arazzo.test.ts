import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actOk, aMember } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';

/**
 * The Arazzo workflows of docs/workflows/ are a contract: Redocly's `respect` runs each of them against a
 * service started here, over HTTP, with the OpenAPI document that service serves. A renamed field, a
 * changed status or a moved route makes a workflow fail, and this test with it.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const workflowsDir = path.join(root, 'docs', 'workflows');
const redocly = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const run = promisify(execFile);

interface RespectRun {
  readonly exitCode: number;
  readonly output: string;
  /** Steps of the run by outcome, from respect's JSON report. */
  readonly steps: { passed: number; failed: number };
}

/**
 * A copy of the docs' layout in a temporary folder (the workflow file names `../../build/openapi.json` and
 * `../examples/*.pdf`), with the served OpenAPI document where the workflow looks for it.
 */
function workspace(openApi: string, edit: (yaml: string) => string = (yaml) => yaml): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-arazzo-'));
  fs.mkdirSync(path.join(dir, 'docs', 'workflows'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'build'));
  fs.cpSync(path.join(root, 'docs', 'examples'), path.join(dir, 'docs', 'examples'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'build', 'openapi.json'), openApi);
  for (const file of fs.readdirSync(workflowsDir)) {
    const text = fs.readFileSync(path.join(workflowsDir, file), 'utf8');
    fs.writeFileSync(path.join(dir, 'docs', 'workflows', file), edit(text));
  }
  return dir;
}

async function respect(dir: string, workflow: string, server: string, inputs: Record<string, string>): Promise<RespectRun> {
  const report = path.join(dir, `${workflow}.json`);
  const args = [
    redocly,
    'respect',
    path.join(dir, 'docs', 'workflows', 'agency.arazzo.yaml'),
    '--workflow',
    workflow,
    '--server',
    `biopermit=${server}`,
    '--json-output',
    report,
    ...Object.entries(inputs).flatMap(([name, value]) => ['--input', `${name}=${value}`]),
  ];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  let exitCode = 0;
  let output = '';
  try {
    const done = await run(process.execPath, args, { env, maxBuffer: 16 * 1024 * 1024 });
    output = done.stdout + done.stderr;
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    exitCode = failed.code ?? 1;
    output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    files: Record<string, { totalRequests?: number; executedWorkflows: { executedSteps: { checks: { passed: boolean }[] }[] }[] }>;
  };
  const steps = Object.values(json.files)
    .flatMap((file) => file.executedWorkflows)
    .flatMap((executed) => executed.executedSteps);
  const passed = steps.filter((step) => step.checks.every((check) => check.passed)).length;
  return { exitCode, output, steps: { passed, failed: steps.length - passed } };
}

describe.each(testDialects)('the Arazzo workflows of docs/workflows/, run by Redocly respect (%s)', (dialect) => {
  let t: TestApp;
  let server: string;
  let dir: string;
  let credentials: { clientId: string; clientSecret: string; agencyCode: string };
  let incompleteApplication: string;
  let permitApplication: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    server = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const openApi = await fetch(`${server}/openapi.json`);
    dir = workspace(await openApi.text());

    // One agency, its API client (what the workflows start from) and applications in the states the
    // second and third workflows start from, made as staff make them.
    const agencyCode = await t.agency();
    credentials = { ...(await t.client(agencyCode)), agencyCode };
    const agency = { agency: agencyCode, token: await t.token(agencyCode) };
    const intake = await aMember(t, ['intake']);
    const incomplete = await aSubmittedApplication(t, agency);
    await actOk(t, intake, incomplete.receipt.id, {
      action: 'return_incomplete',
      reasons: 'Documents are missing.',
      missingItems: ['The research proposal, with a map of the collection site'],
    });
    incompleteApplication = incomplete.receipt.registrationNo;
    const approved = await anApprovedApplication(t, agency);
    await issuePermitFor(t, approved.receipt.id, await aMember(t, ['approver']));
    permitApplication = approved.receipt.registrationNo;
  });
  afterAll(async () => {
    await t?.close();
    if (dir !== undefined) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('submit-and-follow: a token, the dry run, the submission and its safe retry, a document, the detail, the list, the feed', async () => {
    const result = await respect(dir, 'submit-and-follow', server, {
      ...credentials,
      sourceAgencyApplicationNumber: `${credentials.agencyCode}-GP-2026-0042`,
    });
    expect(result.exitCode, result.output).toBe(0);
    expect(result.steps).toEqual({ passed: 8, failed: 0 });
    // The workflow stored one application, not two (the retry of the same body answered the first).
    const stored = await t.database.db
      .selectFrom('applications')
      .select('id')
      .where('source_unique_no', '=', `${credentials.agencyCode}-GP-2026-0042`)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('answer-deficiency: the notice read, the missing document sent, the answer puts the application back in intake', async () => {
    const result = await respect(dir, 'answer-deficiency', server, { ...credentials, applicationNo: incompleteApplication });
    expect(result.exitCode, result.output).toBe(0);
    expect(result.steps).toEqual({ passed: 5, failed: 0 });
  });

  it('read-permit: the permit in the detail, its certificate and its terms', async () => {
    const result = await respect(dir, 'read-permit', server, { ...credentials, applicationNo: permitApplication });
    expect(result.exitCode, result.output).toBe(0);
    expect(result.steps).toEqual({ passed: 4, failed: 0 });
  });

  it('fails, naming the step, when the API and the documented flow part (a field the workflow reads renamed)', async () => {
    // What a rename of `registrationNo` in the list would do to an agency's code: the workflow expects the
    // old name, the service answers the new one. Here the workflow is edited instead of the service.
    const drifted = workspace(fs.readFileSync(path.join(dir, 'build', 'openapi.json'), 'utf8'), (yaml) =>
      yaml.replace('@.registrationNo ==', '@.registrationNumber =='),
    );
    try {
      const result = await respect(drifted, 'submit-and-follow', server, {
        ...credentials,
        sourceAgencyApplicationNumber: `${credentials.agencyCode}-GP-2026-0043`,
      });
      expect(result.exitCode).not.toBe(0);
      expect(result.output).toContain('listMine');
      expect(result.steps.failed).toBe(1);
    } finally {
      fs.rmSync(drifted, { recursive: true, force: true });
    }
  });
});
