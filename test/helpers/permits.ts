import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { changeApplication } from '../../src/applications/application.write.js';
import type { ApplicationSubmission } from '../../src/applications/submission.schema.js';
import type { PermitTable } from '../../src/db/schema.js';
import { actOk, type Member } from './actions.js';
import { multipart } from './files-app.js';
import { pdf } from './sample-files.js';
import type { TestApp } from './test-app.js';
import { aStaffActor, aSubmittedApplication } from './workflow.js';

export const BASE_URL = 'https://biopermit.example.ph';

/** What a test app that issues permits needs: PUBLIC_BASE_URL (verification links) and a data directory of its own (certificates). */
export function permitEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PUBLIC_BASE_URL: BASE_URL, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'biopermit-permits-')), ...extra };
}

/**
 * Permits for tests. An application is brought to `approved` through the one write path, with the
 * journal entry the workflow derives the status from (the workflow's own actions are tested in their
 * own files); permits are then issued and changed over HTTP, with the actions of the workflow.
 */
export async function anApprovedApplication(
  t: TestApp,
  agencyWithToken?: { agency: string; token: string },
  submission: Partial<ApplicationSubmission> = {},
) {
  const submitted = await aSubmittedApplication(t, agencyWithToken, submission);
  await changeApplication(t.database.db, {
    observers: ACTION_REGISTRY.observers,
    applicationId: submitted.receipt.id,
    actor: aStaffActor(['approver']),
    role: 'approver',
    decide: () => ({ journal: [{ action: 'approved' }], set: { status: 'approved', decided_at: new Date().toISOString() } }),
  });
  return submitted;
}

/** The application's permits, newest first. */
export function permitsOf(t: TestApp, applicationId: string): Promise<PermitTable[]> {
  return t.database.db
    .selectFrom('permits')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Takes a permit action over HTTP as `who` (an approver unless said) and returns the newest permit. */
export async function permitAction(t: TestApp, who: Member, applicationId: string, body: Record<string, unknown>): Promise<PermitTable> {
  await actOk(t, who, applicationId, body);
  const [newest] = await permitsOf(t, applicationId);
  if (newest === undefined) throw new Error('no permit after the action');
  return newest;
}

export function issuePermitFor(
  t: TestApp,
  applicationId: string,
  approver: Member,
  fields: Record<string, unknown> = {},
): Promise<PermitTable> {
  return permitAction(t, approver, applicationId, { action: 'issue', ...fields });
}

/**
 * An executed agreement on an application waiting for one, made over HTTP as staff make it: drafted,
 * sent for signature, its signed file uploaded, executed (what `agreement_executed` needs).
 */
export async function anExecutedAgreement(t: TestApp, who: Member, applicationId: string): Promise<string> {
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: who.headers, payload });
    if (response.statusCode >= 300) throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`);
    return JSON.parse(response.body) as { id: string };
  };
  const { id } = await post(`/api/v1/staff/applications/${applicationId}/agreements`, {
    kind: 'memorandum_of_agreement',
    title: 'Memorandum of agreement on benefit sharing',
  });
  await post(`/api/v1/staff/agreements/${id}/status`, { to: 'for_signature' });
  const file = multipart([{ name: 'file', fileName: 'MOA signed.pdf', content: pdf('Signed MOA') }]);
  const uploaded = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/staff/agreements/${id}/signed-file`,
    headers: { ...who.headers, ...file.headers },
    payload: file.payload,
  });
  if (uploaded.statusCode !== 200) throw new Error(`signed file upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  await post(`/api/v1/staff/agreements/${id}/status`, { to: 'executed' });
  return id;
}
