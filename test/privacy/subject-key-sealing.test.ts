import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { recordAuditEvent } from '../../src/audit/audit.repository.js';
import type { AuditPage } from '../../src/audit/audit.schemas.js';
import { systemActor } from '../../src/auth/actor.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { createStaff, loginAs } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 21 §2: the data subjects' keys are sealed like the signing keys when SIGNING_KEY_ENCRYPTION_KEY
 * is set, so a copy of the database alone reads neither the keys nor the audit trail's personal values.
 */

const SECRET = 'another-long-operator-secret-of-32-chars-or-more';

describe.each(testDialects)('data subjects’ keys sealed at rest (%s)', (dialect) => {
  let t: TestApp;
  let application: SubmissionReceipt;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SIGNING_KEY_ENCRYPTION_KEY: SECRET });
    const { agency, token } = await t.agencyWithToken();
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, { permiteeEmail: 'rosa.alcantara@example.ph' }),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    application = json<SubmissionReceipt>(submitted);
  });
  afterAll(async () => t?.close());

  it('stores the key sealed and the value encrypted, and staff read the value', async () => {
    await recordAuditEvent(t.database.db, {
      actor: systemActor('test'),
      action: 'application.personal_data_corrected',
      subjectType: 'application',
      subjectId: application.id,
      before: { permittee_phone: '+63 917 000 1111' },
      after: { permittee_phone: '+63 917 000 2222' },
    });
    const keys = await t.database.db
      .selectFrom('data_subject_keys')
      .select('key_material')
      .where('application_id', '=', application.id)
      .execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]?.key_material?.startsWith('enc:v1:')).toBe(true);
    const raw = await t.database.db
      .selectFrom('audit_events')
      .select(['before_state', 'after_state'])
      .where('application_id', '=', application.id)
      .execute();
    expect(JSON.stringify(raw)).not.toContain('917 000');

    const admin = await loginAs(t, await createStaff(t, { roles: ['admin'] }));
    const page = json<AuditPage>(
      await t.app.inject({ url: `/api/v1/staff/applications/${application.id}/audit?limit=200`, headers: admin }),
    );
    const corrected = page.items.find((row) => row.action === 'application.personal_data_corrected');
    expect(corrected?.before).toEqual({ permittee_phone: '+63 917 000 1111' });
    expect(corrected?.after).toEqual({ permittee_phone: '+63 917 000 2222' });
  });
});
