import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePermitCredential } from '../../src/credentials/permit-credential.codec.js';
import type { PermitTable } from '../../src/db/schema.js';
import { verifyPublicLog } from '../../src/transparency-log/log-verifier.js';
import { integratePendingEntries } from '../../src/transparency-log/transparency-log.service.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { injectFetch, logEntries, runLogJob } from '../helpers/transparency-log.js';

/**
 * Issue 29 §4, "the credential carries the entry's index": the change that issues a permit numbers its
 * log entry in its own transaction, at the index its credential was signed with.
 */
describe.each(testDialects)('the log index a permit’s credential carries (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    approver = await aMember(t, ['approver']);
  });
  afterAll(async () => t?.close());

  async function logIndexInCredential(permit: PermitTable): Promise<number | null> {
    const row = await t.database.db
      .selectFrom('permit_credentials')
      .select(['credential', 'log_index'])
      .where('permit_id', '=', permit.id)
      .executeTakeFirstOrThrow();
    const decoded = await decodePermitCredential(row.credential);
    expect(decoded?.claims.permit.logIndex).toBe(row.log_index === null ? null : Number(row.log_index));
    return decoded?.claims.permit.logIndex ?? null;
  }

  async function entryAt(index: number): Promise<Record<string, unknown> | undefined> {
    return (await logEntries(t)).find((e) => e.idx === index)?.entry;
  }

  it('signs the issued permit’s credential with its entry’s index, whose inclusion proof verifies against the next checkpoint', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const index = await logIndexInCredential(permit);
    expect(index).toEqual(expect.any(Number));
    // Numbered before the job ran: the entry at that index is this permit's issue.
    expect(await entryAt(index as number)).toMatchObject({ permitNo: permit.permit_no, kind: 'issued' });
    const row = await t.database.db
      .selectFrom('transparency_log_entries')
      .select('permit_id')
      .where('idx', '=', index as number)
      .executeTakeFirstOrThrow();
    expect(row.permit_id).toBe(permit.id);

    const { size } = await runLogJob(t);
    const state = path.join(mkdtempSync(path.join(os.tmpdir(), 'biopermit-log-')), 'state.json');
    const report = await verifyPublicLog({
      baseUrl: 'http://biopermit.test',
      statePath: state,
      fetch: injectFetch(t.app),
      entry: index as number,
    });
    expect(report).toMatchObject({ size, entry: { index } });
    expect(JSON.parse(report.entry?.text as string)).toMatchObject({ permitNo: permit.permit_no, kind: 'issued' });
  });

  it('gives a renewal a new entry and a new index, and leaves the renewed permit’s credential as it was', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const first = (await logIndexInCredential(permit)) as number;
    // Left pending by the suspension and the reinstatement: the renewal numbers them before its own.
    await permitAction(t, approver, receipt.id, { action: 'suspend_permit', reasons: 'Inquiry.' });
    await permitAction(t, approver, receipt.id, { action: 'reinstate_permit' });
    const renewal = await permitAction(t, approver, receipt.id, { action: 'renew_permit' });
    const second = (await logIndexInCredential(renewal)) as number;
    expect(second).toBeGreaterThan(first);
    expect(await logIndexInCredential(permit)).toBe(first);
    expect(await entryAt(second)).toMatchObject({ permitNo: renewal.permit_no, kind: 'renewed', supersedes: permit.permit_no });
    expect(await entryAt(second - 1)).toMatchObject({ permitNo: permit.permit_no, kind: 'reinstated' });
    expect(await entryAt(second + 1)).toMatchObject({ permitNo: permit.permit_no, kind: 'superseded' });
    expect(await t.database.db.selectFrom('transparency_log_pending').select('id').execute()).toEqual([]);
  });

  it('gives permits issued at once, while the job integrates, distinct indices, each its own entry, gapless', async () => {
    const applications = await Promise.all(Array.from({ length: 5 }, () => anApprovedApplication(t)));
    // Something pending from another change, that the job and the issues race to number.
    const earlier = await issuePermitFor(t, (await anApprovedApplication(t)).receipt.id, approver);
    await permitAction(t, approver, earlier.application_id, { action: 'suspend_permit', reasons: 'Inquiry.' });
    const issuing = Promise.all(applications.map(({ receipt }) => issuePermitFor(t, receipt.id, approver)));
    const integrating = Promise.all(Array.from({ length: 3 }, () => integratePendingEntries(t.database.db)));
    const [permits] = await Promise.all([issuing, integrating]);
    await integratePendingEntries(t.database.db);

    const indices = await Promise.all(permits.map((permit) => logIndexInCredential(permit)));
    expect(new Set(indices).size).toBe(permits.length);
    for (const [i, permit] of permits.entries())
      expect(await entryAt(indices[i] as number)).toMatchObject({ permitNo: permit.permit_no, kind: 'issued' });
    const entries = await logEntries(t);
    expect(entries.map((e) => e.idx)).toEqual(entries.map((_, i) => i));
    expect(entries.filter((e) => e.entry.permitNo === earlier.permit_no).map((e) => e.entry.kind)).toEqual(['issued', 'suspended']);
  }, 120_000);
});
