import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { verifyAuditChain } from '../../src/audit/audit.service.js';
import { ERASED_RECIPIENT } from '../../src/mail/mail.repository.js';
import type { DataSubjectFindings } from '../../src/privacy/data-subjects/data-subject.schemas.js';
import type { DataSubjectRequest } from '../../src/privacy/requests/data-subject-request.schemas.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { composeMail } from '../helpers/mail.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { withdrawnSixYearsAgo } from '../helpers/workflow.js';

/**
 * Issue 21 §2: a data subject's erasure request carried out through HTTP once every application of
 * the person has passed its retention period (the refusal before then is in retention.test.ts).
 */

describe.each(testDialects)('an erasure request carried out (%s)', (dialect) => {
  let t: TestApp;
  let agency: string;
  let token: string;
  let dpo: StaffHeaders;
  let admin: StaffHeaders;
  let application: SubmissionReceipt;
  const email = 'pedro.macaraeg@example.ph';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ agency, token } = await t.agencyWithToken());
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, { permiteeFirstName: 'Pedro', permiteeLastName: 'Macaraeg', permiteeEmail: email }),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    application = json<SubmissionReceipt>(submitted);
    await composeMail(t.database.db);
    await withdrawnSixYearsAgo(t, agency, token, application);
    dpo = await loginAs(t, await createStaff(t, { roles: ['dpo'] }));
    admin = await loginAs(t, await createStaff(t, { roles: ['admin'] }));
  });
  afterAll(async () => t?.close());

  const record = async (kind: 'erasure' | 'access') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/data-subjects/requests',
      headers: dpo,
      payload: { kind, email },
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<DataSubjectRequest>(response);
  };
  const erase = (id: string, headers: StaffHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/v1/staff/data-subjects/requests/${id}/erase`, headers });

  it('refuses to carry out an access request as an erasure, and refuses anyone but the DPO, erasing nothing', async () => {
    const access = await record('access');
    const wrongKind = await erase(access.id, dpo);
    expect(wrongKind.statusCode, wrongKind.body).toBe(409);
    expect(json<{ detail: string }>(wrongKind).detail).toContain('asks for access, not erasure');
    const erasure = await record('erasure');
    const notDpo = await erase(erasure.id, admin);
    expect(notDpo.statusCode, notDpo.body).toBe(403);
    const row = await t.database.db
      .selectFrom('applications')
      .select('permittee_email')
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(row.permittee_email).toBe(email);
  });

  it('erases the person once the period has passed: the agency reads a marker, the search finds nothing, the chain verifies', async () => {
    const erasure = await record('erasure');
    const done = await erase(erasure.id, dpo);
    expect(done.statusCode, done.body).toBe(200);
    expect(json<{ erased: string[]; alreadyErased: number }>(done)).toMatchObject({
      erased: [application.registrationNo],
      alreadyErased: 0,
    });

    const detail = json<Record<string, unknown>>(
      await t.app.inject({ url: `/api/v1/external/application/${application.registrationNo}/agency/${agency}`, headers: bearer(token) }),
    );
    expect(detail.email).toBe('[erased]');
    expect(detail.name).toContain('[erased]');
    expect(detail.status).toBe('withdrawn');
    expect(JSON.stringify(detail)).not.toContain('Macaraeg');

    const found = await t.app.inject({ url: `/api/v1/staff/data-subjects?email=${encodeURIComponent(email)}`, headers: dpo });
    expect(found.statusCode, found.body).toBe(200);
    expect(json<DataSubjectFindings>(found).applications).toEqual([]);

    const key = await t.database.db
      .selectFrom('data_subject_keys')
      .select(['key_material', 'destroyed_at', 'destroyed_by'])
      .where('application_id', '=', application.id)
      .execute();
    for (const row of key) {
      expect(row.key_material).toBeNull();
      expect(row.destroyed_by).toBe(`erasure_request:${erasure.id}`);
    }
    expect((await verifyAuditChain(t.database.db)).ok).toBe(true);
  });

  it('never sends, retries or resends the emails that were waiting for the erased permittee', async () => {
    const messages = await t.database.db
      .selectFrom('mail_messages')
      .select(['id', 'recipient', 'status', 'next_attempt_at', 'last_response'])
      .where('application_id', '=', application.id)
      .where('recipient_kind', '=', 'permittee')
      .execute();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).toMatchObject({
        recipient: '[erased]',
        status: 'permanent_failure',
        next_attempt_at: null,
        last_response: ERASED_RECIPIENT,
      });
    }
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/applications/${application.id}/messages/${messages[0]?.id}/resend`,
      headers: admin,
    });
    expect(resend.statusCode, resend.body).toBe(409);
    expect(json<{ detail: string }>(resend).detail).toContain('personal data is erased');
  });
});
