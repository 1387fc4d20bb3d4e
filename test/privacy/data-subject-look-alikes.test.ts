import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { chunks } from '../../src/db/batches.js';
import { insertSearchDocuments } from '../../src/db/full-text.js';
import type { DataSubjectFindings } from '../../src/privacy/data-subjects/data-subject.schemas.js';
import type { ErasureOutcome } from '../../src/privacy/erasure/erasure.schemas.js';
import type { DataSubjectRequest } from '../../src/privacy/requests/data-subject-request.schemas.js';
import { newId } from '../../src/shared/ids.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { withdrawnSixYearsAgo } from '../helpers/workflow.js';

/**
 * Issue 31: the DPO finds every application of a person by their email, however many older
 * applications share the email's words (here 2,001, more than the 2,000 the search once read before
 * matching the email itself): the search, the access export and the erasure request all reach it.
 */

const LOOK_ALIKES = 2001;

describe.each(testDialects)('a person among 2,001 look-alikes (%s)', (dialect) => {
  let t: TestApp;
  let agency: string;
  let token: string;
  let dpo: StaffHeaders;
  let person: SubmissionReceipt;
  const email = 'pilar.bantug@example.ph';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ agency, token } = await t.agencyWithToken());
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, { permiteeFirstName: 'Pilar', permiteeLastName: 'Bantug', permiteeEmail: email }),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    person = json<SubmissionReceipt>(submitted);
    // Older applications of other people whose email has the same words in another order: copies of
    // the row, inserted in bulk with their search rows (the same words).
    const db = t.database.db;
    const row = await db.selectFrom('applications').selectAll().where('id', '=', person.id).executeTakeFirstOrThrow();
    const search = await db
      .selectFrom('application_search')
      .select('document')
      .where('application_id', '=', person.id)
      .executeTakeFirstOrThrow();
    const copies = Array.from({ length: LOOK_ALIKES }, (_, i) => ({
      ...row,
      id: newId(),
      registration_no: `${row.registration_no}-L${i}`,
      source_unique_no: `LOOK-ALIKE-${i}`,
      permittee_email: 'bantug.pilar@example.ph',
      created_at: new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString(),
    }));
    await db.transaction().execute(async (trx) => {
      for (const chunk of chunks(copies)) await trx.insertInto('applications').values(chunk).execute();
      for (const chunk of chunks(copies, 2)) {
        await insertSearchDocuments(
          trx,
          dialect,
          chunk.map((copy) => ({ application_id: copy.id, document: search.document })),
        );
      }
    });
    dpo = await loginAs(t, await createStaff(t, { roles: ['dpo'] }));
  });
  afterAll(async () => t?.close());

  const record = async (kind: 'access' | 'erasure') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/data-subjects/requests',
      headers: dpo,
      payload: { kind, email },
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<DataSubjectRequest>(response);
  };

  it('finds the person by email, and none of the look-alikes', async () => {
    const response = await t.app.inject({
      url: `/api/v1/staff/data-subjects?email=${encodeURIComponent(email.toUpperCase())}`,
      headers: dpo,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<DataSubjectFindings>(response).applications.map((a) => a.registrationNo)).toEqual([person.registrationNo]);
  });

  it("exports the person's application to their access request", async () => {
    const request = await record('access');
    const exported = await t.app.inject({ method: 'POST', url: `/api/v1/staff/data-subjects/requests/${request.id}/export`, headers: dpo });
    expect(exported.statusCode, exported.body).toBe(200);
    const entries = unzipSync(new Uint8Array(exported.rawPayload));
    const data = JSON.parse(Buffer.from(entries['data.json'] as Uint8Array).toString('utf8')) as {
      applications: { registrationNo: string }[];
    };
    expect(data.applications.map((a) => a.registrationNo)).toEqual([person.registrationNo]);
  });

  it("erases the person's application on their erasure request, and no look-alike", async () => {
    await withdrawnSixYearsAgo(t, agency, token, person);
    const request = await record('erasure');
    const done = await t.app.inject({ method: 'POST', url: `/api/v1/staff/data-subjects/requests/${request.id}/erase`, headers: dpo });
    expect(done.statusCode, done.body).toBe(200);
    expect(json<ErasureOutcome>(done).erased).toEqual([person.registrationNo]);
    const kept = await t.database.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('permittee_email', '=', 'bantug.pilar@example.ph')
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(LOOK_ALIKES);
  });
});
