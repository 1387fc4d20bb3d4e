import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { noteSigner, verifierKeyOf } from '../../src/transparency-log/signed-note.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { allowLogTampering } from '../helpers/tampering.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { runLogJob, type VerifierOutcome, verifyLogWithCli, verifyLogWithScript } from '../helpers/transparency-log.js';

/**
 * Issue 29 §4: whoever holds the database (and even the log's key) cannot change the public log unseen.
 * Each case builds a log, lets both verifiers see it (the standalone script, which imports nothing of
 * src/, and `biopermit log verify`), tampers with the rows the log is served from, and expects both to refuse
 * with the reason. Test-only SQL, in the test's own database, after switching off the triggers that keep
 * the log's tables append-only (migration 0038), as the database's owner could.
 */

describe.each(testDialects)(
  'the public log’s verifiers detect tampering (%s)',
  (dialect) => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });

    /** A log of a few permits' entries, served on a real socket, seen once by both verifiers. */
    async function aVerifiedLog() {
      const app = await createTestApp(dialect, permitEnv());
      t = app;
      const approver: Member = await aMember(app, ['approver']);
      const issueOne = async () => {
        const { receipt } = await anApprovedApplication(app);
        return { receipt, permit: await issuePermitFor(app, receipt.id, approver) };
      };
      const first = await issueOne();
      await permitAction(app, approver, first.receipt.id, { action: 'suspend_permit', reasons: 'Inquiry.' });
      await issueOne();
      await issueOne();
      const { size } = await runLogJob(app);
      await allowLogTampering(app.database);
      const url = await app.app.listen({ host: '127.0.0.1', port: 0 });
      const dir = mkdtempSync(path.join(os.tmpdir(), 'biopermit-log-state-'));
      const states = { script: path.join(dir, 'script.json'), cli: path.join(dir, 'cli.json') };
      const both = async (...extra: string[]) => [
        await verifyLogWithScript(url, states.script, ...extra),
        await verifyLogWithCli(app, url, states.cli, ...extra),
      ];
      for (const outcome of await both())
        expect(outcome, outcome.output).toMatchObject({ code: 0, output: expect.stringContaining(`${size} entries`) });
      return { app, size, both, issueOne, db: app.database.db };
    }

    const refusedBoth = (outcomes: VerifierOutcome[], reason: string) => {
      for (const outcome of outcomes) {
        expect(outcome.code, outcome.output).toBe(1);
        expect(outcome.output).toContain('the public log does not verify');
        expect(outcome.output).toContain(reason);
      }
    };

    it('accepts the untouched log again, and an entry’s inclusion proof', async () => {
      const log = await aVerifiedLog();
      await log.issueOne();
      const { size } = await runLogJob(log.app);
      for (const outcome of await log.both('--entry', String(size - 1))) {
        expect(outcome.code, outcome.output).toBe(0);
        expect(outcome.output).toContain(`consistent with the ${log.size} entries seen before`);
        expect(outcome.output).toMatch(/Entry \d+.*"kind":"issued"/);
      }
    });

    it('detects an altered entry, whether or not its leaf hash was altered with it', async () => {
      const log = await aVerifiedLog();
      const row = await log.db.selectFrom('transparency_log_entries').select('entry').where('idx', '=', 1).executeTakeFirstOrThrow();
      const altered = row.entry.replace('"kind":"suspended"', '"kind":"reinstated"');
      expect(altered).not.toBe(row.entry);
      await log.db.updateTable('transparency_log_entries').set({ entry: altered }).where('idx', '=', 1).execute();
      refusedBoth(await log.both(), `hash tile tile/0/000.p/${log.size} does not match the entries`);
      const { createHash } = await import('node:crypto');
      const leaf = createHash('sha256')
        .update(Buffer.from([0]))
        .update(altered)
        .digest('hex');
      await log.db.updateTable('transparency_log_entries').set({ leaf_hash: leaf }).where('idx', '=', 1).execute();
      refusedBoth(await log.both(), 'do not make the signed root');
    });

    it('detects reordered entries', async () => {
      const log = await aVerifiedLog();
      const rows = await log.db
        .selectFrom('transparency_log_entries')
        .select(['idx', 'entry', 'leaf_hash'])
        .where('idx', '<', 2)
        .orderBy('idx')
        .execute();
      for (const [i, row] of rows.reverse().entries())
        await log.db
          .updateTable('transparency_log_entries')
          .set({ entry: row.entry, leaf_hash: row.leaf_hash })
          .where('idx', '=', i)
          .execute();
      refusedBoth(await log.both(), 'do not make the signed root');
    });

    it('detects a deleted entry even when the log was re-signed with its own key and refilled to the same size', async () => {
      const log = await aVerifiedLog();
      await log.db.deleteFrom('transparency_log_entries').where('idx', '=', 1).execute();
      // The later entries moved down one by one (a unique index), the head forgotten, the sequence wound back.
      for (let idx = 2; idx < log.size; idx++)
        await log.db
          .updateTable('transparency_log_entries')
          .set({ idx: idx - 1 })
          .where('idx', '=', idx)
          .execute();
      await log.db.deleteFrom('transparency_log_checkpoints').execute();
      await sql`update sequences set last_value = last_value - 1 where name = 'transparency-log'`.execute(log.db);
      await log.issueOne();
      expect((await runLogJob(log.app)).size).toBe(log.size);
      refusedBoth(await log.both(), `first ${log.size} entries are not those of the checkpoint seen before`);
    });

    it('detects a rewound head: an older checkpoint served after a newer one was seen', async () => {
      const log = await aVerifiedLog();
      await log.issueOne();
      const { size } = await runLogJob(log.app);
      for (const outcome of await log.both()) expect(outcome.code, outcome.output).toBe(0);
      await log.db.deleteFrom('transparency_log_checkpoints').where('size', '=', size).execute();
      refusedBoth(await log.both(), `went back from ${size} entries to ${log.size}`);
    });

    it('detects a checkpoint whose signature does not verify, and one signed by another key', async () => {
      const log = await aVerifiedLog();
      const head = await log.db
        .selectFrom('transparency_log_checkpoints')
        .select(['size', 'note'])
        .orderBy('size', 'desc')
        .executeTakeFirstOrThrow();
      const forgedSize = head.note.replace(`\n${log.size}\n`, `\n${log.size - 1}\n`);
      await log.db.updateTable('transparency_log_checkpoints').set({ note: forgedSize }).where('size', '=', head.size).execute();
      refusedBoth(await log.both(), 'signature');
      // A verifier pinned to another key refuses even the genuine head.
      await log.db.updateTable('transparency_log_checkpoints').set({ note: head.note }).where('size', '=', head.size).execute();
      const other = verifierKeyOf(noteSigner('biopermit.example.ph/log', Buffer.alloc(32, 7)));
      const dir = mkdtempSync(path.join(os.tmpdir(), 'biopermit-log-other-'));
      const url = `http://127.0.0.1:${(log.app.app.server.address() as { port: number }).port}`;
      for (const outcome of [
        await verifyLogWithScript(url, path.join(dir, 's.json'), '--vkey', other),
        await verifyLogWithCli(log.app, url, path.join(dir, 'c.json'), '--vkey', other),
      ]) {
        expect(outcome.code, outcome.output).toBe(1);
        expect(outcome.output).toContain('no signature by the log’s key');
      }
    });
    // Each case starts an app, a verifier process and the command twice or more: a longer limit on a shared machine.
  },
  120_000,
);
