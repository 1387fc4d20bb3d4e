import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/shared/ids.js';
import { verifyPublicLog } from '../../src/transparency-log/log-verifier.js';
import { leafHash, perfectRoot, treeRoot } from '../../src/transparency-log/merkle.js';
import { integratePendingEntries } from '../../src/transparency-log/transparency-log.service.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { injectFetch, logEntries, runLogJob } from '../helpers/transparency-log.js';

/**
 * Issue 29 §4: indices are gapless and given once, whatever runs at the same time: permits issued in
 * parallel while several integrations run (several processes' jobs on PostgreSQL), and a log past one
 * tile, whose level-1 hashes are stored as its subtrees fill.
 */
describe.each(testDialects)('the public log under concurrency (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    approver = await aMember(t, ['approver']);
  });
  afterAll(async () => t?.close());

  it('numbers every entry exactly once, gapless, while permits are issued and integrations run at once', async () => {
    const applications = await Promise.all(Array.from({ length: 4 }, () => anApprovedApplication(t)));
    const issuing = Promise.all(applications.map(({ receipt }) => issuePermitFor(t, receipt.id, approver)));
    const integrating = Promise.all(Array.from({ length: 4 }, () => integratePendingEntries(t.database.db)));
    const [permits] = await Promise.all([issuing, integrating]);
    await Promise.all([integratePendingEntries(t.database.db), integratePendingEntries(t.database.db)]);

    const entries = await logEntries(t);
    expect(entries.map((e) => e.idx)).toEqual(entries.map((_, i) => i));
    expect(entries.map((e) => e.entry.permitNo).sort()).toEqual(permits.map((p) => p.permit_no).sort());
    expect(await t.database.db.selectFrom('transparency_log_pending').select('id').execute()).toEqual([]);
    // A shared machine runs SQLite's serialised writers slowly: a longer limit, no timed assertion.
  }, 120_000);

  it('stores the level-1 hashes of full tiles, serves a log past one tile, and its proofs verify', async () => {
    const before = (await logEntries(t)).length;
    // Entries as a change writes them, many at once: what a busy day would pile up between two runs of the job.
    const rows = Array.from({ length: 600 }, (_, i) => ({
      id: newId(),
      permit_id: null,
      entry: JSON.stringify({ kind: 'issued', permitNo: `GP-TEST-${i}`, v: 1 }),
      created_at: new Date().toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 100)
      await t.database.db
        .insertInto('transparency_log_pending')
        .values(rows.slice(i, i + 100))
        .execute();
    await Promise.all(Array.from({ length: 3 }, () => integratePendingEntries(t.database.db)));
    const { size } = await runLogJob(t);
    expect(size).toBe(before + 600);

    const entries = await logEntries(t);
    expect(entries.map((e) => e.idx)).toEqual(entries.map((_, i) => i));
    const leaves = (await t.database.db.selectFrom('transparency_log_entries').select('entry').orderBy('idx').execute()).map((r) =>
      leafHash(Buffer.from(r.entry, 'utf8')),
    );
    const stored = await t.database.db.selectFrom('transparency_log_hashes').selectAll().orderBy('idx').execute();
    expect(stored.map((row) => [row.level, row.idx])).toEqual([
      [1, 0],
      [1, 1],
    ]);
    for (const row of stored) expect(row.hash).toBe(perfectRoot(leaves.slice(row.idx * 256, (row.idx + 1) * 256)).toString('hex'));
    const checkpoint = await t.database.db
      .selectFrom('transparency_log_checkpoints')
      .selectAll()
      .where('size', '=', size)
      .executeTakeFirstOrThrow();
    expect(checkpoint.root_hash).toBe(treeRoot(leaves).toString('hex'));

    const tile = await t.app.inject({ url: '/api/v1/public/log/tile/1/000.p/2' });
    expect(tile.rawPayload.toString('hex')).toBe(stored.map((row) => row.hash).join(''));
    const state = path.join(mkdtempSync(path.join(os.tmpdir(), 'biopermit-log-')), 'state.json');
    for (const index of [0, 255, 256, 511, size - 1]) {
      const report = await verifyPublicLog({ baseUrl: 'http://biopermit.test', statePath: state, fetch: injectFetch(t.app), entry: index });
      expect(report).toMatchObject({ size, entry: { index } });
    }
  });
});
