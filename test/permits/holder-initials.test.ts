import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { changeApplication } from '../../src/applications/application.write.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { issuePermitFor, permitEnv } from '../helpers/permits.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor } from '../helpers/workflow.js';

type Names = { permiteeFirstName: string; permiteeMiddleName: string | null; permiteeLastName: string };

/**
 * The public permit lookup (GET /api/v1/public/permits/{permitNo}) names the holder by initials only:
 * one per word of the names, from its first letter in any script, never a quote, a bracket or a digit
 * (issue 31), and `?` when the names hold no letter at all.
 */
describe.each(testDialects)('the holder’s initials in the public lookup (%s)', (dialect) => {
  let t: TestApp;
  let agency: string;
  let token: string;
  let approver: Member;
  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    ({ agency, token } = await t.agencyWithToken());
    approver = await aMember(t, ['approver']);
  });
  afterAll(async () => t?.close());

  /** The initials the lookup shows for a permit issued to a holder of these names. */
  async function initialsOf(names: Names): Promise<string> {
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, names),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { id } = json<SubmissionReceipt>(submitted);
    await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: id,
      actor: aStaffActor(['approver']),
      role: 'approver',
      decide: () => ({ journal: [{ action: 'approved' }], set: { status: 'approved', decided_at: new Date().toISOString() } }),
    });
    const permit = await issuePermitFor(t, id, approver);
    const lookup = await t.app.inject({ url: `/api/v1/public/permits/${encodeURIComponent(permit.permit_no)}` });
    expect(lookup.statusCode, lookup.body).toBe(200);
    return json<{ holderInitials: string }>(lookup).holderInitials;
  }

  it('takes the first letter of each word, past quotes, brackets and other punctuation', async () => {
    expect(await initialsOf({ permiteeFirstName: '"Juan', permiteeMiddleName: '(Santos)', permiteeLastName: "'dela Cruz" })).toBe(
      'J.S.D.C.',
    );
    expect(await initialsOf({ permiteeFirstName: '[María]', permiteeMiddleName: null, permiteeLastName: '—Ñoño' })).toBe('M.Ñ.');
  });

  it('keeps a letter with its combining mark, and letters of any script', async () => {
    // N followed by U+0303 (combining tilde) is one letter, Ñ.
    expect(await initialsOf({ permiteeFirstName: 'n\u0303ora', permiteeMiddleName: null, permiteeLastName: 'Ελένη' })).toBe('Ñ.Ε.');
  });

  it('skips a word without a letter, and says ? when no word has one', async () => {
    expect(await initialsOf({ permiteeFirstName: 'Ana', permiteeMiddleName: '2', permiteeLastName: '- Reyes' })).toBe('A.R.');
    expect(await initialsOf({ permiteeFirstName: '"', permiteeMiddleName: '(…)', permiteeLastName: '1234' })).toBe('?');
  });
});
