import type { Kysely } from 'kysely';
import type { ApplicationDetail, SubmissionReceipt } from '../../src/applications/application.schemas.js';
import type { ApplicationSubmission } from '../../src/applications/submission.schema.js';
import type { StaffActor } from '../../src/auth/actor.js';
import type { DB } from '../../src/db/schema.js';
import type { Role } from '../../src/policy/roles.js';
import { newId } from '../../src/shared/ids.js';
import { aSubmission } from './factories.js';
import { bearer, json, type TestApp } from './test-app.js';

/** A staff member as the write path sees one (staff accounts themselves are another branch's). */
export function aStaffActor(roles: readonly Role[] = ['intake']): StaffActor {
  const id = newId();
  return {
    kind: 'staff',
    id,
    email: `staff-${id}@example.org`,
    name: 'Test Staff',
    roles: new Set(roles),
    agencyCodes: null,
    sessionId: newId(),
  };
}

/** An agency (a new one unless given), a token for it, and one application submitted through the external API. */
export async function aSubmittedApplication(
  t: TestApp,
  agencyWithToken?: { agency: string; token: string },
  overrides: Partial<ApplicationSubmission> = {},
): Promise<{ agency: string; token: string; receipt: SubmissionReceipt }> {
  const { agency, token } = agencyWithToken ?? (await t.agencyWithToken());
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/external/application',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: aSubmission(agency, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`submission answered ${response.statusCode}: ${response.body}`);
  return { agency, token, receipt: json<SubmissionReceipt>(response) };
}

/**
 * The agency withdraws the application, and the withdrawal is moved six years back (the day its status
 * changed is what the retention rule reads): past `privacy.retention`'s five years, erasable now.
 */
export async function withdrawnSixYearsAgo(
  t: TestApp,
  agency: string,
  token: string,
  application: Pick<SubmissionReceipt, 'id' | 'registrationNo'>,
): Promise<void> {
  const withdrawal = await t.app.inject({
    method: 'POST',
    url: `/api/v1/external/application/${application.registrationNo}/agency/${agency}/withdrawal`,
    headers: { ...bearer(token), 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    payload: JSON.stringify({ reason: 'Project cancelled.' }),
  });
  if (withdrawal.statusCode !== 200) throw new Error(`withdrawal answered ${withdrawal.statusCode}: ${withdrawal.body}`);
  const sixYearsAgo = new Date(Date.now() - 6 * 366 * 86_400_000).toISOString();
  await t.database.db.updateTable('applications').set({ status_changed_at: sixYearsAgo }).where('id', '=', application.id).execute();
}

export async function externalDetail(t: TestApp, agency: string, token: string, id: string): Promise<ApplicationDetail> {
  const response = await t.app.inject({ url: `/api/v1/external/application/${id}/agency/${agency}`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`detail answered ${response.statusCode}: ${response.body}`);
  return json<ApplicationDetail>(response);
}

/** Everything a change to one application may touch, to compare before and after. */
export async function traceOf(db: Kysely<DB>, applicationId: string, agencyCode: string) {
  return {
    application: await db.selectFrom('applications').selectAll().where('id', '=', applicationId).executeTakeFirstOrThrow(),
    counts: await db
      .selectFrom('agency_application_counts')
      .selectAll()
      .where('agency_code', '=', agencyCode)
      .orderBy('status')
      .orderBy('application_type')
      .execute(),
    journal: await db
      .selectFrom('application_journal')
      .selectAll()
      .where('application_id', '=', applicationId)
      .orderBy('sequence')
      .execute(),
    notices: await db.selectFrom('application_notices').selectAll().where('application_id', '=', applicationId).orderBy('id').execute(),
    audit: await db.selectFrom('audit_events').selectAll().where('application_id', '=', applicationId).orderBy('sequence').execute(),
    chainHead: await db.selectFrom('audit_chain_head').selectAll().execute(),
  };
}
