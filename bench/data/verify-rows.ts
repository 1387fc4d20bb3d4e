import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAgency } from '../../src/agencies/agency.service.js';
import { buildApp } from '../../src/app.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { SCOPES } from '../../src/auth/scopes.js';
import { issueAccessToken } from '../../src/auth/token.service.js';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { applicationRows } from './application-rows.js';
import { aSubmission, SUBMIT_SHAPE } from './submissions.js';

/**
 * Submits one benchmark submission through the real service (HTTP, on a scratch SQLite file) and
 * checks that `applicationRows` gives exactly the rows the service stored. Seeding writes a million
 * applications without the service; this is what keeps them the same as submitted ones.
 */
export async function verifyRowsMatchService(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-bench-verify-'));
  const config = loadConfig({ DATABASE_URL: `sqlite:${path.join(dir, 'verify.db')}`, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ url: config.databaseUrl, requireDurableWrites: false });
  try {
    await migrateToLatest(database.db);
    const { app, keyRing } = await buildApp(config, database);
    try {
      await createAgency(database.db, 'VERIFY', 'Benchmark row check', OPERATOR_ACTOR);
      const token = await issueAccessToken(keyRing, config.tokens, {
        subject: 'operator',
        agencyCode: 'VERIFY',
        scopes: [SCOPES.write],
        ttlSeconds: 60,
      });
      const submission = aSubmission(7, 'VERIFY', 'VERIFY-1', SUBMIT_SHAPE);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
        payload: submission,
      });
      if (response.statusCode !== 201) throw new Error(`the row check's submission answered ${response.statusCode}: ${response.body}`);
      const { id } = JSON.parse(response.body) as { id: string };

      const db = database.db;
      const application = await db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const stored = {
        applicant: await db.selectFrom('applicants').selectAll().where('id', '=', application.applicant_id).executeTakeFirstOrThrow(),
        application,
        locations: await db.selectFrom('application_locations').selectAll().where('application_id', '=', id).orderBy('position').execute(),
        resources: await db.selectFrom('application_resources').selectAll().where('application_id', '=', id).orderBy('id').execute(),
        notice: await db.selectFrom('application_notices').selectAll().where('application_id', '=', id).executeTakeFirstOrThrow(),
        journal: await db.selectFrom('application_journal').selectAll().where('application_id', '=', id).executeTakeFirstOrThrow(),
        search: await db
          .selectFrom('application_search')
          .select(['application_id', 'document'])
          .where('application_id', '=', id)
          .executeTakeFirstOrThrow(),
        audit: await db
          .selectFrom('audit_events')
          .selectAll()
          .where('subject_id', '=', id)
          .where('action', '=', 'application.submitted')
          .executeTakeFirstOrThrow(),
      };
      // Its place in the audit chain is the seeder's to give (bench/seed/row-worker.ts).
      const { sequence: _sequence, previous_hash: _previous, hash: _hash, ...audit } = stored.audit;
      const built = applicationRows(submission, {
        id,
        registrationNo: application.registration_no,
        applicantId: application.applicant_id,
        createdAt: application.created_at,
        locationIds: stored.locations.map((l) => l.id),
        firstResourceId: stored.resources[0]?.id ?? 0,
        noticeId: stored.notice.id,
        auditId: stored.audit.id,
        auditOccurredAt: stored.audit.occurred_at,
        requestId: stored.audit.request_id ?? '',
        clientAddress: stored.audit.client_address,
      });
      assert.deepStrictEqual(built, { ...stored, audit }, 'bench/data/application-rows.ts no longer builds the rows the service stores');
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
