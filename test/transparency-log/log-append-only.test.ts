import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/shared/ids.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { logEntries, runLogJob } from '../helpers/transparency-log.js';

/**
 * Migration 0038: the public log's tables refuse UPDATE and DELETE in the database itself, whoever
 * connects; a signed checkpoint may only have its `published_at` moved (its re-publication). Inserts,
 * and so the log's job, go on.
 */
describe.each(testDialects)('the public log is append-only in the database (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    approver = await aMember(t, ['approver']);
    const { receipt } = await anApprovedApplication(t);
    await issuePermitFor(t, receipt.id, approver);
    await runLogJob(t);
  });
  afterAll(async () => t?.close());

  it('refuses to change or remove an entry', async () => {
    const db = t.database.db;
    await expect(db.updateTable('transparency_log_entries').set({ entry: '{}' }).where('idx', '=', 0).execute()).rejects.toThrow(
      /transparency_log_entries is append-only: UPDATE refused/,
    );
    await expect(db.deleteFrom('transparency_log_entries').where('idx', '=', 0).execute()).rejects.toThrow(
      /transparency_log_entries is append-only: DELETE refused/,
    );
    expect((await logEntries(t)).length).toBeGreaterThan(0);
  });

  it('refuses to change or remove a stored subtree hash, and takes a new one', async () => {
    const db = t.database.db;
    await db
      .insertInto('transparency_log_hashes')
      .values({ level: 9, idx: 0, hash: 'a'.repeat(64) })
      .execute();
    await expect(
      db
        .updateTable('transparency_log_hashes')
        .set({ hash: 'b'.repeat(64) })
        .where('level', '=', 9)
        .execute(),
    ).rejects.toThrow(/transparency_log_hashes is append-only: UPDATE refused/);
    await expect(db.deleteFrom('transparency_log_hashes').where('level', '=', 9).execute()).rejects.toThrow(
      /transparency_log_hashes is append-only: DELETE refused/,
    );
  });

  it('refuses to change a signed checkpoint or remove one, but records its re-publication', async () => {
    const db = t.database.db;
    const head = await db.selectFrom('transparency_log_checkpoints').selectAll().orderBy('size', 'desc').executeTakeFirstOrThrow();
    await expect(
      db
        .updateTable('transparency_log_checkpoints')
        .set({ note: `${head.note}x` })
        .where('size', '=', head.size)
        .execute(),
    ).rejects.toThrow(/transparency_log_checkpoints is append-only: UPDATE refused/);
    await expect(
      db
        .updateTable('transparency_log_checkpoints')
        .set({ root_hash: '0'.repeat(64) })
        .where('size', '=', head.size)
        .execute(),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(db.deleteFrom('transparency_log_checkpoints').execute()).rejects.toThrow(
      /transparency_log_checkpoints is append-only: DELETE refused/,
    );
    // The same head signed again (the hourly re-publication) moves published_at only.
    const again = await runLogJob(t);
    expect(again).toMatchObject({ size: head.size, note: head.note });
    const after = await db.selectFrom('transparency_log_checkpoints').selectAll().where('size', '=', head.size).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ note: head.note, root_hash: head.root_hash });
    expect(after.published_at >= head.published_at).toBe(true);
  });

  it('refuses to change or remove a witness’s cosignature', async () => {
    const db = t.database.db;
    const id = newId();
    await db
      .insertInto('transparency_log_cosignatures')
      .values({
        id,
        checkpoint_size: 1,
        witness: 'witness.example/w1',
        key_id: '00000000',
        signature: '— witness.example/w1 AAAA',
        cosigned_at: new Date().toISOString(),
        received_at: new Date().toISOString(),
      })
      .execute();
    await expect(
      db.updateTable('transparency_log_cosignatures').set({ signature: 'forged' }).where('id', '=', id).execute(),
    ).rejects.toThrow(/transparency_log_cosignatures is append-only: UPDATE refused/);
    await expect(db.deleteFrom('transparency_log_cosignatures').where('id', '=', id).execute()).rejects.toThrow(
      /transparency_log_cosignatures is append-only: DELETE refused/,
    );
  });

  it('keeps numbering entries and signing checkpoints', async () => {
    const before = await runLogJob(t);
    const { receipt } = await anApprovedApplication(t);
    await issuePermitFor(t, receipt.id, approver);
    const after = await runLogJob(t);
    expect(after.size).toBe(before.size + 1);
    expect((await logEntries(t)).length).toBe(after.size);
  });
});
