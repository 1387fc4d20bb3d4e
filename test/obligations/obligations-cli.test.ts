import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember, type Member } from '../helpers/actions.js';
import { biopermit } from '../helpers/cli-run.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation } from '../helpers/factories.js';
import { anIssuedPermit, obligationOfType } from '../helpers/obligations.js';
import { permitEnv } from '../helpers/permits.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * `biopermit obligations check` (docs/OBLIGATIONS.md): one pass of the obligations job from the command
 * line, as an operator runs it, on the service's database. A permit whose collection period ended long
 * ago owes reports already past their due date: the pass marks them overdue and reminds once; a second
 * pass finds nothing more to do.
 */
const TEST_TIMEOUT_MS = 180_000;

describe.each(testDialects)('biopermit obligations check (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    approver = await aMember(t, ['approver']);
  }, TEST_TIMEOUT_MS);
  afterAll(async () => t?.close());

  it(
    'marks the obligations past their due date overdue and reminds each once, now',
    async () => {
      const past = aLocation({ collectionStart: '2026-01-05T00:00:00.000Z', collectionEnd: '2026-03-31T00:00:00.000Z' });
      const p = await anIssuedPermit(t, approver, { locations: [past] });
      expect((await obligationOfType(t, p, 'collection_report')).status).toBe('pending');

      const first = await biopermit(t.config.databaseUrl, 'obligations', 'check');
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(JSON.parse(first.stdout)).toEqual({ checked: 2, overdue: 2, reminded: 2, failed: 0 });
      expect((await obligationOfType(t, p, 'collection_report')).status).toBe('overdue');
      expect((await obligationOfType(t, p, 'certificate_of_deposit')).status).toBe('overdue');
      expect((await obligationOfType(t, p, 'final_report')).status).toBe('pending');

      const second = await biopermit(t.config.databaseUrl, 'obligations', 'check');
      expect(JSON.parse(second.stdout)).toEqual({ checked: 2, overdue: 0, reminded: 0, failed: 0 });
      const reminders = await t.database.db
        .selectFrom('application_notices')
        .select('log')
        .where('application_id', '=', p.receipt.id)
        .where('log', '=', 'obligation_reminder')
        .execute();
      expect(reminders).toHaveLength(2);
    },
    TEST_TIMEOUT_MS,
  );
});
