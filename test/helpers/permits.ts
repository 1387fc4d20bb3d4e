import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changeApplication } from '../../src/applications/application.write.js';
import type { StaffActor } from '../../src/auth/actor.js';
import type { PermitTable } from '../../src/db/schema.js';
import { type IssueFields, issueStep } from '../../src/permits/permit.issue.step.js';
import type { TestApp } from './test-app.js';
import { aStaffActor, aSubmittedApplication } from './workflow.js';

export const BASE_URL = 'https://biopermit.example.ph';

/** What a test app that issues permits needs: PUBLIC_BASE_URL (verification links) and a data directory of its own (certificates). */
export function permitEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PUBLIC_BASE_URL: BASE_URL, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'biopermit-permits-')), ...extra };
}

/**
 * Permits for tests. An application is brought to `approved` through the one write path (the
 * workflow's own actions are tested in their own files), then issued with the permit service.
 */
export async function anApprovedApplication(t: TestApp) {
  const submitted = await aSubmittedApplication(t);
  await changeApplication(t.database.db, {
    applicationId: submitted.receipt.id,
    actor: aStaffActor(['approver']),
    role: 'approver',
    decide: () => ({ journal: [{ action: 'approved' }], set: { status: 'approved' } }),
  });
  return submitted;
}

export async function issuePermitFor(
  t: TestApp,
  applicationId: string,
  actor: StaffActor = aStaffActor(['approver']),
  fields: IssueFields = {},
): Promise<PermitTable> {
  await changeApplication(t.database.db, {
    applicationId,
    actor,
    role: 'approver',
    decide: ({ application }) => {
      const step = issueStep(t.permits, application, fields);
      return {
        journal: step.journal,
        notices: [{ type: step.notice.type, message: step.notice.message, visibility: 'external' }],
        effects: step.effects,
        set: { status: 'issued', cbd_status: step.cbdStatus ?? null },
      };
    },
  });
  return t.database.db
    .selectFrom('permits')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}
