import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { recordAuditEvent } from '../../src/audit/audit.repository.js';
import type { AuditPage } from '../../src/audit/audit.schemas.js';
import { openPersonalValues } from '../../src/audit/subject-keys.js';
import { systemActor } from '../../src/auth/actor.js';
import { openDatabase } from '../../src/db/database.js';
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
  let agency: string;
  let token: string;

  async function submit(email: string): Promise<string> {
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, { permiteeEmail: email }),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    return json<SubmissionReceipt>(submitted).id;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { SIGNING_KEY_ENCRYPTION_KEY: SECRET });
    ({ agency, token } = await t.agencyWithToken());
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
    // As stored: the handle itself opens the keys it reads, so look past it.
    const keys = await t.database.db
      .withoutPlugins()
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

  it('seals with the handle the row is written through, not with a setting of the process', async () => {
    // A second handle on the same database, opened without the secret, while the app's stays open.
    const plain = await openDatabase({ url: t.config.databaseUrl, requireDurableWrites: false, poolSize: 1 });
    try {
      const other = await submit('rodel.fajardo@example.ph');
      await recordAuditEvent(plain.db, {
        actor: systemActor('test'),
        action: 'application.personal_data_corrected',
        subjectType: 'application',
        subjectId: other,
        after: { permittee_phone: '+63 917 000 3333' },
      });
      const third = await submit('liza.manalo@example.ph');
      await recordAuditEvent(t.database.db, {
        actor: systemActor('test'),
        action: 'application.personal_data_corrected',
        subjectType: 'application',
        subjectId: third,
        after: { permittee_phone: '+63 917 000 4444' },
      });
      const stored = await t.database.db
        .withoutPlugins()
        .selectFrom('data_subject_keys')
        .select(['application_id', 'key_material'])
        .where('application_id', 'in', [other, third])
        .execute();
      expect(stored.find((key) => key.application_id === other)?.key_material?.startsWith('enc:v1:')).toBe(false);
      expect(stored.find((key) => key.application_id === third)?.key_material?.startsWith('enc:v1:')).toBe(true);

      // The plain handle cannot open a sealed key, and says why.
      const row = await plain.db
        .selectFrom('audit_events')
        .select('after_state')
        .where('application_id', '=', third)
        .where('action', '=', 'application.personal_data_corrected')
        .executeTakeFirstOrThrow();
      await expect(
        openPersonalValues(plain.db, [{ details: null, before: null, after: JSON.parse(row.after_state as string) as unknown }]),
      ).rejects.toThrow('opened without SIGNING_KEY_ENCRYPTION_KEY');
    } finally {
      await plain.close();
    }
  });
});
